import type { FinanceOrderUser } from '@halcyon/api';
import { Descriptions, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '@/frame/format.ts';

const DAY_MS = 86_400_000;

/**
 * Who asks: account, e-mail, whether the account is frozen, identity status and how old the account is (a new
 * account is a risk sign).
 */
export function UserFacts({ user, extra }: { user: FinanceOrderUser; extra?: ReactNode }) {
  const { t } = useTranslation();
  const days = Math.max(0, Math.floor((Date.now() - user.registeredAt) / DAY_MS));
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        {
          key: 'user',
          label: t('finance.fields.user'),
          children: (
            <Link to={`/users/${user.userId}`}>
              {user.account} · {user.email}
            </Link>
          ),
        },
        {
          key: 'status',
          label: t('finance.fields.accountStatus'),
          children: (
            <Tag color={user.status === 'active' ? 'green' : 'red'}>{t(`users.status.${user.status}`)}</Tag>
          ),
        },
        {
          key: 'kyc',
          label: t('finance.fields.kycStatus'),
          children: t(`users.realName.${user.kycStatus}`),
        },
        {
          key: 'age',
          label: t('finance.fields.accountAge'),
          children: `${t('finance.list.days', { count: days })} (${formatTime(user.registeredAt)})`,
        },
        ...(extra ? [{ key: 'extra', label: t('finance.fields.recentDeposits'), children: extra }] : []),
      ]}
    />
  );
}
