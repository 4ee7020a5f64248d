import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDeliveryProof, missingFiles } from './delivery-proof-fixtures';
import { deferred, mockApi as mockApiInOrder } from './load-details-harness';
import { mockApi, ok } from './mock-api';
import {
  makeTripDetails,
  renderTrips,
  setUpTripsTests,
  TRIP_DETAILS,
  TRIP_ID,
} from './trips-test-harness';

setUpTripsTests();

const PROOF_SETTINGS = `/api/trips/${TRIP_ID}/proof-settings`;
const OPEN = `/trips/${TRIP_ID}`;

const proofCard = () => screen.findByRole('region', { name: 'Proof of delivery' });

describe('the proof of delivery on Trip Details', () => {
  it('lets the provider require photos before delivery: the switch moves at once and the choice is saved', async () => {
    const saved = (photosRequired: boolean) => ({
      body: {
        success: true,
        msg: 'Proof of delivery settings saved',
        data: { photosRequired },
      },
    });
    const firstAnswer = deferred<{ body: unknown }>();
    const calls = mockApiInOrder({
      [TRIP_DETAILS]: [ok(makeTripDetails({ status: 'loaded' })) as { body: unknown }],
      [`PUT ${PROOF_SETTINGS}`]: [firstAnswer.promise, saved(false)],
    });
    const { user } = renderTrips(OPEN);
    const card = await proofCard();
    expect(card).toHaveTextContent('Not sent yet.');
    const toggle = within(card).getByRole('switch', { name: 'Photos required' });
    expect(toggle).not.toBeChecked();
    expect(card).toHaveTextContent('Photos are optional: the driver may add up to 5.');

    await user.click(toggle);
    // On before the server answers.
    expect(toggle).toBeChecked();
    firstAnswer.resolve(saved(true));
    expect(await screen.findByText('Proof of delivery settings saved')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(card).toHaveTextContent('The driver must add at least one photo of the delivery.');
    const puts = () => calls.filter((call) => call.method === 'PUT');
    expect(puts()[0]?.body).toEqual({ photosRequired: true });
    const firstKey = puts()[0]?.headers.get('Idempotency-Key');
    expect(firstKey).toBeTruthy();

    // Changing it back is another intent, with a key of its own.
    await user.click(toggle);
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]?.body).toEqual({ photosRequired: false });
    expect(puts()[1]?.headers.get('Idempotency-Key')).not.toBe(firstKey);
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('puts the switch back and says why when the server refuses', async () => {
    mockApi({
      [TRIP_DETAILS]: [ok(makeTripDetails({ status: 'loaded' }))],
      [`PUT ${PROOF_SETTINGS}`]: [
        {
          status: 409,
          body: {
            success: false,
            msg: 'This trip has ended; its proof of delivery settings can no longer change.',
          },
        },
      ],
    });
    const { user } = renderTrips(OPEN);
    const card = await proofCard();
    const toggle = within(card).getByRole('switch', { name: 'Photos required' });
    await user.click(toggle);
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This trip has ended; its proof of delivery settings can no longer change.',
    );
    expect(toggle).not.toBeChecked();
  });

  it('shows the proof once sent, with no setting left to change', async () => {
    mockApi({
      ...missingFiles,
      [TRIP_DETAILS]: [
        ok(
          makeTripDetails({
            status: 'completed',
            deliveryProof: makeDeliveryProof(),
            proofSettings: { photosRequired: true },
          }),
        ),
      ],
    });
    renderTrips(OPEN);
    const card = await proofCard();
    expect(within(card).getByText('Khalid Al Mansoori')).toBeInTheDocument();
    expect(within(card).getByText('120 m from the delivery point')).toBeInTheDocument();
    expect(within(card).queryByRole('switch')).toBeNull();
  });

  it('shows no switch to a shipper', async () => {
    mockApi({ [TRIP_DETAILS]: [ok(makeTripDetails({ status: 'loaded' }))] });
    renderTrips(OPEN, { userType: 'user' });
    expect(within(await proofCard()).queryByRole('switch')).toBeNull();
  });
});
