import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Section } from './sections';

/** The browser tab names the section: 'My Loads · Gulf Freight'. */
export function useDocumentTitle(section: Section | null): void {
  const { t } = useTranslation('shell');
  const appName = t('appName', { ns: 'common' });
  const title = section
    ? t('documentTitle', { section: t(`sections.${section}`), appName })
    : appName;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
