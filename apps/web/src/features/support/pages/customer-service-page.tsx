import type { SupportMessage } from '@halcyon/api';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error.ts';
import { newIdempotencyKey } from '@/shared/api/idempotency-key.ts';
import { presentError } from '@/shared/api/present-error.ts';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { useSessionStore } from '@/shared/session/session-store.ts';
import { supportKeys } from '@/shared/support/support-cache.ts';
import { useSupportUnread } from '@/shared/support/use-support-unread.ts';
import { showErrorToast } from '@/shared/ui/feedback.ts';
import { supportApi, useQuickQuestions, useSupportThread } from '../api.ts';
import { Composer } from '../components/composer.tsx';
import { MessageBubble, PendingBubble, type PendingMessage } from '../components/message-bubble.tsx';
import '../support.css';

/** Near the top of the list, older messages load (history by scrolling up). */
const LOAD_OLDER_THRESHOLD_PX = 50;

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

function Conversation() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { query, loadOlder, addOwn } = useSupportThread(true);
  const quick = useQuickQuestions(true);
  const unread = useSupportUnread();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const messages = query.data?.messages ?? [];
  const lastId = messages.at(-1)?.id;

  const deliver = useCallback(
    async (item: PendingMessage, body: { text?: string; fileId?: string }) => {
      setPending((all) => all.map((p) => (p.clientId === item.clientId ? { ...p, state: 'sending' } : p)));
      try {
        const stored = await supportApi.send({ clientId: item.clientId, ...body });
        addOwn(stored);
        setPending((all) => all.filter((p) => p.clientId !== item.clientId));
      } catch (error) {
        setPending((all) => all.map((p) => (p.clientId === item.clientId ? { ...p, state: 'failed' } : p)));
        if (isApiError(error) && error.status !== 0) presentError(error);
      }
    },
    [addOwn],
  );

  const sendText = (text: string) => {
    const item: PendingMessage = {
      clientId: newIdempotencyKey(),
      text,
      imageUrl: null,
      fileId: null,
      state: 'sending',
    };
    stickToBottom.current = true;
    setPending((all) => [...all, item]);
    void deliver(item, { text });
  };

  const sendImage = async (file: File) => {
    stickToBottom.current = true;
    try {
      const uploaded = await supportApi.uploadImage(file);
      const item: PendingMessage = {
        clientId: newIdempotencyKey(),
        text: null,
        imageUrl: uploaded.url,
        fileId: uploaded.fileId,
        state: 'sending',
      };
      setPending((all) => [...all, item]);
      void deliver(item, { fileId: uploaded.fileId });
    } catch {
      showErrorToast(t('support.uploadFailed'));
    }
  };

  // Reading the page reads the operators' messages on it: the badges go.
  useEffect(() => {
    const lastOperator = [...messages].reverse().find((m: SupportMessage) => m.sender === 'operator');
    if (!lastOperator || unread === 0 || document.visibilityState === 'hidden') return;
    supportApi
      .read(lastOperator.id)
      .then((result) => queryClient.setQueryData(supportKeys.unread, result.unread))
      .catch(() => undefined);
  }, [messages, unread, queryClient]);

  // New messages at the bottom keep the view at the bottom, unless the person scrolled up to read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message or a pending one changes
  useLayoutEffect(() => {
    const node = list.current;
    if (node && stickToBottom.current) node.scrollTop = node.scrollHeight;
  }, [lastId, pending.length]);

  const older = async () => {
    const node = list.current;
    if (!query.data?.hasMore || loadingOlder || !node) return;
    setLoadingOlder(true);
    const fromBottom = node.scrollHeight - node.scrollTop;
    try {
      await loadOlder();
      // Keep the message that was on screen where it was.
      requestAnimationFrame(() => {
        node.scrollTop = node.scrollHeight - fromBottom;
      });
    } catch {
      showErrorToast(t('account.loadFailed'));
    } finally {
      setLoadingOlder(false);
    }
  };

  return (
    <div className="hc-chat">
      <div
        className="hc-chat-list"
        ref={list}
        onScroll={(event) => {
          const node = event.currentTarget;
          stickToBottom.current = node.scrollHeight - node.scrollTop - node.clientHeight < 40;
          if (node.scrollTop < LOAD_OLDER_THRESHOLD_PX) void older();
        }}
      >
        {query.data?.hasMore ? (
          <button type="button" className="hc-link hc-chat-older" onClick={() => void older()}>
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
              <PendingBubble
                key={item.clientId}
                pending={item}
                onRetry={() =>
                  void deliver(item, item.text !== null ? { text: item.text } : { fileId: item.fileId ?? '' })
                }
              />
            ))}
        </ol>
      </div>
      {quick.data && quick.data.length > 0 ? (
        <section className="hc-chat-quick" aria-label={t('support.quickTitle')}>
          {quick.data.map((question) => (
            <button
              key={question}
              type="button"
              className="hc-chat-chip"
              // A second tap while the question is on its way would ask it twice.
              disabled={pending.some((item) => item.text === question && item.state === 'sending')}
              onClick={() => sendText(question)}
            >
              {question}
            </button>
          ))}
        </section>
      ) : null}
      <Composer onText={sendText} onImage={(file) => void sendImage(file)} />
    </div>
  );
}
