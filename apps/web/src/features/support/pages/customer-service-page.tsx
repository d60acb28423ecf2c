import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { useSessionStore } from '@/shared/session/session-store.ts';
import { useQuickQuestions, useSupportThread } from '../api.ts';
import { Composer } from '../components/composer.tsx';
import { MessageBubble, PendingBubble } from '../components/message-bubble.tsx';
import { QuickQuestions } from '../components/quick-questions.tsx';
import { useChatScroll } from '../use-chat-scroll.ts';
import { useMarkRead } from '../use-mark-read.ts';
import { usePendingSends } from '../use-pending-sends.ts';
import '../support.css';

/**
 * Online customer service: one live conversation with the operators. Each send carries a client id,
 * kept across retries, so a message is stored once however often it is sent again.
 */
export default function CustomerServicePage() {
  const { t } = useTranslation();
  const loggedIn = useSessionStore((state) => state.token !== null);
  if (!loggedIn) {
    return (
      <div className="hc-section hc-chat-login">
        <p>{t('support.loginPrompt')}</p>
        <Button color="primary" onClick={() => navigateTo(PATHS.login, { redirect: PATHS.customerService })}>
          {t('support.logIn')}
        </Button>
      </div>
    );
  }
  return <Conversation />;
}

/** The conversation: its messages (older ones by scrolling up), the person's on their way, quick questions. */
function Conversation() {
  const { t } = useTranslation();
  const { query, loadOlder, addOwn } = useSupportThread(true);
  const quick = useQuickQuestions(true);
  const messages = query.data?.messages ?? [];
  const { pending, retry, ...sends } = usePendingSends(addOwn);
  useMarkRead(messages);
  const scroll = useChatScroll({
    hasMore: Boolean(query.data?.hasMore),
    loadOlder,
    lastId: messages.at(-1)?.id,
    pendingCount: pending.length,
  });
  // What the person sends is followed to the bottom, wherever they had scrolled.
  const sendText = (text: string) => {
    scroll.followToBottom();
    sends.sendText(text);
  };
  const sendImage = (file: File) => {
    scroll.followToBottom();
    void sends.sendImage(file);
  };

  return (
    <div className="hc-chat">
      <div className="hc-chat-list" ref={scroll.list} onScroll={scroll.onScroll}>
        {query.data?.hasMore ? (
          <button type="button" className="hc-link hc-chat-older" onClick={() => void scroll.older()}>
            {t('support.loadOlder')}
          </button>
        ) : null}
        {query.isError && !query.data ? (
          <button type="button" className="hc-link hc-chat-older" onClick={() => void query.refetch()}>
            {t('account.loadFailed')}
          </button>
        ) : null}
        {query.data && messages.length === 0 && pending.length === 0 ? (
          <p className="hc-chat-empty">{t('support.empty')}</p>
        ) : null}
        <ol className="hc-chat-messages" aria-live="polite">
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
          {pending
            .filter((item) => !messages.some((m) => m.clientId === item.clientId && m.sender === 'user'))
            .map((item) => (
              <PendingBubble key={item.clientId} pending={item} onRetry={() => retry(item)} />
            ))}
        </ol>
      </div>
      {quick.data && quick.data.length > 0 ? (
        <QuickQuestions questions={quick.data} pending={pending} onAsk={sendText} />
      ) : null}
      <Composer onText={sendText} onImage={sendImage} />
    </div>
  );
}
