import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInPage } from '../../src/features/auth/sign-in-page';
import { createQueryClient } from '../../src/lib/query-client';

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> } | 'offline';
type Call = { method: string; url: string; body: unknown };

const OTP_ID = '2f1c6a4e-7b7a-4a36-9d7e-3f1c2b9a0c11';
const OTHER_OTP_ID = '9a1c6a4e-7b7a-4a36-9d7e-3f1c2b9a0c22';

/** fetch at the network boundary: each call is recorded and answered from a queue per endpoint. */
function mockApi(replies: Record<string, Reply[]>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const reply = replies[`${method} ${url}`]?.shift();
      if (!reply) throw new Error(`Unexpected call ${method} ${url}`);
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply.body ?? { success: true }), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...reply.headers },
      });
    }),
  );
  return calls;
}

const sent = (resendAfterSeconds = 30, otpId = OTP_ID): Reply => ({
  body: { success: true, data: { otpId, resendAfterSeconds } },
});

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname + location.search}|{JSON.stringify(location.state)}
    </p>
  );
}

function renderSignIn(entry = '/signin') {
  const router = createMemoryRouter(
    [
      { path: '/signin', element: <SignInPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const phoneField = () => screen.getByLabelText('Phone number');

async function reachOtpStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(phoneField(), '501234567');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByRole('heading', { name: 'Enter OTP' });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sign-in step 1: phone', () => {
  it('offers the six countries, Saudi Arabia (+966) first chosen', () => {
    mockApi({});
    renderSignIn();
    const select = screen.getByLabelText('Country code');
    expect(select).toHaveValue('+966');
    expect(screen.getByRole('option', { name: 'Saudi Arabia (+966)' })).toBeInTheDocument();
    expect(within(select).getAllByRole('option')).toHaveLength(6);
  });

  it('strips anything but digits as typed and stops at the country length', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderSignIn();
    await user.type(phoneField(), 'ab5-0 1234567899');
    expect(phoneField()).toHaveValue('501234567');
    await user.selectOptions(screen.getByLabelText('Country code'), '+965');
    expect(phoneField()).toHaveValue('50123456');
  });

  it('refuses a short number with the exact-length message and sends nothing', async () => {
    const calls = mockApi({});
    const user = userEvent.setup();
    renderSignIn();
    await user.type(phoneField(), '50123');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid 9-digit phone number',
    );
    await user.selectOptions(screen.getByLabelText('Country code'), '+973');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter a valid 8-digit phone number',
    );
    expect(calls).toHaveLength(0);
  });

  it('sends the national digits and the dial code', async () => {
    const calls = mockApi({ 'POST /api/user/send-otp': [sent()] });
    const user = userEvent.setup();
    renderSignIn();
    await reachOtpStep(user);
    // With the language shown: the SMS is written in it.
    expect(calls[0]?.body).toEqual({ phone: '501234567', countryCode: '+966', language: 'en' });
    expect(screen.getByPlaceholderText('Enter 6-digit OTP')).toHaveAttribute(
      'inputmode',
      'numeric',
    );
    expect(screen.getByPlaceholderText('Enter 6-digit OTP')).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
  });

  it("shows the server's message when the send is refused", async () => {
    mockApi({
      'POST /api/user/send-otp': [
        { status: 400, body: { success: false, msg: 'This number cannot receive SMS' } },
      ],
    });
    const user = userEvent.setup();
    renderSignIn();
    await user.type(phoneField(), '501234567');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This number cannot receive SMS');
  });

  it('shows the generic message when the network fails', async () => {
    mockApi({ 'POST /api/user/send-otp': ['offline'] });
    const user = userEvent.setup();
    renderSignIn();
    await user.type(phoneField(), '501234567');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error sending OTP. Please try again.',
    );
  });

  it('on 429 shows the message with the wait and holds the button until it passes', async () => {
    mockApi({
      'POST /api/user/send-otp': [
        {
          status: 429,
          body: { success: false, msg: 'Too many requests.' },
          headers: { 'Retry-After': '45' },
        },
      ],
    });
    const user = userEvent.setup();
    renderSignIn();
    await user.type(phoneField(), '501234567');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait 45 seconds.',
    );
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeDisabled();
  });

  it('shows why the user is here after a failed session check', () => {
    mockApi({});
    const router = createMemoryRouter([{ path: '/signin', element: <SignInPage /> }], {
      initialEntries: [{ pathname: '/signin', state: { notice: 'sessionFailed' } }],
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Session verification failed. Please try again.',
    );
  });
});

