import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSealedFile, openSealedFile, SealedFileError, sealFile } from './sealed-file.ts';

const key = randomBytes(32);
const plain = randomBytes(1000);
const STORAGE_KEY = 'AbCdEfGhIjKlMnOpQrStUvWx';

/** The byte format alone; sealed-uploads.test.ts covers it through the routes and the stores. */
describe('sealed upload files', () => {
  it('opens with its key and storage key; the same bytes seal differently each time', () => {
    const sealed = sealFile(key, STORAGE_KEY, plain);
    expect(isSealedFile(sealed)).toBe(true);
    expect(isSealedFile(plain)).toBe(false);
    expect(openSealedFile(key, STORAGE_KEY, sealed).equals(plain)).toBe(true);
    expect(sealFile(key, STORAGE_KEY, plain).equals(sealed)).toBe(false);
  });

  it.each([
    ['another key', (s: Buffer) => openSealedFile(randomBytes(32), STORAGE_KEY, s), 'another key'],
    [
      'another storage key',
      (s: Buffer) => openSealedFile(key, `${STORAGE_KEY}x`, s),
      'does not authenticate',
    ],
    [
      'an edited version',
      (s: Buffer) => openSealedFile(key, STORAGE_KEY, edit(s, 4)),
      'unknown sealed file version',
    ],
    ['an edited key id', (s: Buffer) => openSealedFile(key, STORAGE_KEY, edit(s, 6)), 'another key'],
    [
      'an edited nonce',
      (s: Buffer) => openSealedFile(key, STORAGE_KEY, edit(s, 14)),
      'does not authenticate',
    ],
    ['an edited tag', (s: Buffer) => openSealedFile(key, STORAGE_KEY, edit(s, 30)), 'does not authenticate'],
    [
      'an edited body',
      (s: Buffer) => openSealedFile(key, STORAGE_KEY, edit(s, 500)),
      'does not authenticate',
    ],
    [
      'a cut-off header',
      (s: Buffer) => openSealedFile(key, STORAGE_KEY, s.subarray(0, 20)),
      'not a sealed file',
    ],
  ])('refuses %s', (_name, open, reason) => {
    const sealed = sealFile(key, STORAGE_KEY, plain);
    expect(() => open(sealed)).toThrow(SealedFileError);
    expect(() => open(sealed)).toThrow(reason);
  });
});

function edit(bytes: Buffer, at: number): Buffer {
  const copy = Buffer.from(bytes);
  copy[at] = (copy[at] ?? 0) ^ 0x01;
  return copy;
}
