import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

const BOOT = readFileSync('public/first-screen-boot.js', 'utf8');

type Added = { tag: string; attributes: Record<string, string> };

/**
 * public/first-screen-boot.js run against a page of our own making: what it adds to the head, and
 * when. `readyState` is the page's as the script runs ('loading' where it blocks the parser).
 */
function runBoot(attributes: Record<string, string>, readyState: 'loading' | 'interactive') {
  const head: Added[] = [];
  const listeners = new Map<string, () => void>();
  const frames: (() => void)[] = [];
  const timers: { at: number; run: () => void }[] = [];
  const calls: string[] = [];
  const document = {
    readyState,
    currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    createDocumentFragment: () => {
      const children: Added[] = [];
      return { children, appendChild: (child: Added) => children.push(child) };
    },
    createElement: (tag: string) => {
      const element: Added = { tag, attributes: {} };
      return Object.assign(element, {
        setAttribute: (name: string, value: string) => (element.attributes[name] = value),
      });
    },
    head: {
      appendChild: (fragment: { children: Added[] }) => {
        calls.push('head');
        head.push(...fragment.children.map(({ tag, attributes }) => ({ tag, attributes })));
      },
    },
  };
  // Which of Intl's parts the script readies, with which locale.
  const intl = {
    DateTimeFormat: vi.fn(function (locale?: string) {
      calls.push(`DateTimeFormat ${locale ?? 'default'}`);
      return { resolvedOptions: () => ({}), format: () => '' };
    }),
    NumberFormat: vi.fn(function (locale: string) {
      calls.push(`NumberFormat ${locale}`);
      return { format: () => '' };
    }),
    DisplayNames: vi.fn(function (locales: string[]) {
      calls.push(`DisplayNames ${locales.join()}`);
      return { of: () => '' };
    }),
  };
  runInNewContext(BOOT, {
    document,
    Intl: intl,
    requestAnimationFrame: (frame: () => void) => frames.push(frame),
    setTimeout: (run: () => void, ms: number) => timers.push({ at: ms, run }),
  });
  return {
    head,
    calls,
    parsed: () => listeners.get('DOMContentLoaded')?.(),
    paint: () => frames.splice(0).forEach((frame) => frame()),
    runTimers: (upTo: number) =>
      timers
        .filter(({ at }) => at <= upTo)
        .forEach((timer) => {
          timers.splice(timers.indexOf(timer), 1);
          timer.run();
        }),
  };
}

const FILES = {
  'data-entry': '/assets/index-e1.js',
  'data-early': '/assets/query-client-q1.js',
  'data-modules': '/assets/runtime-r1.js /assets/driver-link-g1.js',
};

describe('first-screen-boot.js', () => {
  it("adds the app's scripts once the drawn screen has painted, once however many timers fire", () => {
    const boot = runBoot(FILES, 'interactive');
    expect(boot.head).toEqual([]);
    boot.paint();
    expect(boot.head).toEqual([]);
    boot.runTimers(0);
    expect(boot.head).toEqual([
      { tag: 'script', attributes: { type: 'module', crossorigin: '', src: FILES['data-early'] } },
      {
        tag: 'link',
        attributes: { rel: 'modulepreload', crossorigin: '', href: '/assets/runtime-r1.js' },
      },
      {
        tag: 'link',
        attributes: { rel: 'modulepreload', crossorigin: '', href: '/assets/driver-link-g1.js' },
      },
      { tag: 'script', attributes: { type: 'module', crossorigin: '', src: FILES['data-entry'] } },
    ]);
    // The fallback for a page painted in the background adds nothing twice.
    boot.runTimers(1000);
    expect(boot.calls.filter((call) => call === 'head')).toHaveLength(1);
  });

  it('run while the page is parsed (blocking), waits until it is, so the deferred scripts before the app run first', () => {
    const boot = runBoot(FILES, 'loading');
    boot.paint();
    boot.runTimers(1000);
    expect(boot.head).toEqual([]);
    boot.parsed();
    boot.paint();
    boot.runTimers(0);
    expect(boot.head.map(({ attributes }) => attributes.src ?? attributes.href)).toEqual([
      FILES['data-early'],
      '/assets/runtime-r1.js',
      '/assets/driver-link-g1.js',
      FILES['data-entry'],
    ]);
  });

  it("readies Intl for the page's locale before anything else, and only where the page asks", () => {
    const boot = runBoot({ ...FILES, 'data-intl-locale': 'ur-u-nu-latn' }, 'loading');
    // At once, as the script runs: before the page can paint.
    expect(boot.calls).toEqual([
      'DateTimeFormat default',
      'DateTimeFormat ur-u-nu-latn',
      'NumberFormat ur-u-nu-latn',
      'DisplayNames ur',
    ]);
    boot.parsed();
    boot.paint();
    boot.runTimers(0);
    expect(boot.calls.at(-1)).toBe('head');

    const signIn = runBoot(FILES, 'interactive');
    expect(signIn.calls).toEqual([]);
  });
});
