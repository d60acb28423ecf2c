import type { AdminUserDetail } from '@halcyon/api';
import { LOCALE_NAMES } from '@halcyon/i18n';
import { Descriptions, Table, type TableColumnsType, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime, orDash } from '@/frame/format.ts';
import { WIDE_ROWS_SCROLL } from '@/frame/server-table.tsx';
import { StatusTag } from './users-page.tsx';

type Session = AdminUserDetail['signIns'][number];

/** One of the record's lists, in its tab: a small table, paged by antd past ten rows unless `pagination` is false. */
function RecordTable<T extends object>({
  rows,
  rowKey,
  columns,
  pagination,
}: {
  rows: T[];
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
  pagination?: false;
}) {
  return (
    <Table<T>
      rowKey={rowKey}
      size="small"
      dataSource={rows}
      pagination={pagination}
      columns={columns}
      scroll={WIDE_ROWS_SCROLL}
    />
  );
}

function SessionsTable({ rows }: { rows: Session[] }) {
  const { t } = useTranslation();
  return (
    <RecordTable
      rowKey="id"
      rows={rows}
      pagination={false}
      columns={[
        { title: t('users.signedInAt'), dataIndex: 'createdAt', render: formatTime },
        { title: t('users.ip'), dataIndex: 'ip', render: orDash },
        { title: t('users.userAgent'), dataIndex: 'userAgent', ellipsis: true },
        { title: t('users.endedAt'), dataIndex: 'endedAt', render: formatTime },
        { title: t('users.endReason'), dataIndex: 'endReason', render: orDash },
      ]}
    />
  );
}

