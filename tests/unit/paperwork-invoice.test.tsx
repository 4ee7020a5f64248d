import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n, { loadTranslations } from '../../src/app/i18n';
import type { Invoice } from '../../src/contract/invoices';
import { languageNetwork } from './language-network';
import { callsTo, ok, type Reply } from './mock-api';
import {
  LOAD_ID,
  makeInvoice,
  makeSupplementaryInvoice,
  renderPaperwork,
  setUpPaperworkTests,
  TRIP_ID,
} from './paperwork-harness';
import { makeTripDetails } from './trips-test-harness';

setUpPaperworkTests();

const SHIPPER_INVOICE = `GET /api/loads/${LOAD_ID}/invoice`;

/** The invoice's API with the locale files the page fetches for its Arabic half. */
function api(invoice: Invoice | Reply, more: Record<string, Reply[]> = {}) {
  const reply = typeof invoice === 'object' && 'number' in invoice ? ok({ invoice }) : invoice;
  return languageNetwork({ [SHIPPER_INVOICE]: [reply], ...more });
}

async function openInvoice(title: string) {
  renderPaperwork(`/my-loads/${LOAD_ID}/invoice`);
  return screen.findByRole('article', { name: title });
}

/** A label as the invoice prints it: English and Arabic, each marked with its language. */
function expectBilingual(scope: HTMLElement, english: string, arabic: string) {
  const en = within(scope).getAllByText(english)[0];
  const ar = within(scope).getAllByText(arabic)[0];
  expect(en).toHaveAttribute('lang', 'en');
  expect(ar).toHaveAttribute('lang', 'ar');
  expect(ar).toHaveAttribute('dir', 'rtl');
}

