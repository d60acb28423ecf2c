import { describe, expect, it } from 'vitest';
import { maskIp } from './ip-mask.ts';

describe('maskIp', () => {
  it('keeps the network, never the host', () => {
    expect(maskIp('203.0.113.7')).toBe('203.0.*.*');
    expect(maskIp('::ffff:203.0.113.7')).toBe('203.0.*.*');
    expect(maskIp('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:*');
    expect(maskIp('::1')).toBe('0:0:*');
  });

  it('shows nothing of a value that is not an address', () => {
    expect(maskIp('unknown')).toBe('*');
  });
});
