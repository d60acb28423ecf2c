import { describe, expect, it } from 'vitest';
import { isValidEthereumAddress, isValidTronAddress, toChecksumAddress } from './finance-address.ts';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Published TRON addresses: the USDT-TRC20 contract and TRON's own documentation examples. */
const TRON = [
  'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
  'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
];

/** EIP-55's own test vectors (all caps, all lower, mixed case). */
const EIP55 = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

describe('TRC20 addresses (base58check, version 0x41)', () => {
  it.each(TRON)('accepts %s', (address) => expect(isValidTronAddress(address)).toBe(true));

  it('refuses every single-character change of a valid address', () => {
    for (const address of TRON) {
      for (let i = 1; i < address.length; i += 1) {
        for (const char of BASE58) {
          if (char === address[i]) continue;
          const mutated = address.slice(0, i) + char + address.slice(i + 1);
          expect(isValidTronAddress(mutated), mutated).toBe(false);
        }
      }
    }
  });

  it('refuses the wrong length, prefix, alphabet or version', () => {
    const [valid = ''] = TRON;
    expect(isValidTronAddress(valid.slice(0, -1))).toBe(false);
    expect(isValidTronAddress(`${valid}1`)).toBe(false);
    expect(isValidTronAddress(`A${valid.slice(1)}`)).toBe(false);
    expect(isValidTronAddress(`${valid.slice(0, 5)}0${valid.slice(6)}`)).toBe(false);
    expect(isValidTronAddress(`${valid.slice(0, 5)}l${valid.slice(6)}`)).toBe(false);
    // A Bitcoin address is base58check too, with another version byte.
    expect(isValidTronAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(false);
    expect(isValidTronAddress('')).toBe(false);
    expect(isValidTronAddress(' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
  });
});

describe('ERC20 addresses (0x + 40 hex, EIP-55 when mixed case)', () => {
  it.each(EIP55)('accepts %s', (address) => expect(isValidEthereumAddress(address)).toBe(true));

  it('computes the EIP-55 spelling of each vector', () => {
    for (const address of EIP55.slice(4)) expect(toChecksumAddress(address.toLowerCase())).toBe(address);
  });

  it('refuses a mixed-case address with any one letter in the wrong case', () => {
    for (const address of EIP55.slice(4)) {
      for (let i = 2; i < address.length; i += 1) {
        const char = address.charAt(i);
        if (!/[a-fA-F]/.test(char)) continue;
        const flipped = char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase();
        const mutated = address.slice(0, i) + flipped + address.slice(i + 1);
        expect(isValidEthereumAddress(mutated), mutated).toBe(false);
      }
    }
  });

  it('refuses the wrong length, prefix or characters', () => {
    const valid = EIP55[4] ?? '';
    expect(isValidEthereumAddress(valid.slice(0, -1))).toBe(false);
    expect(isValidEthereumAddress(`${valid}a`)).toBe(false);
    expect(isValidEthereumAddress(valid.slice(2))).toBe(false);
    expect(isValidEthereumAddress(`0X${valid.slice(2)}`)).toBe(false);
    expect(isValidEthereumAddress(`0x${'g'.repeat(40)}`)).toBe(false);
    expect(isValidEthereumAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
  });
});
