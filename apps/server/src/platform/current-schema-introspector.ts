import {
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  type Dialect,
  type Kysely,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE } from 'kysely/migration';

type ColumnRow = {
  table: string;
  kind: string;
  schema: string;
  column: string;
  type: string;
  typeSchema: string;
  notNull: boolean;
  hasDefault: boolean;
  autoIncrementing: boolean;
  comment: string | null;
};

/**
 * Kysely's PostgreSQL introspector (its migrator's only use here) lists the tables of every schema of the
 * database and resolves each schema by name as it goes, so it fails ("schema ... does not exist") when
 * another schema is dropped during the query: the server suite's test files, each in a schema of its own
 * on one database, drop theirs as they finish. This one looks at the current schema only, which nobody
 * else drops, and reads no more than the migrator needs.
 */
export class CurrentSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(
      this.db,
    );
    return rows;
  }

  async getTables(options?: DatabaseMetadataOptions): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as "table", c.relkind as kind, ns.nspname as schema, a.attname as "column",
        typ.typname as type, tns.nspname as "typeSchema", a.attnotnull as "notNull",
        a.atthasdef as "hasDefault", (a.attidentity <> '' or
          pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname)
          is not null) as "autoIncrementing",
        col_description(a.attrelid, a.attnum) as comment
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on c.oid = a.attrelid
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      join pg_catalog.pg_type typ on typ.oid = a.atttypid
      join pg_catalog.pg_namespace tns on tns.oid = typ.typnamespace
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p', 'f')
        and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.db);
    const internal = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);
    return tablesOf(
      options?.withInternalKyselyTables ? rows : rows.filter((row) => !internal.has(row.table)),
    );
  }
}

function tablesOf(rows: readonly ColumnRow[]): TableMetadata[] {
  const tables = new Map<string, TableMetadata>();
  for (const row of rows) {
    let table = tables.get(row.table);
    if (!table) {
      table = {
        name: row.table,
        schema: row.schema,
        isView: row.kind === 'v',
        isForeign: row.kind === 'f',
        columns: [],
      };
      tables.set(row.table, table);
    }
    table.columns.push({
      name: row.column,
      dataType: row.type,
      dataTypeSchema: row.typeSchema,
      isNullable: !row.notNull,
      isAutoIncrementing: row.autoIncrementing,
      hasDefaultValue: row.hasDefault,
      ...(row.comment === null ? {} : { comment: row.comment }),
    });
  }
  return [...tables.values()];
}

/** The dialect with the introspector above. */
export function withCurrentSchemaIntrospector(dialect: Dialect): Dialect {
  return {
    createDriver: () => dialect.createDriver(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => new CurrentSchemaIntrospector(db),
  };
}
