/**
 * "alice.smith@example.com" -> "a***@example.com": a reviewer without the person's contact details can still
 * tell orders of one domain from another, but cannot write to the person or look them up elsewhere. Always
 * three stars, so the mask does not tell the local part's length either.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
