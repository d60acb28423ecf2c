import {
  type AdminDashboard,
  type AdminPermission,
  adminDashboard,
  type LedgerAuditResponse,
} from '@halcyon/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Badge,
  Button,
  Card,
  Col,
  Descriptions,
  Row,
  Space,
  Spin,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminChannel } from '@/frame/admin-socket.ts';
import { categoryName } from '@/frame/category-name.ts';
import { errorText } from '@/frame/error-text.ts';
import { formatTime } from '@/frame/format.ts';
import { http } from '@/frame/http.ts';
import { PageHeader } from '@/frame/page-header.tsx';
import { useCan } from '@/frame/session.ts';
import { useSingleMutation } from '@/frame/use-single-mutation.ts';

const DASHBOARD_KEY = ['admin', 'dashboard'] as const;
/** Read every 10 s while the channel is not live. */
const POLL_MS = 10_000;
/** The server pushes every 5 s: three missed pushes and the figures are no longer called live. */
const STALE_AFTER_MS = 15_000;

function Sums({ sums }: { sums: Record<string, string> }) {
  const entries = Object.entries(sums);
  if (entries.length === 0) return <>0</>;
  return (
    <>
      {entries.map(([currency, amount]) => (
        <div key={currency}>
          {amount} {currency}
        </div>
      ))}
    </>
  );
}

/** What was completed since 00:00 UTC per currency, captioned so (the server's day is UTC). */
function TodaySums({ sums }: { sums: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <div style={{ marginTop: 8 }}>
      <Typography.Text type="secondary">{t('dashboard.completedToday')}</Typography.Text>
      <Sums sums={sums} />
    </div>
  );
}

/** A count's list (work waiting in a queue, frozen accounts), on the filter that counts the same rows. */
interface FigureList {
  to: string;
  permission: AdminPermission;
}

/**
 * One of the counts across the top, in its card. A count with a list behind it links to that list for an
 * operator whose role may open it (for the others, the figure alone); a queue of money adds what was
 * completed today.
 */
function FigureCard({
  title,
  value,
  list,
  todaySums,
}: {
  title: string;
  value: number;
  list?: FigureList;
  todaySums?: Record<string, string>;
}) {
  const can = useCan();
  const figure = <Statistic title={title} value={value} />;
  return (
    <Col span={6}>
      <Card>
        {list && can(list.permission) ? (
          <Link to={list.to} className="hc-queue-figure">
            {figure}
          </Link>
        ) : (
          figure
        )}
        {todaySums ? <TodaySums sums={todaySums} /> : null}
      </Card>
    </Col>
  );
}

function LedgerAudit({ data }: { data: AdminDashboard }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const client = useQueryClient();
  const run = useSingleMutation({
    mutationFn: () => http.post<LedgerAuditResponse>('/ledger/audit'),
    onSuccess: (result) => {
      void client.invalidateQueries({ queryKey: DASHBOARD_KEY });
      if (result.ok) message.success(t('dashboard.ledgerClean'));
      else message.error(t('dashboard.ledgerBroken'));
    },
    onError: (error) => message.error(errorText(error)),
  });
  const last = data.lastLedgerAudit;
  return (
    <Card
      title={t('dashboard.ledgerAudit')}
      extra={
        can('ledger.audit') ? (
          <Button loading={run.isPending} onClick={() => run.mutate()}>
            {t('dashboard.runLedgerAudit')}
          </Button>
        ) : null
      }
    >
      {last ? (
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('dashboard.lastAuditAt')}>{formatTime(last.at)}</Descriptions.Item>
          <Descriptions.Item label={t('dashboard.result')}>
            {last.ok ? (
              <Tag color="green">{t('dashboard.ledgerClean')}</Tag>
            ) : (
              <Tag color="red">{t('dashboard.ledgerBroken')}</Tag>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('dashboard.by')}>
            {last.operatorEmail ?? t('dashboard.system')}
          </Descriptions.Item>
        </Descriptions>
      ) : (
        t('dashboard.neverAudited')
      )}
    </Card>
  );
}

