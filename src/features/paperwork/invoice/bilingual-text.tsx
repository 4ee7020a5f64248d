import { Fragment } from 'react';
import { INVOICE_LANGUAGES, type InvoiceWords } from './use-invoice-words';

type BilingualTextProps = {
  words: InvoiceWords;
  /** A key of the paperwork namespace, said in both languages. */
  i18nKey: string;
  values?: Record<string, string | number>;
  /** Side by side (a title) or English over Arabic (a label, a column's head). */
  layout?: 'inline' | 'stacked';
};

/**
 * One label in English and in Arabic, each marked with its language and direction, as Gulf tax
 * invoices print every label.
 */
export function BilingualText({ words, i18nKey, values, layout = 'stacked' }: BilingualTextProps) {
  return (
    <span className="invoice__bilingual" data-layout={layout}>
      {INVOICE_LANGUAGES.map((language, index) => (
        <Fragment key={language}>
          {/* Read aloud and copied as two words, not one; the layout spaces them itself. */}
          {index > 0 && ' '}
          <span lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
            {words[language](i18nKey, values)}
          </span>
        </Fragment>
      ))}
    </span>
  );
}
