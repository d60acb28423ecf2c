import type { SupportMessage } from '@halcyon/api';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error.ts';
import { newIdempotencyKey } from '@/shared/api/idempotency-key.ts';
import { presentError } from '@/shared/api/present-error.ts';
import { showErrorToast } from '@/shared/ui/feedback.ts';
import { supportApi } from './api.ts';
import type { PendingMessage } from './components/message-bubble.tsx';

/**
 * The person's messages on their way: shown at once as pending, then replaced by the stored one (`addOwn`)
 * or marked failed. Each carries a client id kept across retries, so it is stored once however often it
 * is sent again.
 */
export function usePendingSends(addOwn: (stored: SupportMessage) => void) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<PendingMessage[]>([]);

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
    setPending((all) => [...all, item]);
    void deliver(item, { text });
  };

  const sendImage = async (file: File) => {
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

  /** A failed one sent again, with its client id. */
  const retry = (item: PendingMessage) =>
    void deliver(item, item.text !== null ? { text: item.text } : { fileId: item.fileId ?? '' });

  return { pending, sendText, sendImage, retry };
}
