import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../src/app/session-context';
import type { User } from '../../src/contract/user';
import { ProfilePage } from '../../src/features/profile/profile-page';
import { createQueryClient } from '../../src/lib/query-client';

const USER_ID = '5a2b3c4d-1e2f-4a5b-8c7d-9e0f1a2b3c4d';

const provider: User = {
  _id: USER_ID,
  userName: 'Omar',
  lastName: 'Farouk',
  email: 'omar@example.ae',
  phone: '501112223',
  countryCode: '+971',
  companyName: 'Farouk Haulage',
  companyAddress: 'Jebel Ali, Dubai',
  legalName: null,
  vatNumber: null,
  crNumber: null,
  userType: 'provider',
  sessionId: 's1',
  groupId: 'group-7',
  language: 'en',
};

type Reply = { status?: number; body?: unknown } | 'offline';
type Call = { method: string; url: string; body: unknown; idempotencyKey: string | null };

const WAITING_TERMS = '/api/truckgroup/group-7/waiting-terms';
const defaultTerms: Reply = {
  body: { success: true, data: { freeWaitingMinutes: 120, waitingRates: {} } },
};

/** Replies in order per 'METHOD url'; a provider's waiting terms answer the defaults unless given. */
function mockApi(replies: Record<string, Reply[]>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const url = String(input);
      calls.push({
        method,
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        idempotencyKey: new Headers(init.headers).get('Idempotency-Key'),
      });
      const key = `${method} ${url}`;
      const reply =
        replies[key]?.shift() ?? (key === `GET ${WAITING_TERMS}` ? defaultTerms : undefined);
      if (!reply) throw new Error(`Unexpected call ${method} ${url}`);
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply.body ?? { success: true }), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

const group: Reply = { body: { success: true, data: { _id: 'group-7', name: 'Farouk Fleet' } } };

