import type { SupportMessage } from '@halcyon/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App as AntApp, Button, Descriptions, Input, Select, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '@/frame/error-text.ts';
import { formatTime } from '@/frame/format.ts';
import { useCan } from '@/frame/session.ts';
import { useSingleMutation } from '@/frame/use-single-mutation.ts';
import { ImageReply } from './image-reply.tsx';
import { type ConversationDetail, supportApi } from './support-api.ts';

const newClientId = () => `op-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * One conversation: the person beside it, the messages (plain text), reply, claim, close or reopen. A role
 * that may only read (viewer) sees the same thread without the controls, and leaves it unread for the team.
 */
export function ConversationView({ id, live }: { id: string; live: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canAnswer = useCan()('support.reply');
  const refetchInterval = live ? false : 3_000;
  const detail = useQuery({
    queryKey: ['support', 'detail', id],
    queryFn: () => supportApi.detail(id),
    refetchInterval,
  });
  const messages = useQuery({
    queryKey: ['support', 'messages', id],
    queryFn: () => supportApi.messages(id),
    refetchInterval,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['support'] });

  const items = messages.data?.items ?? [];
  const lastUserId = [...items].reverse().find((item) => item.sender === 'user')?.id;
  const unread = detail.data?.conversation.unread ?? 0;
  // Shown is read: the person's ticks turn to read and the inbox count goes.
  useEffect(() => {
    if (!canAnswer || !lastUserId || unread === 0) return;
    supportApi
      .read(id, lastUserId)
      .then(() => client.invalidateQueries({ queryKey: ['support'] }))
      .catch(() => undefined);
  }, [canAnswer, id, lastUserId, unread, client]);

  return (
    <div className="hc-support-view">
      {detail.data ? <PersonPanel detail={detail.data} canAnswer={canAnswer} onChanged={refresh} /> : null}
      <MessageList items={items} account={detail.data?.person.account} />
      {canAnswer ? (
        <ReplyBox id={id} onSent={refresh} />
      ) : (
        <Alert type="info" showIcon title={t('support.readOnly')} />
      )}
    </div>
  );
}

/** The person beside the chat, the conversation's state, and (for a role that answers) claim, close, reopen. */
function PersonPanel({
  detail: { conversation, person },
  canAnswer,
  onChanged,
}: {
  detail: ConversationDetail;
  canAnswer: boolean;
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const act = useSingleMutation({
    mutationFn: (action: 'claim' | 'close' | 'reopen') =>
      action === 'claim'
        ? supportApi.claim(conversation.id)
        : supportApi.setOpen(conversation.id, action === 'reopen'),
    onSuccess: onChanged,
    onError: (error) => void message.error(errorText(error)),
  });
  return (
    <Descriptions
      size="small"
      column={3}
      title={t('support.person')}
      extra={
        <Space>
          <Tag>{conversation.status === 'open' ? t('support.open') : t('support.closed')}</Tag>
          <span>
            {t('support.assignee')}: {conversation.assignee?.name ?? t('support.nobody')}
          </span>
          {canAnswer ? (
            <>
              <Button onClick={() => act.mutate('claim')}>{t('support.claim')}</Button>
              {conversation.status === 'open' ? (
                <Button onClick={() => act.mutate('close')}>{t('support.close')}</Button>
              ) : (
                <Button onClick={() => act.mutate('reopen')}>{t('support.reopen')}</Button>
              )}
            </>
          ) : null}
        </Space>
      }
      items={[
        { key: 'account', label: t('support.account'), children: person.account },
        { key: 'uid', label: t('support.uid'), children: person.uid },
        { key: 'email', label: t('support.email'), children: person.email },
        {
          key: 'identity',
          label: t('support.identity'),
          children: t(`support.realName.${person.realNameStatus}`),
        },
        { key: 'registered', label: t('support.registered'), children: formatTime(person.createdAt) },
        {
          key: 'profile',
          label: '',
          children: <Link to={`/users/${person.id}`}>{t('support.profile')}</Link>,
        },
      ]}
    />
  );
}

/** The thread, oldest first: who wrote, when, and for operators' messages whether the person has read it. */
function MessageList({ items, account }: { items: SupportMessage[]; account: string | undefined }) {
  const { t } = useTranslation();
  return (
    <ol className="hc-support-messages" aria-live="polite">
      {items.map((item) => (
        <li
          key={item.id}
          className={item.sender === 'operator' ? 'hc-support-msg hc-support-msg-operator' : 'hc-support-msg'}
          data-testid="console-message"
        >
          <div className="hc-support-msg-meta">
            {item.sender === 'operator' ? (item.operatorName ?? t('support.you')) : account} ·{' '}
            {formatTime(item.createdAt)}
            {item.sender === 'operator' ? ` · ${t(`support.status.${item.status}`)}` : ''}
          </div>
          {item.text !== null ? <div className="hc-support-msg-text">{item.text}</div> : null}
          {item.image ? (
            <img src={item.image.url} alt={t('support.image')} className="hc-support-msg-image" />
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** The composer: canned replies, text, send, and an image. */
function ReplyBox({ id, onSent }: { id: string; onSent: () => Promise<void> }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [text, setText] = useState('');
  // Kept until the reply is stored: a retried send is stored once.
  const [clientId, setClientId] = useState(newClientId);
  const canned = useQuery({ queryKey: ['support', 'canned'], queryFn: supportApi.canned, staleTime: 60_000 });
  const reply = useSingleMutation({
    mutationFn: (body: string) => supportApi.reply(id, body, clientId),
    onSuccess: async () => {
      setText('');
      setClientId(newClientId());
      await onSent();
    },
    onError: (error) => void message.error(errorText(error)),
  });
  const send = () => {
    const body = text.trim();
    if (body) reply.mutate(body);
  };
  return (
    <div className="hc-support-reply">
      <Select
        className="hc-support-canned"
        placeholder={t('support.canned')}
        aria-label={t('support.canned')}
        value={null}
        options={(canned.data?.items ?? []).map((value) => ({ value, label: value }))}
        onChange={(value: string | null) => value && setText(value)}
      />
      <Input.TextArea
        aria-label={t('support.replyPlaceholder')}
        placeholder={t('support.replyPlaceholder')}
        value={text}
        maxLength={2000}
        // Not autoSize: antd measures with a hidden textarea styled by setAttribute('style'), which the
        // console's CSP refuses (the measuring textarea then shows on the page).
        rows={3}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={(event) => {
          if (!event.shiftKey) {
            event.preventDefault();
            send();
          }
        }}
      />
      <Button type="primary" loading={reply.isPending} disabled={!text.trim()} onClick={send}>
        {t('support.send')}
      </Button>
      <ImageReply conversationId={id} onSent={() => void onSent()} />
    </div>
  );
}
