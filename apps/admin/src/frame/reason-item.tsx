import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The rules every operator's reason follows, as the server's (required, not blank, at most 500). */
export function useReasonRules() {
  const { t } = useTranslation();
  return [{ required: true, whitespace: true, max: 500, message: t('common.reasonRequired') }];
}

/** A required `reason` field of an antd Form: why an operator acts, kept in the audit row. */
export function ReasonItem({ label }: { label?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="reason" label={label ?? t('common.reason')} rules={useReasonRules()}>
      <Input.TextArea rows={3} maxLength={500} showCount />
    </Form.Item>
  );
}
