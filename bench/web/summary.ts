import type { Result } from 'lighthouse';
import { CATEGORIES } from './lighthouse-run';

export const TARGET_SCORE = 95;

type Category = (typeof CATEGORIES)[number];

export type PageSummary = {
  page: string;
  url: string;
  /** 0–100; null when Lighthouse could not score the category. */
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Weighted audits that lost points, per category below the target. */
  missed: { category: Category; id: string; title: string; score: number; display?: string }[];
  /** Lighthouse's CPU benchmark during the run: lower means a slower or busier machine. */
  benchmarkIndex: number;
  /** Lighthouse's own warnings, e.g. a machine too busy for its CPU figures to be trusted. */
  warnings: string[];
};

function numeric(lhr: Result, auditId: string): number | null {
  return lhr.audits[auditId]?.numericValue ?? null;
}

/** What the table and the JSON report keep of one Lighthouse result. */
export function summarise(page: string, lhr: Result): PageSummary {
  const scores = {} as PageSummary['scores'];
  const missed: PageSummary['missed'] = [];
  for (const category of CATEGORIES) {
    const scored = lhr.categories[category];
    const score = scored?.score == null ? null : Math.round(scored.score * 100);
    scores[category] = score;
    if (!scored || (score !== null && score >= TARGET_SCORE)) continue;
    for (const ref of scored.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      missed.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { display: audit.displayValue } : {}),
      });
    }
  }
  return {
    page,
    url: lhr.finalDisplayedUrl,
    scores,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    missed,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    warnings: lhr.runWarnings,
  };
}

/** Every category of every page at or above the target. */
export function allOnTarget(pages: PageSummary[]): boolean {
  return pages.every((page) =>
    Object.values(page.scores).every((score) => score !== null && score >= TARGET_SCORE),
  );
}
