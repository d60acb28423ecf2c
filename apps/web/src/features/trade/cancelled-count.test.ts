import { ALL_CATALOGS } from '@halcyon/i18n/all';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

describe('"N orders cancelled" uses plural forms', () => {
  it.each([
    ['en', '1 order cancelled', '3 orders cancelled'],
    ['de', '1 Order storniert', '3 Orders storniert'],
    ['fr', '1 ordre annulé', '3 ordres annulés'],
    ['es', '1 orden cancelada', '3 órdenes canceladas'],
    ['ja', '1件の注文を取り消しました', '3件の注文を取り消しました'],
  ] as const)('%s', async (locale, one, three) => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: locale,
      resources: { [locale]: { translation: ALL_CATALOGS[locale] } },
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    expect(i18n.t('trade.cancelledCount', { count: 1 })).toBe(one);
    expect(i18n.t('trade.cancelledCount', { count: 3 })).toBe(three);
  });
});
