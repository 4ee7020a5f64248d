import type { Language } from '../../contract/languages';

/** Stand-in until the fonts of issue 20 land: the system's fonts for every language. */
export async function loadLanguageFonts(_language: Language): Promise<void> {}
