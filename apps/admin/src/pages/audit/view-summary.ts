import type { AuditEntry } from '@halcyon/api';
import type { TFunction } from 'i18next';

/**
 * The audit rows that record an operator's look at a person's data, and the catalog text that says what was
 * seen. Each row holds what names the thing (an order number, a file id), never the data itself.
 */
const VIEW_TEXTS = {
  'users.view': 'audit.views.user',
  'identity.view': 'audit.views.identity',
  'uploads.view': 'audit.views.file',
  'withdrawal.view': 'audit.views.withdrawal',
  'support.view': 'audit.views.support',
} as const;

type ViewAction = keyof typeof VIEW_TEXTS;

const isView = (action: string): action is ViewAction => Object.hasOwn(VIEW_TEXTS, action);

/** What the operator saw, in the console's language; null for rows that are not views. */
export function viewSummary(entry: AuditEntry, t: TFunction): string | null {
  if (!isView(entry.action)) return null;
  const details =
    entry.after !== null && typeof entry.after === 'object' ? (entry.after as Record<string, unknown>) : {};
  const value = (key: string) => (typeof details[key] === 'string' ? (details[key] as string) : '?');
  return t(VIEW_TEXTS[entry.action], {
    orderNo: value('orderNo'),
    conversationId: value('conversationId'),
    submissionId: value('submissionId'),
    fileId: value('fileId'),
    type:
      details.type === undefined
        ? '?'
        : t(`audit.fileTypes.${value('type')}`, { defaultValue: value('type') }),
  });
}
