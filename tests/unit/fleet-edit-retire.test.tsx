import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DriversPage } from '../../src/features/drivers/drivers-page';
import { TrucksPage } from '../../src/features/trucks/trucks-page';
import { callsTo, mockApi, ok } from './mock-api';
import {
  DRIVER_ID,
  makeDriver,
  makeTruck,
  renderWithProviders,
  setUpFleetTests,
  TRUCK_ID,
  fleetReplies,
} from './trucks-test-harness';

setUpFleetTests();

const TRUCK = `/api/trucks/truckId/${TRUCK_ID}`;
const DRIVER = `/api/drivers/${DRIVER_ID}`;

async function openTruck() {
  const rendered = renderWithProviders(<TrucksPage />);
  await rendered.user.click(await screen.findByText('Volvo FH'));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Truck Details' }) };
}

describe('Edit Truck', () => {
  it('starts from the truck, checks its capacity, and saves once with an Idempotency-Key', async () => {
    const saved = makeTruck({ name: 'Jeddah reefer', weight: 18 });
    const calls = mockApi({
      ...fleetReplies('trucks', [makeTruck()], [saved]),
      [`GET ${TRUCK}`]: [ok(makeTruck()), ok(saved)],
      [`PUT /api/trucks/${TRUCK_ID}`]: [ok(saved, 'Truck updated successfully')],
    });
    const { user, dialog } = await openTruck();
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));

    const form = await screen.findByRole('dialog', { name: 'Edit Truck' });
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Big blue');
    expect(within(form).getByLabelText(/^License plate/)).toHaveValue('ABC 123');
    expect(within(form).getByLabelText(/^Model/)).toHaveValue('Volvo FH');
    expect(within(form).getByLabelText(/^Truck type/)).toHaveValue('12M');
    expect(within(form).getByRole('radio', { name: 'Curtain side' })).toBeChecked();
    expect(within(form).getByLabelText(/^Max weight/)).toHaveValue('20');
    expect(within(form).getByText('A 12M truck carries up to 20,000 kg.')).toBeInTheDocument();

    // More than a 12M carries: refused here, as the server would.
    await user.clear(within(form).getByLabelText(/^Max weight/));
    await user.type(within(form).getByLabelText(/^Max weight/), '99');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(form).findByText('A 12M truck carries at most 20,000 kg.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', `/api/trucks/${TRUCK_ID}`)).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/^Max weight/));
    await user.type(within(form).getByLabelText(/^Max weight/), '18');
    await user.clear(within(form).getByLabelText(/^Name/));
    await user.type(within(form).getByLabelText(/^Name/), 'Jeddah reefer');
    await user.dblClick(within(form).getByRole('button', { name: 'Save Changes' }));

    expect((await screen.findAllByText('Truck updated successfully')).length).toBeGreaterThan(0);
    const puts = callsTo(calls, 'PUT', `/api/trucks/${TRUCK_ID}`);
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({
      name: 'Jeddah reefer',
      model: 'Volvo FH',
      licensePlate: 'ABC 123',
      type: '12M',
      weight: 18,
      weightUnit: 'ton',
      truckOption: 'curtain side',
    });
    expect(puts[0]?.idempotencyKey).toMatch(/\S/);
    const details = await screen.findByRole('dialog', { name: 'Truck Details' });
    await waitFor(() => expect(within(details).getByText('Jeddah reefer')).toBeInTheDocument());
  }, 15_000);

  it('keeps the form and says why when the server refuses', async () => {
    const plateTaken = 'A truck with this license plate is already in your fleet.';
    mockApi({
      ...fleetReplies('trucks', [makeTruck()]),
      [`GET ${TRUCK}`]: [ok(makeTruck())],
      [`PUT /api/trucks/${TRUCK_ID}`]: [{ status: 409, body: { success: false, msg: plateTaken } }],
    });
    const { user, dialog } = await openTruck();
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Truck' });
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(plateTaken);
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Big blue');
  });
});

