import { createHash } from 'node:crypto';

/** The previous hash of the first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** What a row's hash covers: everything it says, and the hash of the row before it. */
export type ChainedContent = {
  seq: number;
  at: Date;
  operatorId: string | null;
  operatorEmail: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  userAgent: string | null;
  prevHash: string;
};

/**
 * JSON with object keys sorted at every level: jsonb stores objects with its own key order, so the text
 * hashed at append time must not depend on the order the writer used.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function rowHash(content: ChainedContent): string {
  const text = canonicalJson([
    content.seq,
    content.at.getTime(),
    content.operatorId,
    content.operatorEmail,
    content.action,
    content.targetType,
    content.targetId,
    content.before ?? null,
    content.after ?? null,
    content.ip,
    content.userAgent,
    content.prevHash,
  ]);
  return createHash('sha256').update(text).digest('hex');
}
