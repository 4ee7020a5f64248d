import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
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
type Call = { method: string; url: string; body: unknown };

function mockApi(replies: Record<string, Reply[]>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const url = String(input);
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const reply = replies[`${method} ${url}`]?.shift();
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
    expect(calls).toHaveLength(1);
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
});
