import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateReport, type Result } from 'lighthouse';
import { TARGET_SCORE, type PageSummary } from './summary';

const RESULTS_DIR = 'bench/results';

function cell(value: number | null, digits = 0): string {
  return value === null ? 'n/a' : value.toFixed(digits);
}

function score(value: number | null): string {
  return value !== null && value >= TARGET_SCORE ? cell(value) : `${cell(value)} ✗`;
}

/** The table of the issue: one row a page, scores marked ✗ below the target. */
export function printTable(pages: PageSummary[]): void {
  const header = [
    'page',
    'performance',
    'accessibility',
    'best practices',
    'LCP ms',
    'TBT ms',
    'CLS',
  ];
  const rows = pages.map((page) => [
    page.page,
    score(page.scores.performance),
    score(page.scores.accessibility),
    score(page.scores['best-practices']),
    cell(page.lcpMs),
    cell(page.tbtMs),
    cell(page.cls, 3),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((text, column) =>
        column === 0 ? text.padEnd(widths[0] ?? 0) : text.padStart(widths[column] ?? 0),
      )
      .join('  ');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  for (const page of pages) {
    for (const warning of page.warnings) {
      console.log(`\n${page.page}, Lighthouse warns: ${warning}`);
    }
    if (page.missed.length === 0) continue;
    console.log(`\n${page.page}, audits that lost points (categories below ${TARGET_SCORE}):`);
    for (const audit of page.missed) {
      const shown = audit.display ? ` (${audit.display})` : '';
      console.log(
        `  ${audit.category}: ${audit.id} ${audit.score.toFixed(2)}${shown}: ${audit.title}`,
      );
    }
  }
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** bench/results/web-<timestamp>.json, and each page's full Lighthouse report beside it as HTML. */
export function writeResults(
  pages: { summary: PageSummary; lhr: Result }[],
  passed: boolean,
): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(RESULTS_DIR, `web-${stamp}.json`);
  const first = pages[0]?.lhr;
  const report = {
    date: new Date().toISOString(),
    lighthouse: first?.lighthouseVersion ?? null,
    browser: first?.environment.hostUserAgent ?? null,
    settings: first
      ? {
          formFactor: first.configSettings.formFactor,
          throttling: first.configSettings.throttlingMethod,
        }
      : null,
    target: TARGET_SCORE,
    passed,
    pages: pages.map(({ summary }) => ({
      ...summary,
      report: `web-${stamp}-${slug(summary.page)}.html`,
    })),
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  for (const { summary, lhr } of pages) {
    writeFileSync(
      path.join(RESULTS_DIR, `web-${stamp}-${slug(summary.page)}.html`),
      generateReport(lhr, 'html'),
    );
  }
  return file;
}
