import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { loadTranslations } from '../../../app/i18n';
import type { Language } from '../../../contract/languages';

/**
 * The share message's words in the driver's language, whatever the page is in: that language's
 * `driver-links` strings are fetched first (null meanwhile). Words it has no translation for
 * are sent in English.
 */
export function useShareWords(language: Language): TFunction<'driver-links'> | null {
  const { i18n } = useTranslation('driver-links');
  const [loaded, setLoaded] = useState<Language | null>(null);
  useEffect(() => {
    let wanted = true;
    void loadTranslations(language, ['driver-links']).then(() => {
      if (wanted) setLoaded(language);
    });
    return () => {
      wanted = false;
    };
  }, [language]);
  return loaded === language ? i18n.getFixedT(language, 'driver-links') : null;
}
