// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildFontFiles, charactersOf } from '../../scripts/build-fonts';
import { SCRIPT_FONTS } from '../../src/app/fonts/script-fonts';

const FILES = new URL('../../src/app/fonts/files/', import.meta.url);
const TOKENS = readFileSync(new URL('../../src/app/styles/tokens.css', import.meta.url), 'utf8');

describe("the languages' fonts", () => {
  it('reads a unicode-range as the characters it names', () => {
    expect(charactersOf('U+0041-0043, U+25CC')).toBe('ABC\u25cc');
    expect(() => charactersOf('U+0041, latin')).toThrow(/unicode-range/);
  });

  it('are exactly the committed files (regenerated with npm run build:fonts)', async () => {
    const built = await buildFontFiles();
    for (const [name, content] of built) {
      expect(readFileSync(new URL(name, FILES)).equals(content), name).toBe(true);
    }
  }, 60_000);

  it('weigh what a phone on a weak signal can fetch: at most 45 KB a file', () => {
    for (const { file } of Object.values(SCRIPT_FONTS)) {
      for (const weight of [400, 600]) {
        const size = readFileSync(new URL(`${file}-${weight}.woff2`, FILES)).length;
        expect(size, `${file}-${weight}`).toBeLessThan(45_000);
      }
    }
  });

  it("are first in their language's font stack, before the system's", () => {
    for (const [language, { family }] of Object.entries(SCRIPT_FONTS)) {
      const rule = new RegExp(
        `:lang\\(${language}\\) \\{\\s*--font-sans: '${family}', var\\(--font-sans-system\\);`,
      );
      expect(TOKENS, language).toMatch(rule);
    }
  });
});
