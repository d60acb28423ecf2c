import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { redirectTo } from '../navigation/navigation.ts';
import { PATHS } from '../navigation/paths.ts';
import { SoonIcon } from './icons.tsx';

/** What a route shows until its feature ships: a friendly note instead of a broken screen. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <section className="hc-empty-state" aria-labelledby="coming-soon-title">
      <span className="hc-empty-icon">
        <SoonIcon />
      </span>
      <h2 id="coming-soon-title">{t('comingSoon.title')}</h2>
      <p>{t('comingSoon.text')}</p>
      <Button color="primary" fill="outline" onClick={() => redirectTo(PATHS.home)}>
        {t('common.backHome')}
      </Button>
    </section>
  );
}
