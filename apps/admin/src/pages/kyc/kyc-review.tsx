import type { AdminKycSubmission } from '@halcyon/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Flex, Form, Image, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/frame/error-text.ts';
import { FormModal } from '@/frame/form-modal.tsx';
import { formatTime } from '@/frame/format.ts';
import { useCan } from '@/frame/session.ts';
import { useSingleMutation } from '@/frame/use-single-mutation.ts';
import { KYC_KEYS, KYC_POLL_MS, KYC_REJECT_TEMPLATES, kycAdminApi } from './kyc-api.ts';

/** Both sides of the document next to each other; a click opens antd's preview (zoom, rotate). */
function DocumentImages({ item }: { item: AdminKycSubmission }) {
  const { t } = useTranslation();
  const side = (key: 'front' | 'back', url: string) => (
    <figure className="hc-kyc-side">
      <Typography.Text strong>{t(`kyc.${key}`)}</Typography.Text>
      <Image
        src={url}
        width="100%"
        alt={t('kyc.imageAlt', { side: t(`kyc.${key}`), account: item.user.account })}
      />
    </figure>
  );
  return (
    <div>
      <Flex gap={12}>
        {side('front', item.frontUrl)}
        {side('back', item.backUrl)}
      </Flex>
      <Typography.Text type="secondary">{t('kyc.zoomHint')}</Typography.Text>
    </div>
  );
}

/** The reject reason: a template fills the text (in the console's language), which stays editable. */
function RejectForm({ onReject, busy }: { onReject: (reason: string) => void; busy: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Form form={form} layout="vertical" style={{ marginTop: 16 }} onFinish={(v) => onReject(v.reason.trim())}>
      <Form.Item label={t('kyc.template')}>
        <Select
          allowClear
          aria-label={t('kyc.template')}
          options={KYC_REJECT_TEMPLATES.map((key) => ({ value: key, label: t(`kyc.reasons.${key}`) }))}
          onChange={(key: string | undefined) => {
            if (key) form.setFieldValue('reason', t(`kyc.reasons.${key}`));
          }}
        />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('kyc.reason')}
        rules={[{ required: true, whitespace: true, max: 200, message: t('kyc.reasonRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={200} showCount />
      </Form.Item>
      <Button danger htmlType="submit" loading={busy}>
        {t('kyc.confirmReject')}
      </Button>
    </Form>
  );
}

/**
 * The submission as the server has it now, starting from the row that was opened (masked in the queue). Another operator may
 * decide it while this dialog is open; it then leaves the pending queue, so the queue's rows cannot say how.
 */
function useCurrentSubmission(opened: AdminKycSubmission): AdminKycSubmission {
  const current = useQuery({
    queryKey: KYC_KEYS.one(opened.id),
    queryFn: () => kycAdminApi.one(opened.id),
    initialData: opened,
    // The queue's row has the name and ID number masked: the full submission is read at once, not when the
    // row would be stale (the console's staleTime) or at the next poll.
    initialDataUpdatedAt: 0,
    refetchInterval: KYC_POLL_MS,
  });
  return current.data;
}

/** One submission: the photos beside the person's account and declared identity; approve or reject. */
export function KycReview({ opened, onClose }: { opened: AdminKycSubmission; onClose: () => void }) {
  const { t } = useTranslation();
  const item = useCurrentSubmission(opened);
  const { message } = App.useApp();
  const can = useCan();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const decide = useSingleMutation({
    mutationFn: (reason: string | null) =>
      reason === null ? kycAdminApi.approve(item.id) : kycAdminApi.reject(item.id, reason),
    onSuccess: (_result, reason) => {
      void message.success(t(reason === null ? 'kyc.approved' : 'kyc.rejected'));
      onClose();
    },
    onError: (error) => void message.error(errorText(error)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: KYC_KEYS.all }),
  });
  const open = item.status === 'pending' && can('identity.review');

  return (
    <FormModal
      open
      width={1000}
      title={t('kyc.title', { account: item.user.account })}
      onCancel={onClose}
      footer={
        open && !rejecting ? (
          <>
            <Button danger onClick={() => setRejecting(true)}>
              {t('kyc.reject')}
            </Button>
            <Button type="primary" loading={decide.isPending} onClick={() => decide.mutate(null)}>
              {t('kyc.approve')}
            </Button>
          </>
        ) : null
      }
    >
      <DocumentImages item={item} />
      <Descriptions
        style={{ marginTop: 16 }}
        size="small"
        column={2}
        bordered
        items={[
          { key: 'account', label: t('kyc.fields.account'), children: item.user.account },
          { key: 'uid', label: t('kyc.fields.uid'), children: item.user.uid },
          { key: 'email', label: t('kyc.fields.email'), children: item.user.email },
          { key: 'status', label: t('kyc.fields.status'), children: t(`kyc.status.${item.status}`) },
          { key: 'name', label: t('kyc.fields.realName'), children: item.realName },
          { key: 'type', label: t('kyc.fields.idType'), children: t(`kyc.idTypes.${item.idType}`) },
          {
            key: 'number',
            label: t('kyc.fields.idNumber'),
            children: <span className="hc-mono">{item.idNumber}</span>,
          },
          { key: 'submitted', label: t('kyc.fields.submittedAt'), children: formatTime(item.submittedAt) },
          { key: 'reviewed', label: t('kyc.fields.reviewedAt'), children: formatTime(item.reviewedAt) },
          { key: 'reason', label: t('kyc.fields.rejectReason'), children: item.rejectReason ?? '-' },
        ]}
      />
      {open && rejecting ? (
        <RejectForm busy={decide.isPending} onReject={(reason) => decide.mutate(reason)} />
      ) : null}
    </FormModal>
  );
}
