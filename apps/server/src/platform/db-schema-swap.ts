/** The swap tables as Kysely sees them (see db-schema.ts); filled in with its migration. */
export type SwapTables = Record<never, never>;
