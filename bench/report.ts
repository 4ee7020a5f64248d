import type { LoadResult } from './load/load-generator';

export type TargetReport = {
  target: 'postgres' | 'pglite';
  webConcurrency: number;
  seedMs: Record<string, number>;
  results: (LoadResult & { ratioToTrivial: number })[];
};

/** The issue's targets, on PostgreSQL at concurrency 32. */
export function checkTargets(report: TargetReport): { target: string; met: boolean }[] {
  const by = (prefix: string) => report.results.filter((row) => row.scenario.startsWith(prefix));
  const findLoads = by('find loads');
  const unread = by('unread count');
  const positions = by('position report');
  return [
    {
      target: 'find loads ≥ 25% of the trivial route, p99 < 50 ms',
      met: findLoads.every((row) => row.ratioToTrivial >= 0.25 && row.p99Ms < 50),
    },
    {
      target: 'unread count ≥ 50% of the trivial route',
      met: unread.every((row) => row.ratioToTrivial >= 0.5),
    },
    {
      target: 'position reports ≥ 3,000 per second',
      met: positions.every((row) => row.requestsPerSecond >= 3000),
    },
    { target: 'every endpoint p99 ≤ 100 ms', met: report.results.every((row) => row.p99Ms <= 100) },
    {
      target: 'every response 2xx',
      met: report.results.every((row) => row.non2xx === 0 && row.errors === 0),
    },
  ];
}

export function formatTable(report: TargetReport): string {
  const header = ['endpoint', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'vs trivial', 'non-2xx'];
  const rows = report.results.map((row) => [
    row.scenario,
    String(row.requestsPerSecond),
    String(row.p50Ms),
    String(row.p95Ms),
    String(row.p99Ms),
    `${Math.round(row.ratioToTrivial * 100)}%`,
    String(row.non2xx + row.errors),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((width, column) => (column === 0 ? `-${'-'.repeat(width)}-` : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}
