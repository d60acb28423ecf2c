import type en from './locales/en.ts';

/** The English catalog is the reference: every other locale must have every key it has. */
export type Catalog = typeof en;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };
/** Other locales are typed partially so that work in progress compiles; a test enforces completeness. */
export type LocaleCatalog = DeepPartial<Catalog>;

export type CatalogTree = { [key: string]: string | CatalogTree };

/** Reads "a.b.c" from a nested catalog; undefined when absent. */
export function lookup(catalog: CatalogTree, key: string): string | undefined {
  let node: string | CatalogTree | undefined = catalog;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Replaces {{name}} placeholders (the i18next syntax, so one catalog serves server and web). */
export function interpolate(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Every leaf key of a catalog as "a.b.c". */
export function leafKeys(catalog: CatalogTree, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}
