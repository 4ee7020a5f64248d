import { isLanguage } from '../../contract/languages';
import { loadLanguageFonts } from './load-language-fonts';

/**
 * Loads the fonts of the language `<html lang>` names, now and whenever it changes: the same
 * attribute the font stacks of src/app/styles/tokens.css key on, so the fonts follow whatever
 * sets the page's language.
 */
export function followDocumentLanguage(root: HTMLElement = document.documentElement): void {
  const load = () => {
    const language = root.lang.split('-')[0] ?? '';
    if (isLanguage(language)) void loadLanguageFonts(language);
  };
  load();
  new MutationObserver(load).observe(root, { attributes: true, attributeFilter: ['lang'] });
}
