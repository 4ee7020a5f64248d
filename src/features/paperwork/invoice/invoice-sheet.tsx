import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  CreditNote,
  Invoice,
  InvoiceParty,
  SupplementaryInvoice,
} from '../../../contract/invoices';
import { LtrText } from '../../../components/ui/ltr-text/ltr-text';
import { QrCode } from '../../../components/ui/qr-code/qr-code';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { countryNameOfCode } from '../../../lib/reference-names/country-name';
import { BilingualText } from './bilingual-text';
import { invoiceTitle } from './invoice-title';
import { INVOICE_LANGUAGES, type InvoiceLanguage, type InvoiceWords } from './use-invoice-words';
import './invoice.css';

/** The lines' columns, each headed by its label in both languages. */
const LINE_COLUMNS = ['description', 'net', 'vatRate', 'vat', 'amount'] as const;

/** What one sheet prints: the deal's invoice with its credit notes, or a supplementary invoice. */
export type InvoicePaper = Omit<SupplementaryInvoice, 'refersTo'> & {
  creditNotes?: CreditNote[];
  /** A supplementary invoice: the deal's invoice number it adds to. */
  refersTo?: string;
};

type InvoiceSheetProps = {
  invoice: InvoicePaper;
  words: InvoiceWords;
  titleId: string;
  /** Given, the number's element takes it, so a sheet may be named by its title and number. */
  numberId?: string;
};

