import { isRtl, type Language } from '../../contract/languages';

/** `<html lang dir>`: the browser's hyphenation, fonts and screen readers, and the layout's side. */
export function applyHtmlLanguage(root: HTMLElement, language: Language): void {
  root.lang = language;
  root.dir = isRtl(language) ? 'rtl' : 'ltr';
}
