import type { SupportInboxFilter } from '@halcyon/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Segmented, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminChannel } from '@/frame/admin-socket.ts';
import { PageHeader } from '@/frame/page-header.tsx';
import { useCan } from '@/frame/session.ts';
import { ConversationList } from './conversation-list.tsx';
import { ConversationView } from './conversation-view.tsx';
import { supportApi } from './support-api.ts';
import './support.css';

/**
 * The customer-service inbox (role support): conversations on the left (unassigned, mine, all), the
 * chosen one on the right. Live over the admin socket's `support` channel; every 3 s while it is down.
 * A role without support.messages (the viewer) oversees the list: who waits, since when, for whom; what
 * people wrote is not shown to it.
 */
export default function SupportInboxPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [filter, setFilter] = useState<SupportInboxFilter>('all');
  const [closed, setClosed] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const canRead = useCan()('support.messages');
  const live = useAdminChannel('support', () => void client.invalidateQueries({ queryKey: ['support'] }));
  const list = useQuery({
    queryKey: ['support', 'inbox', filter, closed],
    queryFn: () => supportApi.conversations(filter, closed ? 'closed' : 'open'),
    refetchInterval: live ? false : 3_000,
  });
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  return (
    <>
      <PageHeader
        title={t('support.menu')}
        extra={
          <>
            <Segmented<SupportInboxFilter>
              value={filter}
              onChange={setFilter}
              options={(['unassigned', 'mine', 'all'] as const).map((value) => ({
                value,
                label: t(`support.filter.${value}`),
              }))}
            />
            <Switch checked={closed} onChange={setClosed} aria-label={t('support.showClosed')} />
            <span>{t('support.showClosed')}</span>
          </>
        }
      />
      <div className="hc-support-inbox">
        <aside className="hc-support-list">
          <ConversationList
            items={list.data?.items ?? []}
            selected={selected}
            now={now}
            showPreview={canRead}
            onSelect={setSelected}
          />
        </aside>
        <section className="hc-support-main">
          {!canRead ? (
            <Alert type="info" showIcon title={t('support.messagesNotShown')} />
          ) : selected ? (
            <ConversationView key={selected} id={selected} live={live} />
          ) : (
            <p>{t('support.select')}</p>
          )}
        </section>
      </div>
    </>
  );
}
