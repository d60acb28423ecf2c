import { useTranslation } from 'react-i18next';
import { useSupportUnread } from './use-support-unread.ts';
import './support-badge.css';

/** The count of unread customer-service answers (tab bar, home quick action); nothing when none. */
export function SupportBadge() {
  const { t } = useTranslation();
  const unread = useSupportUnread();
  if (unread <= 0) return null;
  return (
    <span
      className="hc-support-badge"
      role="status"
      aria-label={t('support.unreadBadge', { count: unread })}
      data-testid="support-badge"
    >
      {unread > 99 ? '99+' : unread}
    </span>
  );
}