function Profile({ profile }: { profile: AdminUserDetail['profile'] }) {
  const { t } = useTranslation();
  return (
    <Descriptions bordered column={2} size="small">
      <Descriptions.Item label={t('users.uid')}>{profile.uid}</Descriptions.Item>
      <Descriptions.Item label={t('users.account')}>{profile.account}</Descriptions.Item>
      <Descriptions.Item label={t('users.email')}>{profile.email}</Descriptions.Item>
      <Descriptions.Item label={t('users.nickname')}>{profile.nickname}</Descriptions.Item>
      <Descriptions.Item label={t('users.statusColumn')}>
        <StatusTag status={profile.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('users.identity')}>
        {t(`users.realName.${profile.realNameStatus}`)}
      </Descriptions.Item>
      <Descriptions.Item label={t('users.frozenReason')}>{profile.frozenReason ?? '-'}</Descriptions.Item>
      <Descriptions.Item label={t('users.frozenAt')}>{formatTime(profile.frozenAt)}</Descriptions.Item>
      <Descriptions.Item label={t('users.creditScore')}>{profile.creditScore}</Descriptions.Item>
      <Descriptions.Item label={t('users.language')}>
        {LOCALE_NAMES[profile.locale]} ({profile.locale})
      </Descriptions.Item>
      <Descriptions.Item label={t('users.withdrawalPassword')}>
        {profile.withdrawalPasswordSet ? t('common.yes') : t('common.no')}
      </Descriptions.Item>
      <Descriptions.Item label={t('users.twoFactor')}>
        {profile.twoFactorEnabled ? t('common.yes') : t('common.no')}
      </Descriptions.Item>
      <Descriptions.Item label={t('users.invitationCode')}>{profile.invitationCode}</Descriptions.Item>
      <Descriptions.Item label={t('users.referrer')}>
        {profile.referrer ? (
          <Link to={`/users/${profile.referrer.id}`}>{profile.referrer.account}</Link>
        ) : (
          '-'
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('users.createdAt')}>{formatTime(profile.createdAt)}</Descriptions.Item>
    </Descriptions>
  );
}

function BalancesTable({ rows }: { rows: AdminUserDetail['balances'] }) {
  const { t } = useTranslation();
  return (
    <RecordTable
      rowKey="currency"
      rows={rows}
      pagination={false}
      columns={[
        { title: t('users.currency'), dataIndex: 'currency' },
        { title: t('users.available'), dataIndex: 'available', align: 'right' },
        { title: t('users.frozenBalance'), dataIndex: 'frozen', align: 'right' },
      ]}
    />
  );
}

function JournalTable({ rows }: { rows: AdminUserDetail['journal'] }) {
  const { t } = useTranslation();
  return (
    <RecordTable
      rowKey="entryId"
      rows={rows}
      columns={[
        { title: t('users.time'), dataIndex: 'time', render: formatTime },
        { title: t('users.entryType'), dataIndex: 'type' },
        { title: t('users.reference'), dataIndex: 'referenceType' },
        { title: t('users.currency'), dataIndex: 'currency' },
        { title: t('users.accountKind'), dataIndex: 'account' },
        { title: t('users.amount'), dataIndex: 'amount', align: 'right' },
        { title: t('users.balanceAfter'), dataIndex: 'balanceAfter', align: 'right' },
      ]}
    />
  );
}

function OpenOrdersTable({ rows }: { rows: AdminUserDetail['openSpotOrders'] }) {
  const { t } = useTranslation();
  return (
    <RecordTable
      rowKey="orderId"
      rows={rows}
      columns={[
        { title: t('users.time'), dataIndex: 'createdAt', render: formatTime },
        { title: t('users.symbol'), dataIndex: 'symbol' },
        { title: t('users.side'), dataIndex: 'side' },
        { title: t('users.orderType'), dataIndex: 'type' },
        { title: t('users.price'), dataIndex: 'price', render: orDash },
        { title: t('users.quantity'), dataIndex: 'quantity', render: orDash },
        { title: t('users.filled'), dataIndex: 'filledQuantity' },
        { title: t('users.orderStatus'), dataIndex: 'status' },
      ]}
    />
  );
}

function ContractsTable({ rows }: { rows: AdminUserDetail['contracts'] }) {
  const { t } = useTranslation();
  return (
    <RecordTable
      rowKey="orderNo"
      rows={rows}
      columns={[
        { title: t('users.time'), dataIndex: 'createdAt', render: formatTime },
        { title: t('users.symbol'), dataIndex: 'symbol' },
        { title: t('users.period'), dataIndex: 'period' },
        { title: t('users.direction'), dataIndex: 'direction' },
        { title: t('users.amount'), dataIndex: 'amount', align: 'right' },
        { title: t('users.payoutRate'), dataIndex: 'payoutRate' },
        { title: t('users.orderStatus'), dataIndex: 'status' },
        { title: t('users.net'), dataIndex: 'netAmount', render: orDash },
      ]}
    />
  );
}

/** The people this user invited, each a link to their own record. */
function ReferralsTable({ rows }: { rows: AdminUserDetail['referrals'] }) {
  const { t } = useTranslation();
  return (
    <RecordTable
      rowKey="id"
      rows={rows}
      columns={[
        { title: t('users.uid'), dataIndex: 'uid' },
        {
          title: t('users.account'),
          dataIndex: 'account',
          render: (account: string, row) => <Link to={`/users/${row.id}`}>{account}</Link>,
        },
        { title: t('users.createdAt'), dataIndex: 'createdAt', render: formatTime },
      ]}
    />
  );
}

/** The user's record in tabs: what support and compliance look at. */
export function UserDetailTabs({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation();
  const items = [
    { key: 'profile', label: t('users.tabs.profile'), children: <Profile profile={detail.profile} /> },
    { key: 'balances', label: t('users.tabs.balances'), children: <BalancesTable rows={detail.balances} /> },
    { key: 'journal', label: t('users.tabs.journal'), children: <JournalTable rows={detail.journal} /> },
    {
      key: 'orders',
      label: t('users.tabs.orders'),
      children: <OpenOrdersTable rows={detail.openSpotOrders} />,
    },
    {
      key: 'contracts',
      label: t('users.tabs.contracts'),
      children: <ContractsTable rows={detail.contracts} />,
    },
    {
      key: 'sessions',
      label: t('users.tabs.sessions'),
      children: <SessionsTable rows={detail.activeSessions} />,
    },
    { key: 'sign-ins', label: t('users.tabs.signIns'), children: <SessionsTable rows={detail.signIns} /> },
    {
      key: 'referrals',
      label: t('users.tabs.referrals'),
      children: <ReferralsTable rows={detail.referrals} />,
    },
  ];
  return <Tabs items={items} />;
}