function renderProfile(user: User = provider) {
  const signOut = vi.fn(async () => {});
  const router = createMemoryRouter([{ path: '/profile', element: <ProfilePage /> }], {
    initialEntries: ['/profile'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionContext value={{ user, userType: user.userType, signOut }}>
        <RouterProvider router={router} />
      </SessionContext>
      <Toaster />
    </QueryClientProvider>,
  );
  return { signOut };
}

beforeEach(() => {
  localStorage.clear();
  // react-hot-toast asks for reduced motion; jsdom has no matchMedia.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Profile', () => {
  it('shows who the user is, the truck group, and signs out', async () => {
    const calls = mockApi({ 'GET /api/truckgroup/group-7': [group] });
    const user = userEvent.setup();
    const { signOut } = renderProfile();
    expect(screen.getByRole('heading', { name: 'Omar Farouk' })).toBeInTheDocument();
    expect(screen.getByText('omar@example.ae')).toBeInTheDocument();
    expect(screen.getByText('Farouk Haulage')).toBeInTheDocument();
    expect(screen.getByText('Jebel Ali, Dubai')).toBeInTheDocument();
    expect(await screen.findByText('Farouk Fleet')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/truckgroup/group-7')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('asks for no truck group when the user has none', () => {
    const calls = mockApi({});
    renderProfile({ ...provider, userType: 'user', groupId: null });
    expect(screen.queryByText('Truck group')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('edits names and email only after Edit Profile; phone and country code never', async () => {
    mockApi({ 'GET /api/truckgroup/group-7': [group] });
    const user = userEvent.setup();
    renderProfile();
    expect(screen.getByLabelText(/First name/)).toBeDisabled();
    expect(screen.getByLabelText('Phone number')).toHaveValue('501112223');
    expect(screen.getByLabelText('Country code')).toHaveValue('+971');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText(/First name/)).toBeEnabled();
    expect(screen.getByLabelText(/Email/)).toBeEnabled();
    expect(screen.getByLabelText('Phone number')).toBeDisabled();
    expect(screen.getByLabelText('Country code')).toBeDisabled();
  });

  it('Cancel puts the saved values back', async () => {
    mockApi({ 'GET /api/truckgroup/group-7': [group] });
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText(/First name/));
    await user.type(screen.getByLabelText(/First name/), 'Someone');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText(/First name/)).toHaveValue('Omar');
    expect(screen.getByLabelText(/First name/)).toBeDisabled();
  });

  it('requires a first name and a valid email', async () => {
    const calls = mockApi({ 'GET /api/truckgroup/group-7': [group] });
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText(/First name/));
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'omar.example.ae');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('saves the changes and says so', async () => {
    const updated = { ...provider, lastName: 'Al Farouk' };
    const calls = mockApi({
      'GET /api/truckgroup/group-7': [group],
      'POST /api/user/update-profile': [{ body: { success: true, data: { user: updated } } }],
    });
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText(/Last name/));
    await user.type(screen.getByLabelText(/Last name/), 'Al Farouk');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({
      userId: USER_ID,
      userData: { userName: 'Omar', lastName: 'Al Farouk', email: 'omar@example.ae' },
    });
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Al Farouk');
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toMatchObject({
      lastName: 'Al Farouk',
    });
  });

  it.each([
    [
      { status: 409, body: { success: false, msg: 'duplicate' } },
      'This email address is already in use. Please use a different email.',
    ],
    [{ status: 500, body: { success: false } }, 'Failed to update profile'],
    ['offline', 'An error occurred. Please try again.'],
  ] as const)('explains a failed save (%#)', async (reply, message) => {
    mockApi({
      'GET /api/truckgroup/group-7': [group],
      'POST /api/user/update-profile': [reply],
    });
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('a provider enters its invoice details; a refused VAT number says why', async () => {
    const saved = { ...provider, legalName: 'Farouk Haulage LLC', vatNumber: '100234567800003' };
    const refusal = 'A Saudi VAT number has 15 digits and begins and ends with 3.';
    const calls = mockApi({
      'GET /api/truckgroup/group-7': [group],
      'POST /api/user/update-profile': [
        { status: 400, body: { success: false, msg: refusal } },
        { body: { success: true, data: { user: saved } } },
      ],
    });
    const user = userEvent.setup();
    renderProfile();
    expect(screen.getByLabelText('VAT registration number')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Edit Invoice Details' }));
    await user.type(screen.getByLabelText('Registered company name'), 'Farouk Haulage LLC');
    const vat = screen.getByLabelText('VAT registration number');
    await user.type(vat, '1002');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Enter the VAT number as 15 digits (Oman: OM and 10 digits).'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    // The shape is right; the server refuses it under its country's rule and says why.
    await user.type(vat, '34567800003');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Invoice details updated')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({
      userId: USER_ID,
      userData: {
        legalName: 'Farouk Haulage LLC',
        vatNumber: '100234567800003',
        crNumber: '',
        companyAddress: 'Jebel Ali, Dubai',
      },
    });
    expect(screen.getByLabelText('VAT registration number')).toHaveValue('100234567800003');
    expect(screen.getByLabelText('VAT registration number')).toBeDisabled();
  });

  it('shows a shipper no invoice details', () => {
    mockApi({});
    renderProfile({ ...provider, userType: 'user', groupId: null });
    expect(screen.queryByRole('heading', { name: 'Invoice Details' })).not.toBeInTheDocument();
  });

  it('shows a shipper no waiting terms, and asks for none', () => {
    const calls = mockApi({});
    renderProfile({ ...provider, userType: 'user', groupId: null });
    expect(screen.queryByRole('heading', { name: 'Waiting Terms' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('Waiting terms', () => {
  const terms = () => screen.getByRole('region', { name: 'Waiting Terms' });

  it('shows the free waiting time and the hourly rates saved, each currency in its place', async () => {
    mockApi({
      'GET /api/truckgroup/group-7': [group],
      [`GET ${WAITING_TERMS}`]: [
        { body: { success: true, data: { freeWaitingMinutes: 90, waitingRates: { KWD: 4.5 } } } },
      ],
    });
    renderProfile();
    const free = await within(terms()).findByLabelText('Free waiting time (minutes)');
    await waitFor(() => expect(free).toHaveValue(90));
    expect(free).toBeDisabled();
    expect(within(terms()).getByLabelText('KWD per hour')).toHaveValue(4.5);
    expect(within(terms()).getByLabelText('SAR per hour')).toHaveValue(null);
    expect(terms()).toHaveTextContent('The default is 2 hr.');
  });

  it('checks the values by the contract’s rules, then saves them with an Idempotency-Key', async () => {
    const saved = { freeWaitingMinutes: 150, waitingRates: { SAR: 120, KWD: 3.5 } };
    const calls = mockApi({
      'GET /api/truckgroup/group-7': [group],
      [`PUT ${WAITING_TERMS}`]: [{ body: { success: true, data: saved } }],
    });
    const user = userEvent.setup();
    renderProfile();
    const free = await within(terms()).findByLabelText('Free waiting time (minutes)');
    await waitFor(() => expect(free).toHaveValue(120));
    await user.click(within(terms()).getByRole('button', { name: 'Edit Waiting Terms' }));
    await user.clear(free);
    await user.type(free, '2000');
    await user.type(within(terms()).getByLabelText('SAR per hour'), '0');
    await user.click(within(terms()).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(terms()).findByText('Enter whole minutes from 0 to 1,440 (24 hours).'),
    ).toBeInTheDocument();
    expect(
      within(terms()).getByText('Enter a rate above 0 and not more than 100,000.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.clear(free);
    await user.type(free, '150');
    await user.clear(within(terms()).getByLabelText('SAR per hour'));
    await user.type(within(terms()).getByLabelText('SAR per hour'), '120');
    await user.type(within(terms()).getByLabelText('KWD per hour'), '3.5');
    await user.click(within(terms()).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Waiting terms saved')).toBeInTheDocument();
    const [put] = calls.filter((call) => call.method === 'PUT');
    // Empty currencies are left out: no rate, not a rate of 0.
    expect(put?.body).toEqual(saved);
    expect(put?.idempotencyKey).toBeTruthy();
    expect(within(terms()).getByLabelText('Free waiting time (minutes)')).toBeDisabled();
    expect(within(terms()).getByLabelText('KWD per hour')).toHaveValue(3.5);
  });

  it('says why a save failed, and keeps what was typed', async () => {
    mockApi({
      'GET /api/truckgroup/group-7': [group],
      [`PUT ${WAITING_TERMS}`]: [{ status: 500, body: { success: false } }],
    });
    const user = userEvent.setup();
    renderProfile();
    const free = await within(terms()).findByLabelText('Free waiting time (minutes)');
    await waitFor(() => expect(free).toHaveValue(120));
    await user.click(within(terms()).getByRole('button', { name: 'Edit Waiting Terms' }));
    await user.clear(free);
    await user.type(free, '45');
    await user.click(within(terms()).getByRole('button', { name: 'Save Changes' }));
    expect(await within(terms()).findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
    expect(free).toHaveValue(45);
    expect(free).toBeEnabled();
  });

  it('says when the terms could not be loaded, and tries again', async () => {
    mockApi({
      'GET /api/truckgroup/group-7': [group],
      // A refusal is not retried by itself: the provider tries again.
      [`GET ${WAITING_TERMS}`]: [{ status: 403, body: { success: false } }, defaultTerms],
    });
    const user = userEvent.setup();
    renderProfile();
    expect(
      await within(terms()).findByText('Could not load your waiting terms.'),
    ).toBeInTheDocument();
    await user.click(within(terms()).getByRole('button', { name: 'Try Again' }));
    expect(
      await within(terms()).findByLabelText('Free waiting time (minutes)'),
    ).toBeInTheDocument();
  });
});
