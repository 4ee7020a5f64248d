// Types of budgets.mjs, for the unit tests (tsc does not read the .mjs itself).

/** One chunk of Vite's build manifest (dist/client-manifest.json). */
export type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export type Budget = { name: string; routes: string[]; maxKiB: number | null };
export type BudgetRow = Budget & {
  files: { file: string; bytes: number }[];
  bytes: number;
  ok: boolean;
};
export type BudgetResult = { rows: BudgetRow[]; routes: string[]; failures: string[] };

export const KIB: number;
export function entryKey(manifest: Manifest): string;
export function staticClosure(manifest: Manifest, keys: string[]): string[];
export function javascriptFiles(manifest: Manifest, keys: string[]): string[];
export function chunkKeyOf(manifest: Manifest, modulePath: string): string | undefined;
export function lazyRouteModules(routerSource: string, routerPath: string): string[];
export function htmlScripts(indexHtml: string): { modules: string[]; classic: string[] };
export function checkWebBudgets(options: {
  manifest: Manifest;
  indexHtml: string;
  routerSource: string;
  routerPath: string;
  budgets: Budget[];
  pageFilePattern: RegExp;
  gzipSize: (file: string) => number;
  moduleSources: (file: string) => string[] | null;
}): BudgetResult;
export function formatKiB(bytes: number): string;
export function formatReport(result: Pick<BudgetResult, 'rows' | 'routes'>): string;
