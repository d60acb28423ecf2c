import { describe, expect, it } from 'vitest';
import { withPersonalQueryRedacted } from './personal-query.ts';

describe('withPersonalQueryRedacted', () => {
  it('replaces the values of personal parameters and keeps the rest as written', () => {
    expect(withPersonalQueryRedacted('/a?status=pending&search=bob%40x.io&page=1')).toBe(
      '/a?status=pending&search=[redacted]&page=1',
    );
    expect(withPersonalQueryRedacted('/a?Email=bob&e%6Dail=bob')).toBe(
      '/a?Email=[redacted]&e%6Dail=[redacted]',
    );
  });

  it('leaves a url without personal values untouched', () => {
    for (const url of ['/a', '/a?', '/a?page=2&limit=20', '/a?search=', '/a?search', '/a?%E0%A4%A=1']) {
      expect(withPersonalQueryRedacted(url)).toBe(url);
    }
  });
});
