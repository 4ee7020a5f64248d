import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageNetwork } from './language-network';

type I18nModule = typeof import('../../src/app/i18n');

/** The app's i18n as a page at `address` starts it, in a page the server sent as `<html lang dir>`. */
async function startAt(address: string, lang: string, dir: string): Promise<I18nModule> {
  vi.resetModules();
  // i18next is one instance for the whole file (a package, not reset): the app's earlier imports'
  // listeners go, as a page has only its own.
  i18next.off('languageChanged');
  window.history.replaceState(null, '', address);
  document.documentElement.lang = lang;
  document.documentElement.dir = dir;
  languageNetwork({});
  return import('../../src/app/i18n');
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const LINK = '/trip/3a0e9c4b-5d6f-4a7b-8c9d-0e1f2a3b4c5d/details/AbCdEfGhIjKlMnOpQrSt_-';
const html = document.documentElement;

describe('the page opening in its own language (a first screen drawn in it)', () => {
  it("keeps <html lang dir> as served while i18next starts in English, then shows the link's Urdu", async () => {
    const {
      default: i18n,
      firstLanguageShown,
      languageOpening,
    } = await startAt(`${LINK}?lang=ur`, 'ur', 'rtl');
    expect(languageOpening()).toBe('ur');
    // i18next has started in English, its strings there first; the page stays right to left.
    await vi.waitFor(() => expect(i18n.isInitialized).toBe(true));
    expect(html.lang).toBe('ur');
    expect(html.dir).toBe('rtl');
    await firstLanguageShown;
    expect(i18n.language).toBe('ur');
    expect(html.lang).toBe('ur');
    expect(html.dir).toBe('rtl');
  });

  it('follows every change once the first language is shown', async () => {
    const { setLanguage, firstLanguageShown } = await startAt(`${LINK}?lang=ur`, 'ur', 'rtl');
    await firstLanguageShown;
    expect(await setLanguage('en')).toBe(true);
    expect(html.lang).toBe('en');
    expect(html.dir).toBe('ltr');
  });

  it('a choice made while the first language loads wins, and the page follows it', async () => {
    const { setLanguage, firstLanguageShown } = await startAt(`${LINK}?lang=ur`, 'ur', 'rtl');
    const choosing = setLanguage('hi');
    await Promise.all([firstLanguageShown, choosing]);
    expect(html.lang).toBe('hi');
    expect(html.dir).toBe('ltr');
  });

  it('an English page follows i18next from the start', async () => {
    const { default: i18n } = await startAt('/signin', 'en', 'ltr');
    await i18n.changeLanguage('ar');
    expect(html.dir).toBe('rtl');
  });
});
