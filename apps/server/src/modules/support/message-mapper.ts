import type { SupportMessage, SupportMessageStatus } from '@halcyon/api';
import type { MessageRow } from './message-box.ts';

const statusOf = (row: MessageRow): SupportMessageStatus =>
  row.read_at ? 'read' : row.delivered_at ? 'delivered' : 'sent';

/** The only way a message row leaves the server; `fileUrl` depends on who reads (owner or operator). */
export function toSupportMessage(row: MessageRow, fileUrl: (fileId: string) => string): SupportMessage {
  return {
    id: row.id,
    clientId: row.client_id,
    sender: row.sender,
    operatorName: row.sender === 'operator' ? row.operator_name : null,
    text: row.text,
    image: row.file_id ? { fileId: row.file_id, url: fileUrl(row.file_id) } : null,
    createdAt: row.created_at.getTime(),
    status: statusOf(row),
  };
}
