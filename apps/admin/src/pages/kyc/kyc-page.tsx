import type { AdminKycSubmission } from '@halcyon/api';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Segmented, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/frame/error-text.ts';
import { formatTime } from '@/frame/format.ts';
import { PageHeader } from '@/frame/page-header.tsx';
import { useStatusParam } from '@/frame/use-status-param.ts';
import { KYC_KEYS, KYC_POLL_MS, KYC_STATUSES, type KycQueueStatus, kycAdminApi } from './kyc-api.ts';
import { KycReview } from './kyc-review.tsx';
import './kyc.css';

/**
 * Compliance's queue of real-name submissions: pending first (oldest waiting on top), then decided ones;
 * `?status=` opens it on another.
 */
export default function KycPage() {
  const { t } = useTranslation();
  const opening = useStatusParam(KYC_STATUSES, 'pending');
  const [status, setStatus] = useState<KycQueueStatus>(opening);
  const [open, setOpen] = useState<AdminKycSubmission | null>(null);
  const list = useQuery({
    queryKey: KYC_KEYS.list(status),
    queryFn: () => kycAdminApi.list(status),
    refetchInterval: KYC_POLL_MS,
  });

  return (
    <>
      <PageHeader
        title={t('kyc.menu')}
        extra={
          <Segmented
            value={status}
            onChange={(value) => setStatus(value as KycQueueStatus)}
            options={KYC_STATUSES.map((value) => ({ value, label: t(`kyc.status.${value}`) }))}
          />
        }
      />
      {list.isError ? <Alert type="error" showIcon message={errorText(list.error)} /> : null}
      <Table<AdminKycSubmission>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.items ?? []}
        locale={{ emptyText: t('kyc.empty') }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { key: 'account', title: t('kyc.fields.account'), render: (_, row) => row.user.account },
          { key: 'uid', title: t('kyc.fields.uid'), render: (_, row) => row.user.uid },
          { key: 'name', title: t('kyc.fields.realName'), dataIndex: 'realName' },
          { key: 'type', title: t('kyc.fields.idType'), render: (_, row) => t(`kyc.idTypes.${row.idType}`) },
          {
            key: 'submitted',
            title: t('kyc.fields.submittedAt'),
            render: (_, row) => formatTime(row.submittedAt),
          },
          {
            key: 'action',
            title: '',
            render: (_, row) => (
              <Button size="small" onClick={() => setOpen(row)}>
                {t('kyc.review')}
              </Button>
            ),
          },
        ]}
      />
      {open ? <KycReview opened={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
