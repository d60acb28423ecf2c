import { describe, expect, it } from 'vitest';
import { maskEmail } from './email-mask.ts';

describe('maskEmail', () => {
  it('keeps the first letter and the domain, never the length of the rest', () => {
    expect(maskEmail('alice.smith@example.com')).toBe('a***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
    expect(maskEmail('bo@mail.example.org')).toBe('b***@mail.example.org');
  });

  it('shows nothing of a value that is not an address', () => {
    expect(maskEmail('no-at-sign')).toBe('***');
    expect(maskEmail('@example.com')).toBe('***');
  });
});
