import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrucksPage } from '../../src/features/trucks/trucks-page';
import { callsTo, mockApi, ok } from './mock-api';
import {
  makeTruck,
  openAddDialog,
  renderWithProviders,
  setUpFleetTests,
  fleetReplies,
  fleetPagePath,
} from './trucks-test-harness';

setUpFleetTests();

describe('Add New Truck', () => {
  it('names every missing field and sends nothing', async () => {
    const calls = mockApi(fleetReplies('trucks', [makeTruck()]));
    const { user, dialog } = await openAddDialog(<TrucksPage />, 'Truck');

    await user.click(within(dialog).getByRole('button', { name: 'Add Truck' }));

    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('License plate is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Model is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a truck type.')).toBeInTheDocument();
    expect(within(dialog).getByText('Max weight must be a positive number.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(calls, 'POST', '/api/trucks')).toHaveLength(0);
  });

  it("picks the type's first body and suggests its weight in the chosen unit", async () => {
    mockApi(fleetReplies('trucks', [makeTruck()]));
    const { user, dialog } = await openAddDialog(<TrucksPage />, 'Truck');
    const weight = within(dialog).getByLabelText(/^Max weight/);
    const unit = within(dialog).getByRole('combobox', { name: 'Weight unit' });
    expect(unit).toHaveValue('ton');
    expect(within(dialog).getByText('Choose a truck type to see its body types.')).toBeVisible();

    await user.selectOptions(within(dialog).getByLabelText(/^Truck type/), '10Ton');
    const bodies = within(dialog).getByRole('group', { name: 'Body type' });
    expect(
      within(bodies)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Open side grill', 'Closed box', 'Curtain side']);
    expect(within(bodies).getByRole('radio', { name: 'Open side grill' })).toBeChecked();
    expect(weight).toHaveValue('10');

    // Still the suggestion, so it follows the unit.
    await user.selectOptions(unit, 'kg');
    expect(weight).toHaveValue('10000');
    await user.selectOptions(within(dialog).getByLabelText(/^Truck type/), '4.2Ton');
    expect(weight).toHaveValue('4200');
    expect(within(bodies).getAllByRole('radio')).toHaveLength(1);
    expect(within(bodies).getByRole('radio', { name: 'Open side grill' })).toBeChecked();

    // A weight the provider typed is theirs: switching unit leaves it.
    await user.clear(weight);
    await user.type(weight, '3a9.5.0');
    expect(weight).toHaveValue('39.50');
    await user.selectOptions(unit, 'ton');
    expect(weight).toHaveValue('39.50');
  });

  it('adds the truck, says so, closes and reloads the list', async () => {
    const added = makeTruck({ _id: 'a1b2c3d4-0000-4000-8000-000000000001', id: 'TRK-8' });
    const calls = mockApi({
      ...fleetReplies('trucks', [makeTruck()], [added, makeTruck()]),
      'POST /api/trucks': [ok(added, 'Truck added successfully')],
    });
    const { user, dialog } = await openAddDialog(<TrucksPage />, 'Truck');

    await user.type(within(dialog).getByLabelText(/^Name/), '  Dammam reefer ');
    await user.type(within(dialog).getByLabelText(/^License plate/), 'KSA 4411');
    await user.type(within(dialog).getByLabelText(/^Model/), 'Mercedes Actros');
    await user.selectOptions(within(dialog).getByLabelText(/^Truck type/), '15M');
    await user.click(within(dialog).getByRole('radio', { name: 'Reefer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Truck' }));

    expect(await screen.findByText('Truck added successfully')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/trucks')[0]?.body).toEqual({
      name: 'Dammam reefer',
      model: 'Mercedes Actros',
      licensePlate: 'KSA 4411',
      type: '15M',
      weight: 30,
      weightUnit: 'ton',
      truckOption: 'reefer',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Truck' })).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Active Trucks (2)' })).toBeInTheDocument();
    expect(callsTo(calls, 'GET', fleetPagePath('trucks', 'active'))).toHaveLength(2);
  });

  it("shows the server's reason, else the SPEC message, and keeps the form", async () => {
    const calls = mockApi({
      ...fleetReplies('trucks', [makeTruck()]),
      'POST /api/trucks': [
        { status: 409, body: { success: false, msg: 'A truck with this plate already exists' } },
        { status: 500, body: {} },
      ],
    });
    const { user, dialog } = await openAddDialog(<TrucksPage />, 'Truck');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Spare');
    await user.type(within(dialog).getByLabelText(/^License plate/), 'ABC 123');
    await user.type(within(dialog).getByLabelText(/^Model/), 'Isuzu');
    await user.selectOptions(within(dialog).getByLabelText(/^Truck type/), '3Ton');
    const submit = within(dialog).getByRole('button', { name: 'Add Truck' });

    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A truck with this plate already exists',
    );
    await user.click(submit);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Failed to add truck. Please try again.',
      ),
    );
    expect(within(dialog).getByLabelText(/^Model/)).toHaveValue('Isuzu');
    expect(callsTo(calls, 'POST', '/api/trucks')).toHaveLength(2);
  });

  it('opens from the empty list too', async () => {
    mockApi(fleetReplies('trucks', []));
    const { user } = renderWithProviders(<TrucksPage />);
    const empty = await screen.findByText('No trucks yet');
    const state = empty.closest('[role="status"]') as HTMLElement;
    await user.click(within(state).getByRole('button', { name: 'Add New Truck' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Truck' })).toBeInTheDocument();
  });
});
