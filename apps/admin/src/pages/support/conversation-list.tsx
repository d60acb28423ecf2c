import type { SupportConversation } from '@halcyon/api';
import { Badge, Empty, List } from 'antd';
import { useTranslation } from 'react-i18next';

/** The inbox: each conversation with its person, unread count, waiting time and latest text. */
export function ConversationList({
  items,
  selected,
  now,
  showPreview,
  onSelect,
}: {
  items: SupportConversation[];
  selected: string | null;
  now: number;
  /** Off for a role that does not read what people write (the server sends no preview to it). */
  showPreview: boolean;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return <Empty description={t('support.empty')} />;
  return (
    <List
      dataSource={items}
      renderItem={(item) => (
        <List.Item
          className={item.id === selected ? 'hc-inbox-item hc-inbox-item-selected' : 'hc-inbox-item'}
          onClick={() => onSelect(item.id)}
          data-testid="inbox-conversation"
        >
          <List.Item.Meta
            title={
              <button type="button" className="hc-inbox-title" onClick={() => onSelect(item.id)}>
                <Badge count={item.unread} size="small" offset={[8, 0]}>
                  {item.user.nickname || item.user.account} ({item.user.account})
                </Badge>
              </button>
            }
            description={
              <>
                {showPreview ? (
                  <div className="hc-inbox-preview">{item.preview ?? t('support.image')}</div>
                ) : null}
                {item.waitingSince !== null ? (
                  <div className="hc-inbox-waiting">
                    {t('support.waiting', {
                      minutes: Math.max(0, Math.floor((now - item.waitingSince) / 60_000)),
                    })}
                  </div>
                ) : null}
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
