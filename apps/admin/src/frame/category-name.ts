import { CATEGORY_IDS } from '@halcyon/api';
import type { TFunction } from 'i18next';

/**
 * A market category by its name in the console's language. The dashboard's figures carry the category as a
 * plain string: one this console does not know yet shows as its id rather than as a missing text.
 */
export function categoryName(t: TFunction, id: string): string {
  const known = CATEGORY_IDS.find((category) => category === id);
  return known ? t(`categories.${known}`) : id;
}
