import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../src/contract/languages';

/** jsdom has no CSS Font Loading API: a face that loads, or fails, as the test says. */
class TestFontFace {
  static failing = false;
  status = 'unloaded';
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {}
  load() {
    this.status = TestFontFace.failing ? 'error' : 'loaded';
    return TestFontFace.failing ? Promise.reject(new Error('offline')) : Promise.resolve(this);
  }
}

let added: Set<TestFontFace>;

async function freshLoader(): Promise<(language: Language) => Promise<void>> {
  vi.resetModules();
  return (await import('../../src/app/fonts/load-language-fonts')).loadLanguageFonts;
}

beforeEach(() => {
  added = new Set();
  TestFontFace.failing = false;
  vi.stubGlobal('FontFace', TestFontFace);
  Object.defineProperty(document, 'fonts', { configurable: true, value: added });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'fonts');
});

describe('loadLanguageFonts', () => {
  it('adds nothing for English, which the system fonts show', async () => {
    const loadLanguageFonts = await freshLoader();
    await loadLanguageFonts('en');
    expect(added.size).toBe(0);
  });

  it("adds the script's font in regular and semibold, only for its characters, once", async () => {
    const loadLanguageFonts = await freshLoader();
    await Promise.all([loadLanguageFonts('ur'), loadLanguageFonts('ur')]);
    const faces = [...added];
    expect(faces.map((face) => [face.family, face.descriptors.weight])).toEqual([
      ['Noto Naskh Arabic', '400'],
      ['Noto Naskh Arabic', '600'],
    ]);
    for (const face of faces) {
      expect(face.status).toBe('loaded');
      expect(face.source).toMatch(
        /^url\(.*noto-naskh-arabic-(400|600).*\.woff2\) format\('woff2'\)$/,
      );
      expect(face.descriptors).toMatchObject({
        unicodeRange: 'U+0600-06FF, U+200C-200D, U+25CC',
        display: 'swap',
      });
    }
    await loadLanguageFonts('hi');
    expect(new Set([...added].map((face) => face.family))).toEqual(
      new Set(['Noto Naskh Arabic', 'Noto Sans Devanagari']),
    );
  });

  it('leaves the system font after a failed load, without rejecting, and tries again later', async () => {
    const loadLanguageFonts = await freshLoader();
    TestFontFace.failing = true;
    await expect(loadLanguageFonts('bn')).resolves.toBeUndefined();
    expect(added.size).toBe(0);

    TestFontFace.failing = false;
    await loadLanguageFonts('bn');
    expect([...added].map((face) => face.status)).toEqual(['loaded', 'loaded']);
  });
});
