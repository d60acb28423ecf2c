import { type RawBuilder, sql } from 'kysely';

/**
 * The name the console shows for an operator joined under `alias`: their name, or their e-mail while the
 * name is empty (the operator made from ADMIN_EMAIL has none). Null when no operator row joined (none was
 * recorded, or the row is gone): the console then shows the id it has.
 */
export function operatorDisplayName(alias: string): RawBuilder<string | null> {
  return sql<string | null>`coalesce(nullif(${sql.ref(`${alias}.name`)}, ''), ${sql.ref(`${alias}.email`)})`;
}