/** A label in both languages beside its value. */
function Row({
  words,
  name,
  children,
}: {
  words: InvoiceWords;
  /** The label's key in the paperwork namespace. */
  name: string;
  children: ReactNode;
}) {
  return (
    <div className="invoice__row">
      <dt>
        <BilingualText words={words} i18nKey={name} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

function PartyBlock({
  words,
  role,
  party,
}: {
  words: InvoiceWords;
  role: 'seller' | 'buyer';
  party: InvoiceParty;
}) {
  const { t } = useTranslation('paperwork');
  // Isolated: a Latin name or address keeps its own order on a right-to-left page.
  const value = (text: string | null, ltr = false) =>
    text ? (
      ltr ? (
        <LtrText>{text}</LtrText>
      ) : (
        <bdi>{text}</bdi>
      )
    ) : (
      <span className="invoice__missing">{t('notGiven')}</span>
    );
  return (
    <section className="invoice__party" aria-label={t(`invoice.${role}`)}>
      <h2 className="invoice__party-title">
        <BilingualText words={words} i18nKey={`invoice.${role}`} layout="inline" />
      </h2>
      <dl className="invoice__rows">
        <Row words={words} name="invoice.name">
          <bdi>{party.name}</bdi>
        </Row>
        <Row words={words} name="invoice.vatNumber">
          {value(party.vatNumber, true)}
        </Row>
        <Row words={words} name="invoice.crNumber">
          {value(party.crNumber, true)}
        </Row>
        <Row words={words} name="invoice.address">
          {value(party.address)}
        </Row>
      </dl>
    </section>
  );
}

function CreditNotes({
  notes,
  currency,
  words,
}: {
  notes: Invoice['creditNotes'];
  currency: string;
  words: InvoiceWords;
}) {
  const { t } = useTranslation('paperwork');
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <section className="invoice__credits" aria-label={t('invoice.creditNotes')}>
      <h2 className="invoice__section-title">
        <BilingualText words={words} i18nKey="invoice.creditNotes" layout="inline" />
      </h2>
      {notes.map((note) => (
        <dl key={note.number} className="invoice__rows invoice__credit">
          <Row words={words} name="invoice.creditNote">
            <LtrText>{note.number}</LtrText>
          </Row>
          <Row words={words} name="invoice.refersTo">
            <LtrText>{note.invoiceNumber}</LtrText>
          </Row>
          <Row words={words} name="invoice.issued">
            {formatDateTime(note.issuedAt)}
          </Row>
          <Row words={words} name="invoice.reason">
            {/* A reason the app has no words for yet shows as the server names it. */}
            <BilingualText
              words={words}
              i18nKey={`invoice.creditReasons.${note.reason}`}
              values={{ defaultValue: note.reason }}
            />
          </Row>
          <Row words={words} name="invoice.subtotal">
            <span className="invoice__amount">{money(-note.subtotal)}</span>
          </Row>
          <Row words={words} name="invoice.vatTotal">
            <span className="invoice__amount">{money(-note.vatAmount)}</span>
          </Row>
          <Row words={words} name="invoice.total">
            <span className="invoice__amount">{money(-note.total)}</span>
          </Row>
        </dl>
      ))}
    </section>
  );
}

/**
 * The invoice as Gulf tax invoices are printed: every label in English and Arabic, both
 * parties with their VAT and CR numbers, each line before VAT, its rate and VAT and after, the
 * totals, why no VAT is charged when none is, Saudi Arabia's e-invoice QR code, and the credit
 * notes that correct it. A supplementary invoice is titled so and names the invoice it adds to.
 */
export function InvoiceSheet({ invoice, words, titleId, numberId }: InvoiceSheetProps) {
  const { t } = useTranslation('paperwork');
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const rate = (value: number) => words.en('invoice.rate', { rate: value });
  // A phone stacks each line's cells under their labels (invoice.css): both languages again.
  const label = (column: string) =>
    `${words.en(`invoice.${column}`)} · ${words.ar(`invoice.${column}`)}`;
  const supply = Object.fromEntries(
    INVOICE_LANGUAGES.map((language) => [
      language,
      countryNameOfCode(invoice.supplyCountry, invoice.supplyCountry, language),
    ]),
  ) as Record<InvoiceLanguage, string>;
  return (
    <div className="invoice">
      <header className="invoice__header">
        <div className="invoice__heading">
          <h1 id={titleId} className="invoice__title">
            <BilingualText
              words={words}
              i18nKey={`invoice.${invoice.refersTo ? 'supplementaryKind' : 'kind'}.${invoiceTitle(invoice)}`}
              layout="inline"
            />
          </h1>
          <dl className="invoice__rows">
            <Row words={words} name="invoice.number">
              <strong id={numberId}>
                <LtrText>{invoice.number}</LtrText>
              </strong>
            </Row>
            {invoice.refersTo && (
              <Row words={words} name="invoice.refersTo">
                <LtrText>{invoice.refersTo}</LtrText>
              </Row>
            )}
            <Row words={words} name="invoice.issued">
              {formatDateTime(invoice.issuedAt)}
            </Row>
            <Row words={words} name="invoice.load">
              <LtrText>{invoice.loadNumber}</LtrText>
            </Row>
            <Row words={words} name="invoice.supply">
              <span className="invoice__bilingual" data-layout="stacked">
                <span lang="en">{supply.en}</span>
                <span lang="ar" dir="rtl">
                  {supply.ar}
                </span>
              </span>
            </Row>
            <Row words={words} name="invoice.currency">
              <LtrText>{invoice.currency}</LtrText>
            </Row>
          </dl>
        </div>
        {invoice.zatcaQr && (
          <figure className="invoice__qr">
            <QrCode text={invoice.zatcaQr} label={t('invoice.qr')} />
            <figcaption>
              <BilingualText words={words} i18nKey="invoice.qr" />
            </figcaption>
          </figure>
        )}
      </header>

      <div className="invoice__parties">
        <PartyBlock words={words} role="seller" party={invoice.seller} />
        <PartyBlock words={words} role="buyer" party={invoice.buyer} />
      </div>

      <table className="invoice__lines">
        <caption className="visually-hidden">{t('invoice.lines')}</caption>
        <thead>
          <tr>
            {LINE_COLUMNS.map((column) => (
              <th key={column} scope="col" data-column={column}>
                <BilingualText words={words} i18nKey={`invoice.${column}`} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index}>
              <th scope="row" data-column="description">
                <span className="invoice__line-kind">
                  <BilingualText
                    words={words}
                    i18nKey={`invoice.lineKind.${line.kind}`}
                    layout="inline"
                  />
                </span>
                <span>{line.description}</span>
              </th>
              <td data-column="net" data-label={label('net')} className="invoice__amount">
                {money(line.netAmount)}
              </td>
              <td data-column="vatRate" data-label={label('vatRate')} className="invoice__amount">
                {rate(invoice.vatRate)}
              </td>
              <td data-column="vat" data-label={label('vat')} className="invoice__amount">
                {money(line.vatAmount)}
              </td>
              <td data-column="amount" data-label={label('amount')} className="invoice__amount">
                {money(line.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="invoice__summary">
        {invoice.vatRate === 0 && invoice.vatExemption && (
          <p className="invoice__exemption">
            <BilingualText words={words} i18nKey={`invoice.exemption.${invoice.vatExemption}`} />
          </p>
        )}
        <dl className="invoice__rows invoice__totals">
          <Row words={words} name="invoice.subtotal">
            <span className="invoice__amount">{money(invoice.subtotal)}</span>
          </Row>
          <Row words={words} name="invoice.vatTotal">
            <span className="invoice__amount">
              {money(invoice.vatAmount)} ({rate(invoice.vatRate)})
            </span>
          </Row>
          <div className="invoice__row invoice__grand-total">
            <dt>
              <BilingualText words={words} i18nKey="invoice.total" />
            </dt>
            <dd className="invoice__amount">{money(invoice.total)}</dd>
          </div>
        </dl>
      </div>

      {invoice.creditNotes && invoice.creditNotes.length > 0 && (
        <CreditNotes notes={invoice.creditNotes} currency={invoice.currency} words={words} />
      )}
    </div>
  );
}
