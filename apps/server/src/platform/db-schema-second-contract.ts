/** The second-contract tables as Kysely sees them (see db-schema.ts); filled in with its migration. */
export type SecondContractTables = Record<never, never>;
