import { CATEGORY_IDS } from '@halcyon/api';
import { ALL_CATALOGS } from '@halcyon/i18n/all';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/i18n/i18n.ts';
import { categoryName } from './category-name.ts';

describe('category names', () => {
  it("are the member app's, in every language of the console", () => {
    for (const locale of LOCALES) {
      const memberApp = ALL_CATALOGS[locale.code as keyof typeof ALL_CATALOGS];
      expect(memberApp, locale.code).toBeDefined();
      for (const id of CATEGORY_IDS)
        expect(locale.messages.categories[id], `${locale.code} ${id}`).toBe(memberApp?.categories?.[id]);
    }
  });

  it('shows a category this console does not know by its id', () => {
    const t = ((key: string) => `text of ${key}`) as Parameters<typeof categoryName>[0];
    expect(categoryName(t, 'forex')).toBe('text of categories.forex');
    expect(categoryName(t, 'bonds')).toBe('bonds');
  });
});
