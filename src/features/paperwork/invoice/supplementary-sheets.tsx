import { useId } from 'react';
import type { Invoice } from '../../../contract/invoices';
import type { FollowingSheet } from '../components/paper-page';
import { InvoiceSheet } from './invoice-sheet';
import type { InvoiceWords } from './use-invoice-words';

/**
 * The supplementary invoices of the trip's charges, a sheet each after the deal's invoice: named
 * by their title and number, since a trip may have several.
 */
export function useSupplementarySheets(
  invoice: Invoice | undefined,
  words: InvoiceWords | null,
): FollowingSheet[] {
  const idPrefix = useId();
  if (!invoice || !words) return [];
  return invoice.supplementaryInvoices.map((supplementary, index) => {
    const titleId = `${idPrefix}-title-${index}`;
    const numberId = `${idPrefix}-number-${index}`;
    return {
      key: supplementary.number,
      labelledBy: `${titleId} ${numberId}`,
      content: (
        <InvoiceSheet invoice={supplementary} words={words} titleId={titleId} numberId={numberId} />
      ),
    };
  });
}
