import type { SupportMessage } from '@halcyon/api';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/i18n/format-date-time.ts';
import { PrivateImage } from '@/shared/ui/private-image.tsx';

/** A message not yet stored: shown at once, with its state; tapping a failed one sends it again. */
export type PendingMessage = {
  clientId: string;
  text: string | null;
  imageUrl: string | null;
  fileId: string | null;
  state: 'sending' | 'failed';
};

/** Text is rendered as text (React escapes it): nothing anyone types ever becomes markup. */
export function MessageBubble({ message }: { message: SupportMessage }) {
  const { t } = useTranslation();
  const mine = message.sender === 'user';
  return (
    <li className={mine ? 'hc-chat-row hc-chat-mine' : 'hc-chat-row'} data-testid="chat-message">
      {!mine ? <span className="hc-chat-name">{message.operatorName ?? t('support.operator')}</span> : null}
      <div className="hc-chat-bubble">
        {message.text !== null ? <p className="hc-chat-text">{message.text}</p> : null}
        {message.image ? (
          // The person's own file or an operator's image sent to them: read with their token.
          <PrivateImage className="hc-chat-image" url={message.image.url} alt={t('support.imageAlt')} />
        ) : null}
      </div>
      <span className="hc-chat-meta">
        {formatDateTime(message.createdAt)}
        {mine ? <span data-testid="chat-status"> · {t(`support.${message.status}`)}</span> : null}
      </span>
    </li>
  );
}

export function PendingBubble({ pending, onRetry }: { pending: PendingMessage; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="hc-chat-row hc-chat-mine hc-chat-pending">
      <div className="hc-chat-bubble">
        {pending.text !== null ? <p className="hc-chat-text">{pending.text}</p> : null}
        {pending.imageUrl ? (
          // The uploaded file, which only its owner's token can read, as in MessageBubble.
          <PrivateImage className="hc-chat-image" url={pending.imageUrl} alt={t('support.imageAlt')} />
        ) : null}
      </div>
      {pending.state === 'failed' ? (
        <button type="button" className="hc-link hc-chat-meta" onClick={onRetry}>
          {t('support.failed')}
        </button>
      ) : (
        <span className="hc-chat-meta">{t('support.sending')}</span>
      )}
    </li>
  );
}
