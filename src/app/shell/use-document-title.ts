import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Section } from './sections';

/**
 * The browser tab names the section, 'My Loads · Gulf Freight', and the page's subject when it
 * shows one: 'Load LD-1042 · My Loads · Gulf Freight'.
 */
export function useDocumentTitle(section: Section | null, page: string | null = null): void {
  const { t } = useTranslation('shell');
  const appName = t('appName', { ns: 'common' });
  let title = appName;
  if (section && page) {
    title = t('documentTitleWithPage', { page, section: t(`sections.${section}`), appName });
  } else if (section) {
    title = t('documentTitle', { section: t(`sections.${section}`), appName });
  }
  useEffect(() => {
    document.title = title;
  }, [title]);
}
