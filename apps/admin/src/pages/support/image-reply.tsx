import { UPLOAD_MIME, UPLOAD_RULES } from '@halcyon/api';
import { App as AntApp, Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/frame/error-text.ts';
import { supportApi } from './support-api.ts';

const RULE = UPLOAD_RULES.support_image;
const ACCEPT = RULE.formats.map((format) => UPLOAD_MIME[format]);

const newClientId = () => `op-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * Replies with a picture: checked here (JPG, PNG or GIF, 5 MB), uploaded (the server re-encodes it and keeps
 * it private), then sent as a message, which lets the conversation's person, and only them, see it.
 */
export function ImageReply({ conversationId, onSent }: { conversationId: string; onSent: () => void }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const send = async (file: File | undefined) => {
    if (!file) return;
    if ((file.type && !ACCEPT.includes(file.type)) || file.size > RULE.maxBytes) {
      void message.error(t('support.imageRejected'));
      return;
    }
    setBusy(true);
    try {
      const { fileId } = await supportApi.uploadImage(file);
      await supportApi.replyImage(conversationId, fileId, newClientId());
      onSent();
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button loading={busy} onClick={() => input.current?.click()}>
        {t('support.sendImage')}
      </Button>
      <input
        ref={input}
        type="file"
        accept={ACCEPT.join(',')}
        hidden
        data-testid="support-image-file"
        onChange={(event) => {
          const picked = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          void send(picked);
        }}
      />
    </>
  );
}
