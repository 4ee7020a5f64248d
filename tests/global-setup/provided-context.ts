/** What the global setups hand every test file of their project (read with vitest's `inject`). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of an in-memory PGlite with every migration applied (`server` project). */
    migratedPgliteTarball: string;
    /** A DATA_DIR whose `pglite/` folder holds a migrated, cleanly closed cluster (`server`). */
    migratedPgliteDataDir: string;
    /** The name of a migrated database on TEST_DATABASE_URL to create others from (`server-postgres`). */
    migratedPostgresTemplate: string;
  }
}

export {};
