import { expect, type Page } from '@playwright/test';

/** What may stay in Latin letters on a translated screen: the brand, ids, codes and units the trade writes so. */
const ALWAYS_LATIN = [
  'Gulf Freight',
  // The map's credits: the names of its library and of the data it draws.
  'Leaflet',
  'Natural Earth',
  'GeoNames',
  /\b(?:LD|TR|TRK|DRV|QT|LNK|PAY)-\d+\b/g,
  /\b(?:SAR|AED|KWD|QAR|OMR|BHD|USD)\b/g,
  /\bFTL\b|\bLTL\b/g,
  /\b\d+(?:\.\d+)?(?:Ton|M)\b/g,
  /\bOTP\b/g,
  // Oman's VAT numbers begin with these letters, so the hint about them names them.
  /\bOM\b/g,
  // E-mail addresses are written in Latin letters whatever the language.
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /\bPDF\b|\bPNG\b|\bJPG\b/g,
];

/**
 * Texts the page marks as written in another language than its own (`lang`), such as each
 * language's own name in a language picker: written so on purpose, not left untranslated.
 */
async function otherLanguageTexts(page: Page): Promise<string[]> {
  const language = await page.locator('html').getAttribute('lang');
  return page.locator(`body [lang]:not([lang="${language}"])`).allInnerTexts();
}

/**
 * Latin words (two letters or more) left in the page's visible text once the brand, ids,
 * `userData` (names, plates and materials the test itself typed) and texts marked as another
 * language are taken out: on a screen in Arabic, Urdu, Hindi or Bengali each of them is a text
 * that escaped translation.
 */
export async function latinWordsOnScreen(page: Page, userData: readonly string[] = []) {
  let text = await page.locator('body').innerText();
  // An empty text would split the page into letters, hiding every word.
  const allowedTexts = [...userData, ...(await otherLanguageTexts(page))].filter((allowed) =>
    allowed.trim(),
  );
  for (const allowed of allowedTexts.sort((a, b) => b.length - a.length)) {
    text = text.split(allowed).join(' ');
  }
  for (const pattern of ALWAYS_LATIN) {
    text = typeof pattern === 'string' ? text.split(pattern).join(' ') : text.replace(pattern, ' ');
  }
  return [...new Set(text.match(/[A-Za-z]{2,}/g) ?? [])];
}

export async function expectNoLatinWords(page: Page, userData: readonly string[] = []) {
  await expect.poll(() => latinWordsOnScreen(page, userData), { timeout: 10_000 }).toEqual([]);
}
