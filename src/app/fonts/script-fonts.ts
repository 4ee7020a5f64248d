import type { Language } from '../../contract/languages';

/** Every language but English, which the system's own fonts show. */
export type ScriptLanguage = Exclude<Language, 'en'>;

/** The font a language's script is shown in: an OFL Noto font, cut to the characters below. */
export type ScriptFont = {
  family: string;
  /**
   * The @fontsource package it is cut from (`@fontsource/<file>`), and the name of its files in
   * ./files: `<file>-<weight>.woff2` (`npm run build:fonts`).
   */
  file: string;
  /** That package's subset holding the script (its files are cut per script already). */
  fontsourceSubset: string;
  /**
   * What the font is cut to and, as the face's unicode-range, all the browser asks it for: Latin
   * letters, digits and punctuation stay with the system's font. The joiners and the dotted circle
   * belong to the script's shaping.
   */
  unicodeRange: string;
};

const ARABIC_SCRIPT = 'U+0600-06FF, U+200C-200D, U+25CC';

export const SCRIPT_FONTS = {
  ar: {
    family: 'Noto Sans Arabic',
    file: 'noto-sans-arabic',
    fontsourceSubset: 'arabic',
    unicodeRange: ARABIC_SCRIPT,
  },
  // Naskh rather than Nastaliq: a fifth of the bytes on a driver's weak signal, and lines that fit
  // the controls (docs/architecture.md §7).
  ur: {
    family: 'Noto Naskh Arabic',
    file: 'noto-naskh-arabic',
    fontsourceSubset: 'arabic',
    unicodeRange: ARABIC_SCRIPT,
  },
  hi: {
    family: 'Noto Sans Devanagari',
    file: 'noto-sans-devanagari',
    fontsourceSubset: 'devanagari',
    unicodeRange: 'U+0900-097F, U+200C-200D, U+25CC',
  },
  // Bengali writes its full stop with the Devanagari danda (U+0964, U+0965).
  bn: {
    family: 'Noto Sans Bengali',
    file: 'noto-sans-bengali',
    fontsourceSubset: 'bengali',
    unicodeRange: 'U+0964-0965, U+0980-09FF, U+200C-200D, U+25CC',
  },
} as const satisfies Record<ScriptLanguage, ScriptFont>;

/**
 * Regular, and semibold for the UI's emphasis (--weight-semibold is its most used weight; bold
 * and heavier show in the semibold face, medium in the regular one).
 */
export const FONT_WEIGHTS = [400, 600] as const;
