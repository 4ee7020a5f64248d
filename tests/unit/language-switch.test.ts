import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n, { addTranslations, loadTranslations, setLanguage } from '../../src/app/i18n';
import { apiRequest } from '../../src/lib/api-client';
import { localeFile } from './language-network';

const WORDS: Record<string, Record<string, string>> = {
  ar: { title: 'الشحنات', count: '{{count}} شحنة' },
  ur: { title: 'سامان' },
  hi: { title: 'माल' },
};

let pages = 0;

/**
 * A page's namespace as the app adds it, new in each test (strings once fetched stay): its
 * English, and the other languages' JSON files, served at /assets/<namespace>-<language>.json.
 */
function testPage() {
  pages += 1;
  const namespace = `test-page-${pages}`;
  const english = {
    [`./locales/en/${namespace}.json`]: {
      default: { title: 'Loads', onlyEnglish: 'Said in English', count: '{{count}} loads' },
    },
  };
  const urls = Object.fromEntries(
    Object.keys(WORDS).map((language) => [
      `./locales/${language}/${namespace}.json`,
      `/assets/${namespace}-${language}.json`,
    ]),
  );
  return { namespace, add: () => addTranslations(english, urls) };
}

let requested: string[] = [];
let offline = false;

/** The network: our JSON files, the app's own locale files (once translations exist), the API. */
function stubNetwork() {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      requested.push(url);
      if (offline) throw new TypeError('Failed to fetch');
      const bundle = /^\/assets\/test-page-\d+-(\w+)\.json$/.exec(url);
      if (bundle) return Response.json(WORDS[bundle[1] ?? '']);
      const file = localeFile(url);
      if (file) return file;
      if (url === '/api/echo') {
        const language = new Headers(init.headers).get('Accept-Language');
        return Response.json({ success: true, data: { language } });
      }
      return new Response('{}', { status: 404 });
    }),
  );
}

beforeEach(() => {
  offline = false;
  stubNetwork();
});
afterEach(async () => {
  offline = false;
  await setLanguage('en');
  vi.unstubAllGlobals();
});

describe('switching the language', () => {
  it('fetches the JSON of the namespaces the page has, then shows them', async () => {
    const page = testPage();
    await page.add();
    expect(requested).toEqual([]);
    expect(await setLanguage('ar')).toBe(true);
    expect(requested).toContain(`/assets/${page.namespace}-ar.json`);
    // Only the language in use: none of the other languages' files.
    expect(requested.filter((url) => /-(ur|hi)\.json$/.test(url))).toEqual([]);
    expect(i18n.language).toBe('ar');
    expect(i18n.t(`${page.namespace}:title`)).toBe('الشحنات');
    expect(i18n.t(`${page.namespace}:count`, { count: 3 })).toBe('3 شحنة');
  });

  it('shows English, never a key, for a string the language does not have yet', async () => {
    const page = testPage();
    await page.add();
    await setLanguage('ar');
    expect(i18n.t(`${page.namespace}:onlyEnglish`)).toBe('Said in English');
  });

  it('sets <html lang dir>: right to left for Arabic and Urdu', async () => {
    await testPage().add();
    await setLanguage('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await setLanguage('ur');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await setLanguage('hi');
    expect(document.documentElement).toHaveAttribute('lang', 'hi');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    await setLanguage('en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('fetches a page added later in the language shown before the page renders', async () => {
    await setLanguage('ar');
    requested = [];
    const page = testPage();
    await page.add();
    expect(requested).toEqual([`/assets/${page.namespace}-ar.json`]);
    expect(i18n.t(`${page.namespace}:title`)).toBe('الشحنات');
  });

  it('fetches each file once', async () => {
    const page = testPage();
    await page.add();
    await setLanguage('ar');
    await setLanguage('en');
    await setLanguage('ar');
    expect(requested.filter((url) => url === `/assets/${page.namespace}-ar.json`)).toHaveLength(1);
  });

  it('keeps the language shown when the strings cannot be fetched, and tries again later', async () => {
    const page = testPage();
    await page.add();
    offline = true;
    expect(await setLanguage('ur')).toBe(false);
    expect(i18n.language).toBe('en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    offline = false;
    expect(await setLanguage('ur')).toBe(true);
    expect(i18n.t(`${page.namespace}:title`)).toBe('سامان');
  });

  it('a later choice wins over one still loading', async () => {
    await testPage().add();
    const first = setLanguage('hi');
    const second = setLanguage('ar');
    expect(await first).toBe(false);
    expect(await second).toBe(true);
    expect(i18n.language).toBe('ar');
  });

  it('loads another language’s words without showing it (a share message)', async () => {
    const page = testPage();
    await page.add();
    expect(await loadTranslations('hi', [page.namespace])).toBe(true);
    expect(i18n.language).toBe('en');
    expect(i18n.getFixedT('hi', page.namespace)('title')).toBe('माल');
  });
});

describe('Accept-Language', () => {
  it('tells the server the language shown on every call', async () => {
    const answer = async () => (await apiRequest<{ language: string }>('/api/echo')).data;
    expect(await answer()).toEqual({ language: 'en' });
    await setLanguage('ar');
    expect(await answer()).toEqual({ language: 'ar' });
  });
});