describe('the invoice page', () => {
  it('prints a tax invoice with every label in English and Arabic, the parties, lines and totals', async () => {
    api(makeInvoice());
    const invoice = await openInvoice('Tax invoice فاتورة ضريبية');

    expectBilingual(invoice, 'Tax invoice', 'فاتورة ضريبية');
    expectBilingual(invoice, 'Invoice number', 'رقم الفاتورة');
    expectBilingual(invoice, 'VAT number', 'الرقم الضريبي');
    expectBilingual(invoice, 'Amount excl. VAT', 'المبلغ غير شامل الضريبة');
    expectBilingual(invoice, 'Total due incl. VAT', 'الإجمالي المستحق شامل الضريبة');
    expect(within(invoice).getByText('INV-7')).toBeVisible();
    expect(within(invoice).getByText('310122393500003')).toBeVisible();
    expect(within(invoice).getByText('300000000000003')).toBeVisible();
    expect(within(invoice).getByText('المملكة العربية السعودية')).toBeVisible();

    const freight = within(invoice).getByRole('row', { name: /Riyadh → Dammam/ });
    expect(within(freight).getByText('SAR 2,391.30')).toBeVisible();
    expect(within(freight).getByText('15 %')).toBeVisible();
    expect(within(freight).getByText('SAR 358.70')).toBeVisible();
    expect(within(freight).getByText('SAR 2,750.00')).toBeVisible();
    expect(within(invoice).getByText('SAR 358.70 (15 %)')).toBeVisible();
    expect(within(invoice).getAllByText('SAR 2,750.00')).toHaveLength(2);
    // Nothing to say about exemption when VAT is charged.
    expect(within(invoice).queryByText(/^Zero-rated|^No VAT/)).toBeNull();
  });

  it('draws Saudi Arabia’s e-invoice QR code from the server’s zatcaQr', async () => {
    api(makeInvoice());
    const invoice = await openInvoice('Tax invoice فاتورة ضريبية');
    const qr = within(invoice).getByRole('img', { name: 'E-invoice QR code' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  });

  it('names a buyer without a VAT number’s invoice a simplified tax invoice', async () => {
    api(makeInvoice({ buyer: { ...makeInvoice().buyer, vatNumber: null } }));
    const invoice = await openInvoice('Simplified tax invoice فاتورة ضريبية مبسطة');
    expectBilingual(invoice, 'Simplified tax invoice', 'فاتورة ضريبية مبسطة');
  });

  it('a seller without a VAT number issues a plain invoice, with the reason for no VAT and no QR code', async () => {
    api(
      makeInvoice({
        kind: 'invoice',
        seller: { ...makeInvoice().seller, vatNumber: null },
        vatRate: 0,
        vatExemption: 'not_registered',
        zatcaQr: null,
        lines: [
          {
            kind: 'freight',
            description: 'Riyadh → Dammam',
            netAmount: 2750,
            vatAmount: 0,
            amount: 2750,
          },
        ],
        subtotal: 2750,
        vatAmount: 0,
        total: 2750,
      }),
    );
    const invoice = await openInvoice('Invoice فاتورة');
    expectBilingual(
      invoice,
      'No VAT: the seller is not registered for VAT.',
      'بلا ضريبة: البائع غير مسجل في ضريبة القيمة المضافة.',
    );
    expect(within(invoice).queryByRole('img', { name: 'E-invoice QR code' })).toBeNull();
  });

  it('writes a Kuwaiti invoice in dinars with three decimals, and why no VAT is charged', async () => {
    api(
      makeInvoice({
        kind: 'tax_invoice',
        supplyCountry: 'KW',
        originCountry: 'KW',
        destinationCountry: 'KW',
        currency: 'KWD',
        currencyDecimals: 3,
        vatRate: 0,
        vatExemption: 'no_vat_in_country',
        zatcaQr: null,
        lines: [
          {
            kind: 'freight',
            description: 'Kuwait City → Jahra',
            netAmount: 450.25,
            vatAmount: 0,
            amount: 450.25,
          },
        ],
        subtotal: 450.25,
        vatAmount: 0,
        total: 450.25,
      }),
    );
    const invoice = await openInvoice('Tax invoice فاتورة ضريبية');
    expect(within(invoice).getAllByText('KWD 450.250').length).toBeGreaterThan(1);
    expect(within(invoice).getByText('KWD 0.000 (0 %)')).toBeVisible();
    expectBilingual(
      invoice,
      'No VAT: the country of supply levies none.',
      'بلا ضريبة: بلد التوريد لا يفرض ضريبة القيمة المضافة.',
    );
    expect(within(invoice).getByText('الكويت')).toBeVisible();
  });

  it('lists the credit notes that refer to it', async () => {
    api(
      makeInvoice({
        creditNotes: [
          {
            number: 'CN-2',
            invoiceNumber: 'INV-7',
            issuedAt: '2030-05-03T09:00:00.000Z',
            reason: 'acceptance_cancelled',
            subtotal: 2391.3,
            vatAmount: 358.7,
            total: 2750,
          },
        ],
      }),
    );
    const invoice = await openInvoice('Tax invoice فاتورة ضريبية');
    const credits = within(invoice).getByRole('region', { name: 'Credit notes' });
    expect(within(credits).getByText('CN-2')).toBeVisible();
    expect(within(credits).getByText('INV-7')).toBeVisible();
    expectBilingual(credits, 'The shipper cancelled the acceptance', 'ألغى الشاحن قبول العرض');
    expect(within(credits).getByText('SAR -2,750.00')).toBeVisible();
  });

  it('prints each supplementary invoice of the trip’s charges on a sheet of its own, after the deal’s and referring to it', async () => {
    api(
      makeInvoice({
        supplementaryInvoices: [
          makeSupplementaryInvoice(),
          makeSupplementaryInvoice({
            number: 'INV-9',
            issuedAt: '2030-05-11T08:00:00.000Z',
            lines: [
              {
                kind: 'charge',
                description: 'Night parking',
                netAmount: 17.39,
                vatAmount: 2.61,
                amount: 20,
              },
            ],
            subtotal: 17.39,
            vatAmount: 2.61,
            total: 20,
          }),
        ],
      }),
    );
    const deal = await openInvoice('Tax invoice فاتورة ضريبية');
    expect(within(deal).queryByText('Port gate toll')).toBeNull();
    const sheets = screen.getAllByRole('article');
    const first = screen.getByRole('article', {
      name: 'Supplementary tax invoice فاتورة ضريبية إضافية INV-8',
    });
    const second = screen.getByRole('article', {
      name: 'Supplementary tax invoice فاتورة ضريبية إضافية INV-9',
    });
    expect(sheets).toEqual([deal, first, second]);
    expectBilingual(first, 'Supplementary tax invoice', 'فاتورة ضريبية إضافية');
    expectBilingual(first, 'For invoice', 'عن الفاتورة');
    expect(within(first).getByText('INV-7')).toBeVisible();
    const toll = within(first).getByRole('row', { name: /Port gate toll/ });
    expect(within(toll).getByText('SAR 50.00')).toBeVisible();
    expectBilingual(toll, 'Approved charge', 'رسم معتمد');
    expect(within(first).getAllByText('SAR 57.50')).toHaveLength(2);
    expect(within(first).getByRole('img', { name: 'E-invoice QR code' })).toBeVisible();
    expect(within(second).getByRole('row', { name: /Night parking/ })).toBeVisible();
    expect(within(second).queryByText('Port gate toll')).toBeNull();
    expect(
      screen.queryByText('Approved charges are invoiced when the trip is completed.'),
    ).toBeNull();
  });

  it('names a supplementary invoice to a buyer without a VAT number a simplified one', async () => {
    const buyer = { ...makeInvoice().buyer, vatNumber: null };
    api(makeInvoice({ buyer, supplementaryInvoices: [makeSupplementaryInvoice({ buyer })] }));
    await openInvoice('Simplified tax invoice فاتورة ضريبية مبسطة');
    expect(
      screen.getByRole('article', {
        name: 'Supplementary simplified tax invoice فاتورة ضريبية مبسطة إضافية INV-8',
      }),
    ).toBeVisible();
  });

  it('says, while the trip runs, that its approved charges are invoiced at completion', async () => {
    api(makeInvoice({ approvedChargesAwaitingInvoice: 2 }));
    const invoice = await openInvoice('Tax invoice فاتورة ضريبية');
    const notice = screen.getByText('Approved charges are invoiced when the trip is completed.');
    expect(notice).toBeVisible();
    // Said on the screen, outside the paper that prints.
    expect(invoice).not.toContainElement(notice);
    expect(screen.getAllByRole('article')).toEqual([invoice]);
  });

  it('says there is no invoice before a deal', async () => {
    api({ status: 409, body: { success: false, msg: 'There is no invoice for this load yet' } });
    renderPaperwork(`/my-loads/${LOAD_ID}/invoice`);
    expect(await screen.findByRole('heading', { name: 'No invoice yet' })).toBeVisible();
  });

  it('finds the carrier’s invoice through its trip’s load', async () => {
    const calls = api(makeInvoice(), {
      [`GET /api/trips/getbyid/${TRIP_ID}`]: [ok(makeTripDetails())],
    });
    renderPaperwork(`/trips/${TRIP_ID}/invoice`);
    const invoice = await screen.findByRole('article', { name: 'Tax invoice فاتورة ضريبية' });
    expect(within(invoice).getByText('INV-7')).toBeVisible();
    expect(callsTo(calls, 'GET', `/api/loads/${LOAD_ID}/invoice`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to the trip' })).toHaveAttribute(
      'href',
      `/trips/${TRIP_ID}`,
    );
  });

  it('keeps both languages on every label when the app is in Arabic', async () => {
    api(makeInvoice());
    await loadTranslations('ar', ['paperwork', 'common']);
    await i18n.changeLanguage('ar');
    const invoice = await openInvoice('Tax invoice فاتورة ضريبية');
    expectBilingual(invoice, 'Invoice number', 'رقم الفاتورة');
    expectBilingual(invoice, 'Seller', 'البائع');
    expect(screen.getByRole('button', { name: 'طباعة' })).toBeVisible();
  });
});
