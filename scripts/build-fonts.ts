/**
 * Builds src/app/fonts/files/: the fonts of the languages written in other scripts than Latin
 * (src/app/fonts/script-fonts.ts), as WOFF2, each cut to the characters of its script.
 *
 * The sources are Google's Noto fonts (SIL Open Font License 1.1, no reserved names) as the
 * @fontsource packages ship them (per script already); HarfBuzz's subsetter (`subset-font`) keeps
 * every glyph those characters shape into (joined Arabic forms, Indic conjuncts), and the name
 * table keeps the licence's description and address. OFL.txt beside them is their licence.
 *
 * Usage: `npm run build:fonts` (writes the files) or `npm run build:fonts -- --check` (exits 1
 * when a committed file is not the generated one). The output is deterministic.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';
import { FONT_WEIGHTS, SCRIPT_FONTS, type ScriptFont } from '../src/app/fonts/script-fonts';

const OUTPUT_FOLDER = fileURLToPath(new URL('../src/app/fonts/files/', import.meta.url));
const COMMAND = 'npm run build:fonts';
/** The licence's description and its address, which the subsetter would drop. */
const LICENCE_NAME_IDS = [13, 14];

const require = createRequire(import.meta.url);

/** 'U+0600-06FF, U+25CC' → every character it names. */
export function charactersOf(unicodeRange: string): string {
  return unicodeRange
    .split(',')
    .map((part) => /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part.trim()))
    .flatMap((match) => {
      if (!match?.[1]) throw new Error(`Not a unicode-range: ${unicodeRange}`);
      const first = parseInt(match[1], 16);
      const last = parseInt(match[2] ?? match[1], 16);
      return Array.from({ length: last - first + 1 }, (_, offset) =>
        String.fromCodePoint(first + offset),
      );
    })
    .join('');
}

const uniqueFonts = (): ScriptFont[] => [
  ...new Map(Object.values(SCRIPT_FONTS).map((font) => [font.file, font])).values(),
];

export const fontFileName = (font: ScriptFont, weight: number) => `${font.file}-${weight}.woff2`;

/** Every file the folder holds, by name, as the sources make it now. */
export async function buildFontFiles(): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const font of uniqueFonts()) {
    for (const weight of FONT_WEIGHTS) {
      const source = readFileSync(
        require.resolve(
          `@fontsource/${font.file}/files/${font.file}-${font.fontsourceSubset}-${weight}-normal.woff2`,
        ),
      );
      const subset = await subsetFont(source, charactersOf(font.unicodeRange), {
        targetFormat: 'woff2',
        preserveNameIds: LICENCE_NAME_IDS,
      });
      files.set(fontFileName(font, weight), subset);
    }
  }
  files.set('OFL.txt', Buffer.from(licence()));
  return files;
}

/** One licence for all: each font's copyright line, then the OFL's text, which they share. */
function licence(): string {
  const texts = uniqueFonts().map((font) =>
    readFileSync(require.resolve(`@fontsource/${font.file}/LICENSE`), 'utf8'),
  );
  const [copyrights, bodies] = [
    new Set(texts.map((text) => text.split('\n')[0])),
    new Set(texts.map((text) => text.slice(text.indexOf('\n') + 1))),
  ];
  if (bodies.size !== 1) throw new Error('The fonts no longer share one licence text');
  return `${[...copyrights].join('\n')}\n${[...bodies][0]}`;
}

async function main() {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  for (const [name, content] of await buildFontFiles()) {
    const file = `${OUTPUT_FOLDER}${name}`;
    if (check) {
      let current: Buffer | null = null;
      try {
        current = readFileSync(file);
      } catch {
        // A missing file is simply out of date.
      }
      if (!current?.equals(content)) stale.push(file);
    } else {
      writeFileSync(file, content);
    }
    if (name.endsWith('.woff2')) console.log(`${name}: ${content.length} bytes`);
  }
  if (stale.length > 0) {
    console.error(`Not the generated files (run ${COMMAND}):\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