describe('Retire and reinstate a truck', () => {
  it('asks first, shows the server’s refusal, then retires it and offers Reinstate', async () => {
    const onTrip =
      'This truck is on trip TR-4, which has not ended. It can be retired once that trip is completed or cancelled.';
    const retired = makeTruck({ status: 'inactive' });
    const calls = mockApi({
      ...fleetReplies('trucks', [makeTruck()], [retired]),
      [`GET ${TRUCK}`]: [ok(makeTruck()), ok(retired)],
      [`PUT /api/trucks/${TRUCK_ID}/retire`]: [
        { status: 409, body: { success: false, msg: onTrip } },
        ok(retired, 'Truck retired'),
      ],
    });
    const { user, dialog } = await openTruck();
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));

    const confirm = await screen.findByRole('dialog', { name: 'Retire Truck' });
    expect(within(confirm).getByText('Retire TRK-7 · Volvo FH?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Retire Truck' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(onTrip);

    await user.click(within(confirm).getByRole('button', { name: 'Retire Truck' }));
    expect((await screen.findAllByText('Truck retired')).length).toBeGreaterThan(0);
    const details = await screen.findByRole('dialog', { name: 'Truck Details' });
    expect(
      await within(details).findByText(
        'This truck is retired: it is not offered in quotes or for new trips.',
      ),
    ).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Reinstate' })).toBeInTheDocument();
    const retires = callsTo(calls, 'PUT', `/api/trucks/${TRUCK_ID}/retire`);
    expect(retires).toHaveLength(2);
    // The retry of the same intent carries the same key.
    expect(retires[1]?.idempotencyKey).toBe(retires[0]?.idempotencyKey);
  });

  it('reinstates a retired truck from its dialog', async () => {
    const retired = makeTruck({ status: 'inactive' });
    const calls = mockApi({
      ...fleetReplies('trucks', [retired], [makeTruck()]),
      [`GET ${TRUCK}`]: [ok(retired), ok(makeTruck())],
      [`PUT /api/trucks/${TRUCK_ID}/reinstate`]: [ok(makeTruck(), 'Truck reinstated')],
    });
    const { user } = renderWithProviders(<TrucksPage />);
    await user.click(await screen.findByRole('button', { name: 'Show retired trucks (1)' }));
    await user.click(await screen.findByText('Volvo FH'));
    const dialog = await screen.findByRole('dialog', { name: 'Truck Details' });
    await user.click(within(dialog).getByRole('button', { name: 'Reinstate' }));
    expect((await screen.findAllByText('Truck reinstated')).length).toBeGreaterThan(0);
    expect(callsTo(calls, 'PUT', `/api/trucks/${TRUCK_ID}/reinstate`)).toHaveLength(1);
    expect(await within(dialog).findByRole('button', { name: 'Retire' })).toBeInTheDocument();
  });
});

describe('Edit and retire a driver', () => {
  it('edits the driver from the same form as Add, prefilled', async () => {
    const saved = makeDriver({ phone: '509998877', licenseNo: 'LIC-900' });
    const calls = mockApi({
      ...fleetReplies('drivers', [makeDriver()], [saved]),
      [`GET ${DRIVER}`]: [ok(makeDriver()), ok(saved)],
      [`PUT ${DRIVER}`]: [ok(saved, 'Driver updated successfully')],
    });
    const { user } = renderWithProviders(<DriversPage />);
    await user.click(await screen.findByText('Omar Haddad'));
    const dialog = await screen.findByRole('dialog', { name: 'Driver Details' });
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));

    const form = await screen.findByRole('dialog', { name: 'Edit Driver' });
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Omar Haddad');
    expect(within(form).getByLabelText(/^Country code/)).toHaveValue('+966');
    expect(within(form).getByLabelText(/^Phone number/)).toHaveValue('501234567');
    await user.clear(within(form).getByLabelText(/^Phone number/));
    await user.type(within(form).getByLabelText(/^Phone number/), '509998877');
    await user.clear(within(form).getByLabelText(/^License number/));
    await user.type(within(form).getByLabelText(/^License number/), 'LIC-900');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect((await screen.findAllByText('Driver updated successfully')).length).toBeGreaterThan(0);
    expect(callsTo(calls, 'PUT', DRIVER)[0]?.body).toEqual({
      name: 'Omar Haddad',
      countryCode: '+966',
      phone: '509998877',
      licenseNo: 'LIC-900',
      country: 'Saudi Arabia',
    });
  });

  it('retires a driver after asking', async () => {
    const retired = makeDriver({ status: 'inactive' });
    const calls = mockApi({
      ...fleetReplies('drivers', [makeDriver()], [retired]),
      [`GET ${DRIVER}`]: [ok(makeDriver()), ok(retired)],
      [`PUT ${DRIVER}/retire`]: [ok(retired, 'Driver retired')],
    });
    const { user } = renderWithProviders(<DriversPage />);
    await user.click(await screen.findByText('Omar Haddad'));
    const dialog = await screen.findByRole('dialog', { name: 'Driver Details' });
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
    const confirm = await screen.findByRole('dialog', { name: 'Retire Driver' });
    expect(within(confirm).getByText('Retire DRV-3 · Omar Haddad?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Retire Driver' }));
    expect((await screen.findAllByText('Driver retired')).length).toBeGreaterThan(0);
    expect(callsTo(calls, 'PUT', `${DRIVER}/retire`)).toHaveLength(1);
    // The list now has no active driver, and the retired one waits below.
    expect(await screen.findByText('No active drivers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show retired drivers (1)' })).toBeInTheDocument();
  });
});
