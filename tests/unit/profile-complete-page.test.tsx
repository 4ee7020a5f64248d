import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../src/app/session-context';
import type { User } from '../../src/contract/user';
import { CompleteProfilePage } from '../../src/features/profile/complete-profile-page';
import { createQueryClient } from '../../src/lib/query-client';

const USER_ID = '7d3f0c2a-1b4e-4f6a-9c8d-2e1f0a3b4c5d';

const newUser: User = {
  _id: USER_ID,
  userName: null,
  lastName: null,
  email: null,
  phone: '501234567',
  countryCode: '+966',
  companyName: null,
  companyAddress: null,
  legalName: null,
  vatNumber: null,
  crNumber: null,
  userType: null,
  sessionId: 's1',
  groupId: null,
  language: 'en',
};

type Reply = { status?: number; body?: unknown } | 'offline';
type Call = { url: string; body: unknown };

function mockApi(replies: Reply[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push({
        url: String(input),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      const reply = replies.shift();
      if (!reply) throw new Error(`Unexpected call ${String(input)}`);
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply.body ?? { success: true }), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPage(user: User, from = '/post-load?deviceFingerprint=fp') {
  const router = createMemoryRouter(
    [
      { path: '/profile-update', element: <CompleteProfilePage /> },
      { path: '*', element: <Where /> },
    ],
    {
      initialEntries: ['/trips', { pathname: '/profile-update', state: { from } }],
      initialIndex: 1,
    },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionContext value={{ user, userType: user.userType, signOut: vi.fn(async () => {}) }}>
        <RouterProvider router={router} />
      </SessionContext>
    </QueryClientProvider>,
  );
  return router;
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First name/), 'Noura');
  await user.type(screen.getByLabelText(/Last name/), 'Al Harbi');
  await user.type(screen.getByLabelText(/Email/), 'Noura@Example.sa ');
  await user.type(screen.getByLabelText(/Company name/), 'Harbi Logistics');
  await user.type(screen.getByLabelText(/Company address/), 'King Fahd Rd, Riyadh');
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Complete Your Profile', () => {
  it('is a modal titled Complete Your Profile showing the phone read-only', () => {
    mockApi([]);
    renderPage(newUser);
    expect(screen.getByRole('dialog', { name: 'Complete Your Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveValue('+966 501234567');
    expect(screen.getByLabelText('Phone number')).toBeDisabled();
  });

  it('asks everything required before saving', async () => {
    const calls = mockApi([]);
    const user = userEvent.setup();
    renderPage(newUser);
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByText('Choose how you will use Gulf Freight')).toBeInTheDocument();
    expect(screen.getByText('Enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your company name')).toBeInTheDocument();
    expect(screen.getByText('Enter your company address')).toBeInTheDocument();
    expect(screen.getByLabelText(/Last name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('checks the email format', async () => {
    const calls = mockApi([]);
    const user = userEvent.setup();
    renderPage(newUser);
    await user.click(screen.getByRole('radio', { name: 'Shipper — I need to move goods' }));
    await fillDetails(user);
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'noura@');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Please fill in all required fields')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('saves the role and details, stores the user and returns where the user was going', async () => {
    const saved: User = {
      ...newUser,
      userName: 'Noura',
      lastName: 'Al Harbi',
      email: 'noura@example.sa',
      companyName: 'Harbi Logistics',
      companyAddress: 'King Fahd Rd, Riyadh',
      userType: 'provider',
      groupId: 'g1',
    };
    const calls = mockApi([{ body: { success: true, data: { user: saved } } }]);
    const user = userEvent.setup();
    renderPage(newUser);
    await user.click(screen.getByRole('radio', { name: 'Transport provider — I run trucks' }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/post-load?deviceFingerprint=fp');
    expect(calls[0]).toEqual({
      url: '/api/user/update-profile',
      body: {
        userId: USER_ID,
        userData: {
          userName: 'Noura',
          lastName: 'Al Harbi',
          email: 'noura@example.sa',
          companyName: 'Harbi Logistics',
          companyAddress: 'King Fahd Rd, Riyadh',
          userType: 'provider',
        },
      },
    });
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toMatchObject({ groupId: 'g1' });
    expect(localStorage.getItem('userType')).toBe('provider');
  });

  it('does not ask for, or send, a role the user already has', async () => {
    const calls = mockApi([
      { body: { success: true, data: { user: { ...newUser, userType: 'user' } } } },
    ]);
    const user = userEvent.setup();
    renderPage({ ...newUser, userType: 'user' }, '/');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const body = calls[0]?.body as { userData: Record<string, unknown> };
    expect(body.userData).toMatchObject({ userName: 'Noura', companyName: 'Harbi Logistics' });
    expect(body.userData).not.toHaveProperty('userType');
  });

  it('shows the duplicate email message under the email field', async () => {
    mockApi([
      {
        status: 409,
        body: {
          success: false,
          msg: 'This email address is already in use. Please use a different email.',
        },
      },
    ]);
    const user = userEvent.setup();
    renderPage(newUser);
    await user.click(screen.getByRole('radio', { name: 'Shipper — I need to move goods' }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This email address is already in use. Please use a different email.',
    );
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('blocks Back', async () => {
    mockApi([]);
    const router = renderPage(newUser);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/profile-update');
    expect(screen.getByRole('dialog', { name: 'Complete Your Profile' })).toBeInTheDocument();
  });
});
