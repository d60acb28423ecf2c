import { describe, expect, it } from 'vitest';
import { ALL_CATALOGS } from './all-catalogs.ts';
import { type CatalogTree, interpolate, leafKeys, lookup } from './catalog.ts';
import en from './locales/en.ts';
import { SUPPORTED_LOCALES } from './locales.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const enKeys = leafKeys(en as CatalogTree);

describe.each(SUPPORTED_LOCALES.filter((l) => l !== 'en'))('catalog %s', (locale) => {
  const catalog = ALL_CATALOGS[locale] as CatalogTree;

  it('has every key the English catalog has', () => {
    const missing = enKeys.filter((key) => lookup(catalog, key) === undefined);
    expect(missing).toEqual([]);
  });

  it('has no key the English catalog lacks', () => {
    const extra = leafKeys(catalog).filter((key) => lookup(en as CatalogTree, key) === undefined);
    expect(extra).toEqual([]);
  });

  it('keeps the same placeholders as English', () => {
    const wrong = enKeys.filter((key) => {
      const text = lookup(catalog, key);
      return (
        text !== undefined &&
        placeholders(text).join() !== placeholders(lookup(en as CatalogTree, key) ?? '').join()
      );
    });
    expect(wrong).toEqual([]);
  });

  it('is written in its own language, not copied from English', () => {
    // Short technical strings (brand names, "OK", units) may legitimately match; whole sentences may not.
    const copied = enKeys.filter((key) => {
      const text = lookup(catalog, key);
      const english = lookup(en as CatalogTree, key) ?? '';
      return text === english && english.split(' ').length >= 3;
    });
    expect(copied).toEqual([]);
  });
});

/**
 * The server fills messages by plain interpolation, without plural forms, so a number glued to a plural noun
 * reads wrong at 1 ("1 attempts left", "At most 1 decimals"): such messages put the number after a colon or
 * in brackets instead. English stands for the inflecting languages (de, es, fr): each translates the phrasing.
 */
describe('numbers in messages', () => {
  const NUMBER_BEFORE_PLURAL =
    /\{\{\s*(count|remaining|max|min|limit|n|seconds|minutes|hours|days)\s*\}\}\s+(?:[a-z]+\s+)?[a-z]+s\b/;
  // Each of these numbers is a server constant above one (a code's lifetime, a pixel or channel limit).
  const ALWAYS_MANY = new Set([
    'errors.UPLOAD_IMAGE_DIMENSIONS',
    'realtime.TOO_MANY_CHANNELS',
    'realtime.SUBSCRIBE_RATE_LIMITED',
    'mail.registerCodeBody',
    'mail.resetPasswordCodeBody',
    'mail.operatorInviteBody',
  ]);
  const english = ALL_CATALOGS.en as CatalogTree;

  it('never puts a number that can be 1 before a plural noun, outside _one/_other pairs', () => {
    const wrong = leafKeys(english).filter(
      (key) =>
        !/_(one|other)$/.test(key) &&
        !ALWAYS_MANY.has(key) &&
        NUMBER_BEFORE_PLURAL.test(lookup(english, key) ?? ''),
    );
    expect(wrong).toEqual([]);
  });
});

describe('German', () => {
  // The app speaks to the person as "Sie" everywhere; a "du" in one module read as a different voice on the
  // same screen ("Wählen Sie …" above "Bitte gib das Auszahlungspasswort ein").
  const INFORMAL = /\b(du|dich|dir|dein|deine[mnrs]?)\b|\bBitte (gib|wähle|lade|lege|prüfe)\b/i;

  it('addresses the person as "Sie" throughout, never "du"', () => {
    const german = ALL_CATALOGS.de as CatalogTree;
    const informal = leafKeys(german).filter((key) => INFORMAL.test(lookup(german, key) ?? ''));
    expect(informal).toEqual([]);
  });
});

describe('interpolate', () => {
  it('fills named placeholders and leaves unknown ones', () => {
    expect(interpolate('min {{min}} {{ currency }}, {{other}}', { min: 10, currency: 'USDT' })).toBe(
      'min 10 USDT, {{other}}',
    );
  });
});
