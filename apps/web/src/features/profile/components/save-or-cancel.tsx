import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** An inline profile form's end: Cancel closes it, Save sends it (a spinner while the answer is on the way). */
export function SaveOrCancel({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="hc-form-actions">
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      <Button type="submit" color="primary" loading={saving}>
        {t('common.save')}
      </Button>
    </div>
  );
}
