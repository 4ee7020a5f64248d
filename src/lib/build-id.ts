/** Replaced at build time (vite.config.ts `define`); absent in a plain run, e.g. some tests. */
declare const __BUILD_ID__: string | undefined;

/**
 * The build this page came from. The persisted query cache is kept only for the same build
 * (docs/architecture.md §7), so data shaped by an older build is never shown by a newer one.
 */
export const buildId: string = typeof __BUILD_ID__ !== 'undefined' ? __BUILD_ID__ : 'dev';
