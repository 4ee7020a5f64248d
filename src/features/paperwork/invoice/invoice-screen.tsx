import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../app/shell/page-title';
import { useInvoice } from '../api/invoice';
import { PaperPage } from '../components/paper-page';
import { PaperState } from '../components/paper-state';
import { InvoiceSheet } from './invoice-sheet';
import { useSupplementarySheets } from './supplementary-sheets';
import { useInvoiceWords } from './use-invoice-words';

type InvoiceScreenProps = {
  /** The load the invoice is of; undefined while a carrier's trip is still being read. */
  loadId: string | undefined;
  /** A failure reading that trip, shown as the invoice's own. */
  tripQuery?: Parameters<typeof PaperState>[0]['query'];
  back: { to: string; label: string };
  list: { to: string; label: string };
};

/**
 * The deal's invoice at its own address, for the shipper or the carrier, followed by the
 * supplementary invoices of its trip's charges, each on its own sheet and printed page.
 */
export function InvoiceScreen({ loadId, tripQuery, back, list }: InvoiceScreenProps) {
  const { t } = useTranslation('paperwork');
  const titleId = useId();
  const query = useInvoice(loadId);
  const words = useInvoiceWords();
  const invoice = query.data;
  usePageTitle(invoice ? t('invoice.pageTitle', { number: invoice.number }) : null);
  const ready = Boolean(invoice && words);
  const following = useSupplementarySheets(invoice, words);
  return (
    <PaperPage
      backTo={back.to}
      backLabel={back.label}
      labelledBy={titleId}
      printable={ready}
      notice={
        invoice?.approvedChargesAwaitingInvoice ? t('invoice.chargesInvoicedAtCompletion') : null
      }
      following={following}
    >
      {invoice && words ? (
        <InvoiceSheet invoice={invoice} words={words} titleId={titleId} />
      ) : (
        <PaperState
          query={tripQuery && !loadId ? tripQuery : query}
          notYet={{ title: t('state.noInvoice.title'), text: t('state.noInvoice.text') }}
          list={list}
        />
      )}
    </PaperPage>
  );
}
