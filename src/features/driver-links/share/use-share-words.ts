import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { loadTranslations } from '../../../app/i18n';
import type { Language } from '../../../contract/languages';
import { loadReferenceNames } from '../../../lib/reference-names/reference-names';

/**
 * The share message's words in the driver's language, whatever the page is in: that language's
 * `driver-share` strings and its names of the cities are fetched first (null meanwhile). Words it
 * has no translation for are sent in English, cities it has no names for as stored.
 */
export function useShareWords(language: Language): TFunction<'driver-share'> | null {
  const { i18n } = useTranslation('driver-share');
  const [loaded, setLoaded] = useState<Language | null>(null);
  useEffect(() => {
    let wanted = true;
    void Promise.all([
      loadTranslations(language, ['driver-share']),
      // Offline before the names were ever fetched: the canonical city names go out.
      loadReferenceNames(language).catch(() => undefined),
    ]).then(() => {
      if (wanted) setLoaded(language);
    });
    return () => {
      wanted = false;
    };
  }, [language]);
  return loaded === language ? i18n.getFixedT(language, 'driver-share') : null;
}
