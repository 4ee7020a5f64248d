import type { Language } from '../../src/contract/languages';
import type { LoadStatus } from '../../src/contract/loads';
// The web app's own labels: the API's statusText and the notifications use the same words as
// every screen (issue 18: one status vocabulary), in each language (issue 20).
import ar from '../../src/app/locales/ar/common.json';
import bn from '../../src/app/locales/bn/common.json';
import en from '../../src/app/locales/en/common.json';
import hi from '../../src/app/locales/hi/common.json';
import ur from '../../src/app/locales/ur/common.json';

const COMMON: Record<Language, typeof en> = { en, ar, ur, hi, bn };

/** 'Out to Collect', 'Completed'…: a status as every role reads it, in their language. */
export function statusLabel(status: LoadStatus, lang: Language = 'en'): string {
  return COMMON[lang].status[status];
}
