import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';

/**
 * What the server words itself (a load's status description, notifications, messages) arrives in
 * the language it was asked in (Accept-Language): when the language changes, every query is asked
 * again, the ones on screen at once, so no English sentence stays on an Arabic page.
 */
export function askAgainInNewLanguage(i18n: I18n, queryClient: QueryClient): () => void {
  let shown = i18n.resolvedLanguage ?? i18n.language;
  const onChange = (language: string) => {
    if (language === shown) return;
    shown = language;
    void queryClient.invalidateQueries();
  };
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}
