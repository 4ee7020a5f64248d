import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileGate } from '../../src/app/guards/profile-gate';
import { SessionGuard } from '../../src/app/guards/session-guard';
import { useSession } from '../../src/app/session-context';
import type { User } from '../../src/contract/user';
import { createQueryClient } from '../../src/lib/query-client';

const USER_ID = '0b6a4d1e-6f2c-4c5e-8a36-5a8f0f3f1a01';
const SESSION_ID = '4c1e2f3a-9b8c-4d7e-a6f5-1e2d3c4b5a60';

const provider: User = {
  _id: USER_ID,
  userName: 'Khalid',
  lastName: 'Hassan',
  email: 'khalid@example.sa',
  phone: '501234567',
  countryCode: '+966',
  companyName: 'Hassan Transport',
  companyAddress: 'Dammam',
  legalName: null,
  vatNumber: null,
  crNumber: null,
  userType: 'provider',
  sessionId: SESSION_ID,
  groupId: null,
  language: 'en',
};

type Reply = { status?: number; body?: unknown } | 'offline';
type Call = { method: string; url: string; body: unknown; auth: string | null };

function mockApi(reply: (call: Call) => Reply) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      const call = {
        method: init.method ?? 'GET',
        url: String(input),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        auth: headers.get('Authorization'),
      };
      calls.push(call);
      const answer = reply(call);
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body ?? { success: true }), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

const verified = (user: User): Reply => ({ body: { success: true, data: { user } } });
const verifyCalls = (calls: Call[]) => calls.filter((call) => call.url.endsWith('session-verify'));

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}|{JSON.stringify(location.state)}
    </p>
  );
}

function Page() {
  const { user, userType, signOut } = useSession();
  return (
    <div>
      <Where />
      <p>
        {user?.userName} ({userType})
      </p>
      <Link to="/profile">Profile</Link>
      <button type="button" onClick={() => void signOut()}>
        Sign Out
      </button>
    </div>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/signin', element: <Where /> },
      {
        element: <SessionGuard />,
        children: [
          { path: '/profile-update', element: <Where /> },
          {
            element: <ProfileGate />,
            children: ['/', '/my-loads', '/find-loads', '/trips', '/profile'].map((p) => ({
              path: p,
              element: <Page />,
            })),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function signIn(userType: 'user' | 'provider' | null = 'provider') {
  localStorage.setItem('token', 'tok-1');
  localStorage.setItem('sessionId', SESSION_ID);
  localStorage.setItem('userId', USER_ID);
  if (userType) localStorage.setItem('userType', userType);
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('session guard', () => {
  it('sends a visitor without a token to sign-in', async () => {
    const calls = mockApi(() => verified(provider));
    renderAt('/trips');
    expect(await screen.findByTestId('where')).toHaveTextContent('/signin');
    expect(calls).toHaveLength(0);
  });

  it('verifies the session on entry and provides the user', async () => {
    signIn();
    const calls = mockApi(() => verified(provider));
    renderAt('/trips');
    expect(await screen.findByText('Khalid (provider)')).toBeInTheDocument();
    expect(verifyCalls(calls)[0]).toMatchObject({
      method: 'POST',
      body: { sessionId: SESSION_ID, userId: USER_ID },
      auth: 'Bearer tok-1',
    });
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toMatchObject({ _id: USER_ID });
    expect(Number(localStorage.getItem('lastSessionVerification'))).toBeGreaterThan(0);
  });

  it('redirects a cross-role route to the role home', async () => {
    signIn();
    mockApi(() => verified(provider));
    renderAt('/my-loads');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/find-loads'));

    cleanup();
    localStorage.clear();
    signIn('user');
    mockApi(() => verified({ ...provider, userType: 'user' }));
    renderAt('/trips');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/my-loads'));
  });

  it('sends an incomplete profile to Complete Your Profile, remembering the way', async () => {
    signIn(null);
    mockApi(() => verified({ ...provider, email: null, userType: null }));
    renderAt('/trips');
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/profile-update|{"from":"/trips"}',
    );
  });

  it('on a refused session shows why, then after 1 s clears storage and opens sign-in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    mockApi(() => ({ status: 401, body: { success: false, msg: 'Session expired' } }));
    renderAt('/trips');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Session verification failed. Please try again.',
    );
    expect(localStorage.getItem('token')).toBe('tok-1');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/signin|{"notice":"sessionFailed"}'),
    );
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('sessionId')).toBeNull();
  });

  it('treats success false as a refused session too', async () => {
    signIn();
    mockApi(() => ({ body: { success: false, msg: 'Invalid session' } }));
    renderAt('/');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Session verification failed. Please try again.',
    );
  });

  it('keeps working from the stored user when the server cannot be reached', async () => {
    signIn();
    localStorage.setItem('userData', JSON.stringify(provider));
    mockApi(() => 'offline');
    renderAt('/trips');
    expect(await screen.findByText('Khalid (provider)')).toBeInTheDocument();
  });

  it('verifies again on every route change', async () => {
    signIn();
    const calls = mockApi(() => verified(provider));
    const user = userEvent.setup();
    renderAt('/trips');
    await screen.findByText('Khalid (provider)');
    await waitFor(() => expect(verifyCalls(calls)).toHaveLength(1));
    await user.click(screen.getByRole('link', { name: 'Profile' }));
    await waitFor(() => expect(verifyCalls(calls)).toHaveLength(2));
  });

  it('verifies again once 5 minutes have passed since the last check', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const calls = mockApi(() => verified(provider));
    renderAt('/trips');
    await screen.findByText('Khalid (provider)');
    await waitFor(() => expect(verifyCalls(calls)).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(4 * 60 * 1000));
    expect(verifyCalls(calls)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(60 * 1000 + 100));
    await waitFor(() => expect(verifyCalls(calls)).toHaveLength(2));
  });

  it('signs out: revokes the session, clears storage and opens sign-in', async () => {
    signIn();
    localStorage.setItem('userData', JSON.stringify(provider));
    const calls = mockApi(() => verified(provider));
    const user = userEvent.setup();
    renderAt('/trips');
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/signin'));
    expect(
      calls.some((call) => call.url === '/api/user/logout' && call.auth === 'Bearer tok-1'),
    ).toBe(true);
    for (const key of ['token', 'userId', 'sessionId', 'userType', 'userData']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });
});
