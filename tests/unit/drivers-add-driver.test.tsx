import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DriversPage } from '../../src/features/drivers/drivers-page';
import { callsTo, mockApi, ok } from './mock-api';
import {
  makeDriver,
  openAddDialog,
  renderWithProviders,
  setUpFleetTests,
  fleetReplies,
} from './trucks-test-harness';

setUpFleetTests();

describe('Add New Driver', () => {
  it("holds the phone to the country's digits and blocks submit until it is exact", async () => {
    const calls = mockApi(fleetReplies('drivers', [makeDriver()]));
    const { user, dialog } = await openAddDialog(<DriversPage />, 'Driver');
    const code = within(dialog).getByLabelText(/^Country code/);
    const phone = within(dialog).getByLabelText(/^Phone number/);
    expect(code).toHaveValue('+966');
    expect(phone).toHaveAttribute('maxLength', '9');

    await user.type(within(dialog).getByLabelText(/^Name/), 'Ali Saleh');
    await user.type(within(dialog).getByLabelText(/^License number/), 'LIC-1');
    await user.type(phone, '50-123 45a6');
    expect(phone).toHaveValue('50123456');
    await user.click(within(dialog).getByRole('button', { name: 'Add Driver' }));
    expect(await within(dialog).findByText('Phone number must be 9 digits')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');

    // Bahrain numbers have 8 digits: the field shrinks and the message follows.
    await user.selectOptions(code, '+973');
    expect(phone).toHaveAttribute('maxLength', '8');
    await user.clear(phone);
    await user.type(phone, '3612345');
    await user.click(within(dialog).getByRole('button', { name: 'Add Driver' }));
    expect(await within(dialog).findByText('Phone number must be 8 digits')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/drivers')).toHaveLength(0);
  });

  it('names the missing name and license beside the phone rule', async () => {
    const calls = mockApi(fleetReplies('drivers', []));
    const { user } = renderWithProviders(<DriversPage />);
    const empty = (await screen.findByText('No drivers yet')).closest('[role="status"]');
    await user.click(within(empty as HTMLElement).getByRole('button', { name: 'Add New Driver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Driver' });

    await user.click(within(dialog).getByRole('button', { name: 'Add Driver' }));
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('License number is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number must be 9 digits')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/drivers')).toHaveLength(0);
  });

  it('sends the country of the chosen code, says so and reloads the list', async () => {
    const added = makeDriver({ _id: 'b1b2c3d4-0000-4000-8000-000000000001', id: 'DRV-4' });
    const calls = mockApi({
      ...fleetReplies('drivers', [makeDriver()], [added, makeDriver()]),
      'POST /api/drivers': [ok(added, 'Driver added successfully')],
    });
    const { user, dialog } = await openAddDialog(<DriversPage />, 'Driver');

    await user.type(within(dialog).getByLabelText(/^Name/), 'Yusuf Karim');
    await user.selectOptions(within(dialog).getByLabelText(/^Country code/), '+971');
    await user.type(within(dialog).getByLabelText(/^Phone number/), '501112233');
    await user.type(within(dialog).getByLabelText(/^License number/), 'UAE-55');
    await user.click(within(dialog).getByRole('button', { name: 'Add Driver' }));

    expect(await screen.findByText('Driver added successfully')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/drivers')[0]?.body).toEqual({
      name: 'Yusuf Karim',
      phone: '501112233',
      licenseNo: 'UAE-55',
      countryCode: '+971',
      country: 'United Arab Emirates',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add New Driver' })).toBeNull(),
    );
    expect(await screen.findByRole('heading', { name: 'Active Drivers (2)' })).toBeInTheDocument();
  });

  it("shows the server's reason, else 'Error adding driver'", async () => {
    mockApi({
      ...fleetReplies('drivers', [makeDriver()]),
      'POST /api/drivers': [
        { status: 409, body: { success: false, msg: 'This phone number is already a driver' } },
        'offline',
      ],
    });
    const { user, dialog } = await openAddDialog(<DriversPage />, 'Driver');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Omar');
    await user.type(within(dialog).getByLabelText(/^Phone number/), '501234567');
    await user.type(within(dialog).getByLabelText(/^License number/), 'LIC-2');
    const submit = within(dialog).getByRole('button', { name: 'Add Driver' });

    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This phone number is already a driver',
    );
    await user.click(submit);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Error adding driver'),
    );
  });
});
