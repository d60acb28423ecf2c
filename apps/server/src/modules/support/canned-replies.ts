import type { Db } from '../../platform/db.ts';
import { publicConfigValue } from '../app-config/index.ts';

/** Operator-edited: app_config `support_canned_replies` = ["Hello, how can I help?", ...]. */
export const CANNED_REPLIES_KEY = 'support_canned_replies';

const DEFAULTS = [
  'Hello, thank you for contacting us. How can I help you?',
  'Deposits are credited after the network confirms them, usually within 1 to 5 minutes.',
  'Withdrawals are processed within 1 to 5 minutes once approved.',
  'Thank you for waiting. Is there anything else I can help you with?',
];

export async function cannedReplies(db: Db): Promise<string[]> {
  const raw = await publicConfigValue(db, CANNED_REPLIES_KEY);
  if (!raw) return DEFAULTS;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) {
      const texts = parsed.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
      if (texts.length > 0) return texts.slice(0, 50);
    }
  } catch {
    // A malformed value falls back to the defaults.
  }
  return DEFAULTS;
}
