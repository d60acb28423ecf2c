import type { SupportConversation, SupportInboxFilter, SupportMessage, UploadResponse } from '@halcyon/api';
import { http } from '@/frame/http.ts';

export type ConversationDetail = {
  conversation: SupportConversation;
  person: {
    id: string;
    uid: string;
    account: string;
    email: string;
    realNameStatus: string;
    createdAt: number;
  };
};

export const supportApi = {
  conversations: (filter: SupportInboxFilter, status: 'open' | 'closed') =>
    http.get<{ items: SupportConversation[] }>('/support/conversations', { query: { filter, status } }),
  detail: (id: string) => http.get<ConversationDetail>(`/support/conversations/${encodeURIComponent(id)}`),
  messages: (id: string, before?: string) =>
    http.get<{ items: SupportMessage[]; hasMore: boolean }>(
      `/support/conversations/${encodeURIComponent(id)}/messages`,
      {
        query: { before, limit: 50 },
      },
    ),
  read: (id: string, upTo: string) =>
    http.post<null>(`/support/conversations/${encodeURIComponent(id)}/read`, { upTo }),
  reply: (id: string, text: string, clientId: string) =>
    http.post<SupportMessage>(`/support/conversations/${encodeURIComponent(id)}/messages`, {
      text,
      clientId,
    }),
  /** The operator's image (multipart field `file`), theirs until a reply sends it. */
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return http.upload<UploadResponse>('/support/images', form);
  },
  replyImage: (id: string, fileId: string, clientId: string) =>
    http.post<SupportMessage>(`/support/conversations/${encodeURIComponent(id)}/messages`, {
      fileId,
      clientId,
    }),
  claim: (id: string) =>
    http.post<SupportConversation>(`/support/conversations/${encodeURIComponent(id)}/claim`, {}),
  setOpen: (id: string, open: boolean) =>
    http.post<SupportConversation>(
      `/support/conversations/${encodeURIComponent(id)}/${open ? 'reopen' : 'close'}`,
    ),
  canned: () => http.get<{ items: string[] }>('/support/canned-replies'),
};
