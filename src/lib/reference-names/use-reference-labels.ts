import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { referenceLabels, type ReferenceLabels } from './reference-labels';
import { loadReferenceNames, referenceNamesOf, subscribeReferenceNames } from './reference-names';

/**
 * Reference data in the UI language: asks for the language's names and renders again when they
 * arrive (until then, and when they cannot be fetched, the canonical names show).
 */
export function useReferenceLabels(): ReferenceLabels {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const names = useSyncExternalStore(subscribeReferenceNames, () => referenceNamesOf(language));
  useEffect(() => {
    // Offline before the names were ever fetched: the canonical names stay.
    loadReferenceNames(language).catch(() => undefined);
  }, [language]);
  return useMemo(() => referenceLabels(language, names, t), [language, names, t]);
}
