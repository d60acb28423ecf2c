import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { redirectTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="hc-empty-state">
      <h2>{t('pageTitle.notFound')}</h2>
      <p>{t('notFound.text')}</p>
      <Button color="primary" onClick={() => redirectTo(PATHS.home)}>
        {t('common.backHome')}
      </Button>
    </section>
  );
}
