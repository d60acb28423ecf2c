/**
 * PostgreSQL settings for the embedded database. PGlite starts with PostgreSQL's server defaults, sized
 * for a machine shared by a hundred connections; here one process runs one statement at a time. Its
 * memory lives in a WebAssembly heap that can grow but never shrink, so every buffer it ever fills stays
 * resident until the process exits: 128 MB of shared buffers alone made a fresh server's heap grow to
 * 189 MiB. The tables are files on the local disk (the operating system caches them anyway), so a small
 * buffer pool costs a system call per page read, not a disk read.
 */
export const EMBEDDED_POSTGRES_SETTINGS: Readonly<Record<string, string>> = {
  // The buffer pool: 16 MB holds every hot index and the recent candle pages (tables are read through
  // the page cache beyond that). PostgreSQL's default is 128 MB.
  shared_buffers: '16MB',
  // Sorts and hashes of one query: PostgreSQL's default, kept (the history reads sort in memory).
  work_mem: '4MB',
  // VACUUM's dead-tuple memory (hourly on the candle tables): 64 MB by default, touched once, kept forever.
  maintenance_work_mem: '16MB',
  // Only temporary tables use these, and the app creates none.
  temp_buffers: '1MB',
};

/** PGlite's own start parameters followed by our settings (later `-c` options win). */
export function embeddedStartParams(pgliteDefaults: readonly string[]): string[] {
  const settings = Object.entries(EMBEDDED_POSTGRES_SETTINGS).flatMap(([name, value]) => [
    '-c',
    `${name}=${value}`,
  ]);
  return [...pgliteDefaults, ...settings];
}
