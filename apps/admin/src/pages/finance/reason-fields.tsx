import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReasonItem } from '@/frame/reason-item.tsx';

/**
 * A reason shown to the person: pick a template (it fills the text in the console's language) and edit
 * it freely, or write one. Used inside an antd Form with a `reason` field.
 */
export function ReasonFields({ templates }: { templates: readonly string[] }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<{ reason: string }>();
  return (
    <>
      <Form.Item label={t('finance.reasons.template')}>
        <Select
          allowClear
          aria-label={t('finance.reasons.template')}
          options={templates.map((key) => ({ value: key, label: t(`finance.reasons.${key}`) }))}
          onChange={(key: string | undefined) => {
            if (key) form.setFieldValue('reason', t(`finance.reasons.${key}`));
          }}
        />
      </Form.Item>
      <ReasonItem label={t('finance.reasons.free')} />
    </>
  );
}
