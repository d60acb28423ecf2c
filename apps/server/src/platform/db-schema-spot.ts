/** The spot tables as Kysely sees them (see db-schema.ts); filled in with its migration. */
export type SpotTables = Record<never, never>;
