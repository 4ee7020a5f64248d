import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { loadLanguageFonts } from '../../../app/fonts/load-language-fonts';
import { loadTranslations } from '../../../app/i18n';

/** The two languages every label of a Gulf invoice is printed in, whatever the page's. */
export const INVOICE_LANGUAGES = ['en', 'ar'] as const;
export type InvoiceLanguage = (typeof INVOICE_LANGUAGES)[number];
export type InvoiceWords = Record<InvoiceLanguage, TFunction<'paperwork'>>;

/**
 * The invoice's words in English and in Arabic: the Arabic strings (and Arabic's font) are
 * fetched first when the page is in English; null meanwhile. Offline, the service worker has
 * both languages' files from the install.
 */
export function useInvoiceWords(): InvoiceWords | null {
  const { i18n } = useTranslation('paperwork');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let wanted = true;
    void Promise.all([loadTranslations('ar', ['paperwork']), loadLanguageFonts('ar')]).then(() => {
      if (wanted) setReady(true);
    });
    return () => {
      wanted = false;
    };
  }, []);
  if (!ready) return null;
  return {
    en: i18n.getFixedT('en', 'paperwork'),
    ar: i18n.getFixedT('ar', 'paperwork'),
  };
}
