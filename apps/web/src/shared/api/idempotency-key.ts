/**
 * A fresh random id for an Idempotency-Key header or a clientOrderId: no other request of this user (or
 * another tab) shares it. crypto.randomUUID exists only in secure contexts (not over plain http on a LAN
 * address), so random bytes stand in for it there.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