describe('sign-in step 2: Enter OTP', () => {
  it('checks for 6 digits before verifying', async () => {
    const calls = mockApi({ 'POST /api/user/send-otp': [sent()] });
    const user = userEvent.setup();
    renderSignIn();
    await reachOtpStep(user);
    await user.type(screen.getByLabelText(/OTP/), '12a34-5');
    expect(screen.getByLabelText(/OTP/)).toHaveValue('12345');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the 6-digit OTP');
    expect(calls.filter((call) => call.url.endsWith('verify-otp'))).toHaveLength(0);
  });

  it('counts down 30 s, then offers Resend OTP, which asks again and restarts the wait', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockApi({
      'POST /api/user/send-otp': [sent(), sent(30, OTHER_OTP_ID)],
      'POST /api/user/verify-otp': [
        {
          body: { success: true, data: { token: 't', _id: 'u', userType: 'user', sessionId: 's' } },
        },
      ],
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSignIn();
    await reachOtpStep(user);

    expect(screen.getByRole('timer')).toHaveTextContent('0:30');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:01');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));

    await screen.findByText('A new code is on its way.');
    expect(screen.getByRole('timer')).toHaveTextContent('0:30');
    expect(calls.filter((call) => call.url.endsWith('send-otp'))).toHaveLength(2);

    // The new code's otpId is the one verified.
    await user.type(screen.getByLabelText(/OTP/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/user/verify-otp'));
    expect(calls.at(-1)?.body).toEqual({
      phoneNumber: '501234567',
      otp: '123456',
      otpId: OTHER_OTP_ID,
    });
  });

  it("shows the server's message, or Invalid OTP, when verification fails", async () => {
    mockApi({
      'POST /api/user/send-otp': [sent()],
      'POST /api/user/verify-otp': [
        { status: 400, body: { success: false, msg: 'OTP has expired. Request a new one.' } },
        { status: 400, body: { success: false } },
      ],
    });
    const user = userEvent.setup();
    renderSignIn();
    await reachOtpStep(user);
    await user.type(screen.getByLabelText(/OTP/), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'OTP has expired. Request a new one.',
    );
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.'),
    );
  });

  it('goes back to change the number, keeping what was typed', async () => {
    mockApi({ 'POST /api/user/send-otp': [sent()] });
    const user = userEvent.setup();
    renderSignIn();
    await reachOtpStep(user);
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(phoneField()).toHaveValue('501234567');
  });

  it('stores the session and goes home', async () => {
    mockApi({
      'POST /api/user/send-otp': [sent()],
      'POST /api/user/verify-otp': [
        {
          body: {
            success: true,
            data: { token: 'tok', _id: 'user-1', userType: 'provider', sessionId: 'ses-1' },
          },
        },
      ],
    });
    const user = userEvent.setup();
    renderSignIn();
    await reachOtpStep(user);
    await user.type(screen.getByLabelText(/OTP/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/\|/);
    expect(localStorage.getItem('token')).toBe('tok');
    expect(localStorage.getItem('userId')).toBe('user-1');
    expect(localStorage.getItem('userType')).toBe('provider');
    expect(localStorage.getItem('sessionId')).toBe('ses-1');
  });

  it('a new user arriving to post a load completes the profile first, then returns', async () => {
    mockApi({
      'POST /api/user/send-otp': [sent()],
      'POST /api/user/verify-otp': [
        {
          body: { success: true, data: { token: 'tok', _id: 'u', userType: null, sessionId: 's' } },
        },
      ],
    });
    const user = userEvent.setup();
    renderSignIn('/signin?redirect=post-load&deviceFingerprint=fp-9');
    await reachOtpStep(user);
    await user.type(screen.getByLabelText(/OTP/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/profile-update|{"from":"/post-load?deviceFingerprint=fp-9"}',
    );
    expect(localStorage.getItem('userType')).toBeNull();
  });
});

const verified: Reply = {
  body: { success: true, data: { token: 'tok', _id: 'user-1', userType: 'user', sessionId: 's' } },
};
const storedStep = () => JSON.parse(sessionStorage.getItem('signInCodeStep') ?? 'null') as unknown;

describe('sign-in step 2 after a reload', () => {
  it('comes back on the code step: the number, the code to verify and the resend wait, never the code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockApi({
      'POST /api/user/send-otp': [sent()],
      'POST /api/user/verify-otp': [verified],
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSignIn();
    await reachOtpStep(user);
    await user.type(screen.getByLabelText(/OTP/), '135');
    // Exactly these fields: the code typed so far is not one of them. (Not a search of the
    // stored text for '135': the resend time, a number of milliseconds, may contain it.)
    expect(storedStep()).toEqual({
      countryCode: '+966',
      phone: '501234567',
      otpId: OTP_ID,
      resendAt: expect.any(Number),
      lockedUntil: null,
    });

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    cleanup();
    renderSignIn();
    expect(screen.getByRole('heading', { name: 'Enter OTP' })).toBeInTheDocument();
    expect(screen.getByText('+966 501234567')).toBeInTheDocument();
    expect(screen.getByLabelText(/OTP/)).toHaveValue('');
    // The wait goes on from where it was, not from 30 s again.
    expect(screen.getByRole('timer')).toHaveTextContent('0:20');

    await user.type(screen.getByLabelText(/OTP/), '135790');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/\|/);
    expect(calls.at(-1)?.body).toEqual({ phoneNumber: '501234567', otp: '135790', otpId: OTP_ID });
    // Signed in: nothing of the step is kept.
    expect(sessionStorage.getItem('signInCodeStep')).toBeNull();
  });

  it('Change number forgets the code step, so a reload starts from the number', async () => {
    mockApi({ 'POST /api/user/send-otp': [sent()] });
    const user = userEvent.setup();
    renderSignIn();
    await reachOtpStep(user);
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(sessionStorage.getItem('signInCodeStep')).toBeNull();
    cleanup();
    renderSignIn();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });
});

describe('sign-in step 2: locked after too many wrong codes', () => {
  const lockedReply = (lockedUntil: number, minutes: number): Reply => ({
    status: 429,
    body: {
      success: false,
      msg: `Too many wrong codes. Please try again in ${minutes} minutes.`,
      lockedUntil: new Date(lockedUntil).toISOString(),
    },
    headers: { 'Retry-After': String(minutes * 60) },
  });

  it('turns Verify off with the reason, shows one countdown to the lock’s end, offers no resend before it, then turns Verify on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      'POST /api/user/send-otp': [sent(), sent(30, OTHER_OTP_ID)],
      'POST /api/user/verify-otp': [lockedReply(Date.now() + 15 * 60_000, 15)],
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSignIn();
    await reachOtpStep(user);
    await user.type(screen.getByLabelText(/OTP/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    const verify = await screen.findByRole('button', { name: 'Verify OTP' });
    await waitFor(() => expect(verify).toBeDisabled());
    expect(verify).toHaveAccessibleDescription(
      /Too many wrong codes\. Sign-in for this number is paused\.\s*You can request a new code and try again in 1[45]:\d\d\./,
    );
    // One message: the server's fixed '15 minutes' is not shown beside the countdown, and the
    // 30-second resend countdown and button are gone.
    expect(screen.queryByText(/Please try again in 15 minutes/)).toBeNull();
    expect(screen.getAllByRole('timer')).toHaveLength(1);
    expect(screen.getByRole('timer')).toHaveTextContent(
      /You can request a new code and try again in 1[45]:\d\d\./,
    );
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    expect(storedStep()).toMatchObject({ lockedUntil: expect.any(Number) });

    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(screen.getByRole('timer')).toHaveTextContent(/try again in [45]:\d\d\./);
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000 + 1_000));
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeEnabled();
    expect(screen.queryByRole('timer')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument();
  });

  it('stays locked through a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      'POST /api/user/send-otp': [sent()],
      'POST /api/user/verify-otp': [lockedReply(Date.now() + 15 * 60_000, 15)],
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSignIn();
    await reachOtpStep(user);
    await user.type(screen.getByLabelText(/OTP/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeDisabled());

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    cleanup();
    renderSignIn();
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent(/try again in 1[34]:\d\d\./);
  });

  it('a resend that meets the lock shows the same locked state', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      'POST /api/user/send-otp': [sent(), lockedReply(Date.now() + 9 * 60_000, 9)],
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSignIn();
    await reachOtpStep(user);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeDisabled());
    expect(screen.getByRole('timer')).toHaveTextContent(/try again in [89]:\d\d\./);
    expect(screen.queryByText(/Please try again in 9 minutes/)).toBeNull();
  });
});
