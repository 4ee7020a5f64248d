import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  linkDetails,
  makeLink,
  OTHER_LINK_ID,
  PROVIDER_LINKS,
  providerLinks,
  renderDriverLinksPage,
} from './driver-links-test-harness';
import { browserTimeZone } from '../../src/lib/browser-time-zone';
import { pageReply } from './mock-api';
import { mockApi, ok, setUpTripsTests, type Reply } from './trips-test-harness';

setUpTripsTests();

const LINKS = [
  makeLink(),
  makeLink({
    _id: OTHER_LINK_ID,
    id: 'DL-4',
    isActive: false,
    createdAt: '2030-05-01T09:30:00.000Z',
    tripId: {
      _id: 'b1e2c3d4-0000-4000-8000-000000000001',
      tripNumber: 'TR-15',
      origin: { city: 'Jeddah', country: 'Saudi Arabia' },
      destination: { city: 'Doha', country: 'Qatar' },
      status: 'completed',
      currency: 'SAR',
    },
    driverId: {
      _id: 'b1e2c3d4-0000-4000-8000-000000000002',
      name: 'عائشة "Aisha" Saleh, Jr.',
      phone: '+97455501234',
    },
  }),
];

type Download = { name: string; text: Promise<string> };
let downloads: Download[] = [];

beforeEach(() => {
  downloads = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test-${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    // Blob.text() would drop the byte order mark, which is part of what is tested.
    const text = blob
      ?.arrayBuffer()
      .then((bytes) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes));
    if (text) downloads.push({ name: this.download, text });
  });
});
afterEach(() => vi.restoreAllMocks());

/** The one file the last click saved. */
function onlyDownload(): Download {
  const [download, ...more] = downloads;
  if (!download || more.length > 0)
    throw new Error(`Expected one download, got ${downloads.length}`);
  return download;
}

const zone = `timeZone=${encodeURIComponent(browserTimeZone())}`;

/** The server's answers: the first page, a filter's, and every link (or every match) to export. */
function api(links: Reply[] = [pageReply(LINKS)]) {
  return mockApi({
    [PROVIDER_LINKS]: links,
    [providerLinks(`page=1&limit=20&driver=aisha&${zone}`)]: [pageReply([LINKS[1]])],
    [providerLinks(`page=1&limit=20&trip=tr-12&${zone}`)]: [pageReply([LINKS[0]])],
    [providerLinks('')]: [pageReply(LINKS)],
    [providerLinks(`trip=tr-12&${zone}`)]: [pageReply([LINKS[0]])],
  });
}

/** The table once its rows have arrived (it shows skeleton rows before). */
async function table() {
  await screen.findByText('DL-3');
  return screen.getByRole('table', { name: 'Driver Tracking Links' });
}
const bodyRows = (element: HTMLElement) => within(element).getAllByRole('row').slice(1);

describe('Driver Tracking Links page', () => {
  it('lists the links with the SPEC columns, newest first, and the count', async () => {
    api();
    renderDriverLinksPage();
    const list = await table();
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Link ID',
      'Trip',
      'Origin',
      'Destination',
      'Driver',
      'Status',
      'Opened',
      'Created Date',
    ]);
    const [first, second] = bodyRows(list);
    expect(first).toHaveTextContent('DL-3');
    expect(first).toHaveTextContent('TR-12');
    expect(first).toHaveTextContent('Active');
    expect(first).toHaveTextContent('Not opened yet');
    expect(first).toHaveTextContent('May 03, 2030');
    expect(second).toHaveTextContent('DL-4');
    expect(second).toHaveTextContent('Inactive');
    expect(screen.getByRole('heading', { name: 'Driver Tracking Links (2)' })).toBeInTheDocument();
  });

  it('Filter shows the filters panel and a filter narrows the rows', async () => {
    api();
    const { user } = renderDriverLinksPage();
    const list = await table();
    expect(screen.queryByPlaceholderText('Filter by Driver')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByPlaceholderText('Filter by Driver'), 'aisha');
    await waitFor(() => expect(bodyRows(list)).toHaveLength(1));
    expect(bodyRows(list)[0]).toHaveTextContent('DL-4');
    const filter = screen.getByRole('button', { name: 'Filter 1 filter on' });

    // Hiding the panel shows every link again.
    await user.click(filter);
    await waitFor(() => expect(bodyRows(list)).toHaveLength(2));
  });

  it('exports every link as CSV with a BOM, CRLF lines and quoted fields', async () => {
    api();
    const { user } = renderDriverLinksPage();
    await table();
    await user.click(screen.getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    const download = onlyDownload();
    const today = new Date();
    const day = [
      today.getFullYear(),
      String(today.getMonth() + 1).padStart(2, '0'),
      String(today.getDate()).padStart(2, '0'),
    ].join('-');
    expect(download.name).toBe(`driver-links-${day}.csv`);
    const text = await download.text;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Link ID,Trip,Origin,Destination,Driver,Driver Phone,Status,Created Date',
    );
    expect(lines[1]).toMatch(
      /^DL-3,TR-12,"Riyadh, Saudi Arabia","Kuwait City, Kuwait",Omar Khalid,\+966501234567,Active,2030-05-03 \d\d:30$/,
    );
    expect(lines[2]).toMatch(
      /^DL-4,TR-15,"Jeddah, Saudi Arabia","Doha, Qatar","عائشة ""Aisha"" Saleh, Jr\.",\+97455501234,Inactive,2030-05-01 \d\d:30$/,
    );
    expect(lines[3]).toBe('');
    expect(lines).toHaveLength(4);
  });

  it('exports every row the filters match, on any page', async () => {
    const calls = api();
    const { user } = renderDriverLinksPage();
    const list = await table();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.type(screen.getByPlaceholderText('Filter by Trip'), 'tr-12');
    await waitFor(() => expect(bodyRows(list)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(calls.at(-1)?.url).toBe(`/api/driver-links/provider?trip=tr-12&${zone}`);
    const lines = (await onlyDownload().text).slice(1).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^DL-3,/);
  });

  it('opens the Driver Link Details from a row', async () => {
    mockApi({
      [PROVIDER_LINKS]: [pageReply(LINKS)],
      [linkDetails()]: [ok({ link: LINKS[0], charges: [] })],
    });
    const { user } = renderDriverLinksPage();
    await user.click(within(await table()).getByText('DL-3'));
    expect(await screen.findByRole('dialog', { name: 'Driver Link DL-3' })).toBeInTheDocument();
  });

  it('says there are no links yet and points to Trips', async () => {
    api([pageReply([])]);
    const { user, router } = renderDriverLinksPage();
    expect(await screen.findByText('No driver tracking links yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    await user.click(screen.getByRole('link', { name: 'Go to Trips' }));
    expect(router.state.location.pathname).toBe('/trips');
  });

  it.each<[Reply, string]>([
    ['offline', 'Error fetching driver links. Please try again later.'],
    [
      { status: 500, body: { success: false } },
      'Error fetching driver links. Please try again later.',
    ],
    [{ status: 403, body: { success: false } }, 'Failed to fetch driver links'],
    [{ status: 403, body: { success: false, msg: 'Providers only' } }, 'Providers only'],
  ])('explains a failed fetch (%j) and tries again', async (reply, message) => {
    api([reply, pageReply(LINKS)]);
    const { user } = renderDriverLinksPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await table()).toBeInTheDocument();
  });

  it('says so without a token', async () => {
    localStorage.removeItem('token');
    const calls = api();
    renderDriverLinksPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication token not found');
    expect(calls).toHaveLength(0);
  });
});
