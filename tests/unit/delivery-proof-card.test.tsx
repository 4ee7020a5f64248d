import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeliveryProofCard } from '../../src/components/delivery-proof/delivery-proof-card';
import {
  FAR_FROM_DELIVERY_METRES,
  isFarFromDelivery,
} from '../../src/components/delivery-proof/far-from-delivery';
import { LoadDetailsPanel } from '../../src/features/loads/details/load-details-panel';
import { formatDateTime } from '../../src/lib/format';
import {
  makeDeliveryProof,
  makeStopWait,
  missingFiles,
  PHOTO_URLS,
  SIGNATURE_URL,
} from './delivery-proof-fixtures';
import {
  linkDetails,
  makeLink,
  PROVIDER_LINKS,
  renderDriverLinksPage,
} from './driver-links-test-harness';
import { LOAD_ID, loadReply, makeLoad, renderWithClient } from './load-details-harness';
import { callsTo, mockApi, ok, pageReply } from './mock-api';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'shipper-token');
});
afterEach(() => vi.unstubAllGlobals());

const card = () => screen.getByRole('region', { name: 'Proof of delivery' });
const FAR_WORDS = /Far from the delivery point: more than 500 m away/;

describe('the proof of delivery card', () => {
  it('shows who received the goods, their signature, the photos, the time, the distance and the accuracy', async () => {
    const calls = mockApi(missingFiles);
    const proof = makeDeliveryProof();
    renderWithClient(<DeliveryProofCard proof={proof} />);

    const region = card();
    expect(within(region).getByRole('heading', { name: 'Proof of delivery' })).toBeInTheDocument();
    expect(within(region).getByText('Khalid Al Mansoori')).toBeInTheDocument();
    expect(
      within(region).getByRole('button', { name: 'Open the signature of Khalid Al Mansoori' }),
    ).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Delivery photo 1' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Delivery photo 2' })).toBeInTheDocument();
    expect(within(region).getByText(formatDateTime(proof.recordedAt))).toHaveAttribute(
      'datetime',
      proof.recordedAt,
    );
    expect(within(region).getByText('120 m from the delivery point')).toBeInTheDocument();
    expect(within(region).getByText('± 12 m')).toBeInTheDocument();
    expect(within(region).queryByText(FAR_WORDS)).toBeNull();

    // Stored files are fetched with the reader's own credentials, never linked.
    await waitFor(() => expect(callsTo(calls, 'GET', PHOTO_URLS[1]!)).toHaveLength(1));
    for (const url of [SIGNATURE_URL, ...PHOTO_URLS]) {
      const [fetched] = callsTo(calls, 'GET', url);
      expect(fetched?.headers.get('Authorization')).toBe('Bearer shipper-token');
    }
  });

  it('flags a proof taken far from the delivery point, in words and in the warning style', () => {
    mockApi(missingFiles);
    renderWithClient(
      <DeliveryProofCard proof={makeDeliveryProof({ distanceFromDeliveryMeters: 1150 })} />,
    );
    const flag = within(card()).getByText(FAR_WORDS).parentElement;
    expect(flag).toHaveAttribute('data-far', 'true');
    expect(flag).toHaveTextContent('1.2 km from the delivery point');
  });

  it('draws the line at the named distance: 500 m is near, a metre more is far', () => {
    expect(FAR_FROM_DELIVERY_METRES).toBe(500);
    expect(isFarFromDelivery(500)).toBe(false);
    expect(isFarFromDelivery(501)).toBe(true);
    expect(isFarFromDelivery(null)).toBe(false);
  });

  it('says when there is nothing to measure: no position from the phone, or no point at the stop', () => {
    mockApi(missingFiles);
    const first = renderWithClient(
      <DeliveryProofCard
        proof={makeDeliveryProof({
          coordinates: null,
          accuracy: null,
          distanceFromDeliveryMeters: null,
          photos: [],
        })}
      />,
    );
    expect(within(card()).getByText('The phone did not share its position.')).toBeInTheDocument();
    expect(within(card()).getByText('No photos taken')).toBeInTheDocument();
    expect(within(card()).queryByText('Accuracy')).toBeNull();

    first.unmount();
    renderWithClient(
      <DeliveryProofCard proof={makeDeliveryProof({ distanceFromDeliveryMeters: null })} />,
    );
    expect(within(card()).getByText('25.20580, 55.27180')).toBeInTheDocument();
    expect(
      within(card()).getByText('The delivery stop has no map point to measure from.'),
    ).toBeInTheDocument();
    expect(within(card()).queryByText(FAR_WORDS)).toBeNull();
  });

  it('opens a photo full size from its thumbnail', async () => {
    mockApi(missingFiles);
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    const user = userEvent.setup();
    renderWithClient(<DeliveryProofCard proof={makeDeliveryProof()} />);
    await user.click(within(card()).getByRole('button', { name: 'Delivery photo 2' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    // The file is missing here: the reader is told, nothing breaks.
    expect(
      await screen.findByText('Could not open the image. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe('the shipper’s Load Details', () => {
  it('shows the proof once the driver sent it, and the arrival and waiting at each stop', async () => {
    mockApi({
      ...missingFiles,
      [`GET /api/loads/${LOAD_ID}`]: [
        loadReply(
          makeLoad({
            status: 'completed',
            tripId: '3a0e9c4b-5d6f-4a7b-8c9d-0e1f2a3b4c5d',
            deliveryProof: makeDeliveryProof({ distanceFromDeliveryMeters: 2400 }),
            stopWaits: {
              pickup: makeStopWait({ waitingCharged: true }),
              delivery: makeStopWait({
                arrivedAt: '2030-05-11T13:00:00.000Z',
                departedAt: null,
                waitedMinutes: 45,
                stillThere: true,
                extraMinutes: 0,
              }),
            },
            charges: [
              {
                title: 'Waiting at pickup',
                description: 'Waiting beyond the free waiting time',
                amount: 150,
              },
            ],
          }),
        ),
      ],
    });
    renderWithClient(<LoadDetailsPanel loadId={LOAD_ID} onClose={() => {}} />);

    const proof = await screen.findByRole('region', { name: 'Proof of delivery' });
    expect(within(proof).getByText('Khalid Al Mansoori')).toBeInTheDocument();
    expect(within(proof).getByText(FAR_WORDS)).toBeInTheDocument();

    const timeline = screen.getByRole('region', { name: 'Trip timeline' });
    const waits = within(timeline).getByRole('list', { name: 'Arrival and waiting' });
    const [pickup, delivery] = within(waits).getAllByRole('listitem');
    expect(pickup).toHaveTextContent('Arrived at pickup');
    expect(pickup).toHaveTextContent(formatDateTime('2030-05-10T06:00:00.000Z'));
    expect(pickup).toHaveTextContent('Left the pickup');
    expect(pickup).toHaveTextContent('Waited 3 hr');
    expect(pickup).toHaveTextContent('1 hr beyond the free 2 hr');
    expect(pickup).toHaveTextContent('Waiting charge added');
    expect(delivery).toHaveTextContent('Arrived at delivery');
    expect(delivery).toHaveTextContent('Still at the delivery');
    expect(delivery).toHaveTextContent('Waiting 45 min so far');
    expect(delivery).toHaveTextContent('Within the free 2 hr');
    // Only the provider adds a waiting charge; the shipper sees it as a charge.
    expect(screen.queryByRole('button', { name: 'Add waiting charge' })).toBeNull();
    const charges = screen.getByRole('region', { name: 'Trip charges' });
    expect(within(charges).getByText('Waiting at pickup')).toBeInTheDocument();
  });

  it('shows no waiting while no stop was reached, and says when a delivered trip has no proof', async () => {
    mockApi({
      [`GET /api/loads/${LOAD_ID}`]: [
        loadReply(
          makeLoad({
            status: 'completed',
            tripId: '3a0e9c4b-5d6f-4a7b-8c9d-0e1f2a3b4c5d',
            deliveryProof: null,
            stopWaits: { pickup: null, delivery: null },
          }),
        ),
      ],
    });
    renderWithClient(<LoadDetailsPanel loadId={LOAD_ID} onClose={() => {}} />);
    const proof = await screen.findByRole('region', { name: 'Proof of delivery' });
    expect(
      within(proof).getByText('No proof of delivery was sent for this trip.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Arrival and waiting' })).toBeNull();
  });
});

describe('Driver Link Details', () => {
  it('shows the proof the link’s phone sent, under the driver’s charges', async () => {
    mockApi({
      ...missingFiles,
      [PROVIDER_LINKS]: [pageReply([makeLink()])],
      [linkDetails()]: [
        ok({
          link: makeLink(),
          charges: [],
          deliveryProof: makeDeliveryProof({ distanceFromDeliveryMeters: 730 }),
        }),
      ],
    });
    const { user } = renderDriverLinksPage();
    await user.click(await screen.findByText('DL-3'));
    const dialog = await screen.findByRole('dialog', { name: 'Driver Link DL-3' });
    const proof = await within(dialog).findByRole('region', { name: 'Proof of delivery' });
    expect(within(proof).getByText('Khalid Al Mansoori')).toBeInTheDocument();
    expect(within(proof).getByText('730 m from the delivery point')).toBeInTheDocument();
    expect(within(proof).getByText(FAR_WORDS)).toBeInTheDocument();
  });

  it('shows no proof card before one is sent', async () => {
    mockApi({
      [PROVIDER_LINKS]: [pageReply([makeLink()])],
      [linkDetails()]: [ok({ link: makeLink(), charges: [], deliveryProof: null })],
    });
    const { user } = renderDriverLinksPage();
    await user.click(await screen.findByText('DL-3'));
    const dialog = await screen.findByRole('dialog', { name: 'Driver Link DL-3' });
    await within(dialog).findByText('The driver has not added any charges.');
    expect(within(dialog).queryByRole('region', { name: 'Proof of delivery' })).toBeNull();
  });
});