/** Each category's row opens the configuration's pairs on that category, for a role that may read it. */
function PairsByCategory({ pairs }: { pairs: AdminDashboard['pairs'] }) {
  const { t } = useTranslation();
  const can = useCan();
  const category = (id: string) =>
    can('config.read') ? (
      <Link to={`/configuration?tab=pairs&category=${encodeURIComponent(id)}`}>{categoryName(t, id)}</Link>
    ) : (
      categoryName(t, id)
    );
  return (
    <Card title={t('dashboard.pairs')}>
      <Table
        size="small"
        rowKey="category"
        pagination={false}
        dataSource={pairs}
        columns={[
          { title: t('dashboard.category'), dataIndex: 'category', render: category },
          { title: t('dashboard.total'), dataIndex: 'total' },
          { title: t('dashboard.suspended'), dataIndex: 'suspended' },
          { title: t('dashboard.closed'), dataIndex: 'closed' },
          { title: t('dashboard.stale'), dataIndex: 'stale' },
        ]}
      />
    </Card>
  );
}

function DashboardView({ data, live }: { data: AdminDashboard; live: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('menu.dashboard')}
        extra={
          <Space>
            <Badge
              status={live ? 'success' : 'default'}
              text={live ? t('dashboard.live') : t('dashboard.polling', { seconds: POLL_MS / 1_000 })}
            />
            <Typography.Text type="secondary">
              {t('dashboard.updated', { time: formatTime(data.generatedAt) })}
            </Typography.Text>
          </Space>
        }
      />
      <Row gutter={[16, 16]}>
        <FigureCard title={t('dashboard.usersTotal')} value={data.users.total} />
        <FigureCard title={t('dashboard.usersNewToday')} value={data.users.newToday} />
        <FigureCard
          title={t('dashboard.usersFrozen')}
          value={data.users.frozen}
          list={{ to: '/users?status=frozen', permission: 'users.read' }}
        />
        <FigureCard
          title={t('dashboard.identityPending')}
          value={data.identity.pending}
          list={{ to: '/kyc?status=pending', permission: 'identity.read' }}
        />
        <FigureCard
          title={t('dashboard.depositsPending')}
          value={data.deposits.pending}
          list={{ to: '/recharges?status=pending', permission: 'finance.read' }}
          todaySums={data.deposits.todaySums}
        />
        <FigureCard
          title={t('dashboard.withdrawalsPending')}
          value={data.withdrawals.pending}
          list={{ to: '/withdrawals?status=to-handle', permission: 'finance.read' }}
          todaySums={data.withdrawals.todaySums}
        />
        <FigureCard title={t('dashboard.openSpotOrders')} value={data.openSpotOrders} />
        <FigureCard title={t('dashboard.runningContracts')} value={data.runningContracts} />
        <Col span={12}>
          <Card title={t('dashboard.houseBalances')}>
            <Sums sums={data.house} />
          </Card>
        </Col>
        <Col span={12}>
          <Card title={t('dashboard.feeBalances')}>
            <Sums sums={data.fees} />
          </Card>
        </Col>
        <Col span={12}>
          <PairsByCategory pairs={data.pairs} />
        </Col>
        <Col span={12}>
          <Card title={t('dashboard.process')}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('dashboard.feedLeader')}>
                {data.process.feedLeader ? t('common.yes') : t('common.no')}
              </Descriptions.Item>
              <Descriptions.Item label={t('dashboard.hostsSpotBooks')}>
                {data.process.hostsSpotBooks ? t('common.yes') : t('common.no')}
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <div style={{ height: 16 }} />
          <LedgerAudit data={data} />
        </Col>
      </Row>
    </>
  );
}

/**
 * The numbers an operator checks first; pushed on the `dashboard` channel, polled while that is not live
 * (socket down, channel ended by the server, or no push for a while).
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const live = useAdminChannel(
    'dashboard',
    (data) => {
      const parsed = adminDashboard.safeParse(data);
      if (parsed.success) client.setQueryData(DASHBOARD_KEY, parsed.data);
    },
    STALE_AFTER_MS,
  );
  const query = useQuery({
    queryKey: DASHBOARD_KEY,
    queryFn: () => http.get<AdminDashboard>('/dashboard'),
    refetchInterval: live ? false : POLL_MS,
  });
  if (query.isSuccess) return <DashboardView data={query.data} live={live} />;
  return (
    <>
      <PageHeader title={t('menu.dashboard')} />
      {query.isError ? <Alert type="error" showIcon title={errorText(query.error)} /> : <Spin />}
    </>
  );
}
