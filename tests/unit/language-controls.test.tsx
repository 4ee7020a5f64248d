import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../src/app/i18n';
import { useProfileLanguage } from '../../src/app/language/use-profile-language';
import { SessionContext } from '../../src/app/session-context';
import type { User } from '../../src/contract/user';
import { SignInPage } from '../../src/features/auth/sign-in-page';
import { ProfilePage } from '../../src/features/profile/profile-page';
import { createQueryClient } from '../../src/lib/query-client';
import { languageNetwork } from './language-network';
import { callsTo } from './mock-api';

const USER_ID = '5a2b3c4d-1e2f-4a5b-8c7d-9e0f1a2b3c4d';
const OTP_ID = '2f1c6a4e-7b7a-4a36-9d7e-3f1c2b9a0c11';

const shipper: User = {
  _id: USER_ID,
  userName: 'Hind',
  lastName: null,
  email: 'hind@example.com',
  phone: '501112223',
  countryCode: '+966',
  companyName: 'Hind Trading',
  companyAddress: null,
  legalName: null,
  vatNumber: null,
  crNumber: null,
  userType: 'user',
  sessionId: 's1',
  groupId: null,
  language: 'en',
};

const html = () => document.documentElement;
// By id: once the page is in Arabic its words are too.
const control = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

function renderAt(path: string, element: ReactNode) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function renderProfile(user: User = shipper) {
  renderAt(
    '/profile',
    <SessionContext value={{ user, userType: user.userType, signOut: async () => {} }}>
      <ProfilePage />
    </SessionContext>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(async () => {
  cleanup();
  await setLanguage('en');
  vi.unstubAllGlobals();
});

describe("a visitor's language (sign-in)", () => {
  it('switches the page to Arabic, keeps the choice in the browser and asks for the SMS in it', async () => {
    const calls = languageNetwork({
      'POST /api/user/send-otp': [
        { body: { success: true, data: { otpId: OTP_ID, resendAfterSeconds: 30 } } },
      ],
    });
    const user = userEvent.setup();
    renderAt('/signin', <SignInPage />);
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('en');
    await user.selectOptions(language, 'العربية');
    await waitFor(() => expect(html()).toHaveAttribute('dir', 'rtl'));
    expect(html()).toHaveAttribute('lang', 'ar');
    expect(localStorage.getItem('language')).toBe('ar');
    expect(control('signin-language')).toHaveValue('ar');

    await user.type(control('signin-phone'), '501234567');
    await user.click(
      control<HTMLFormElement>('signin-phone').form!.querySelector('[type=submit]')!,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ language: 'ar' });
    expect(calls[0]?.headers.get('Accept-Language')).toBe('ar');
  });
});

describe("a signed-in user's language (Profile)", () => {
  it('is saved with the user, one Idempotency-Key for the intent, then shown', async () => {
    const calls = languageNetwork({
      'POST /api/user/update-profile': [
        { body: { success: true, data: { user: { ...shipper, language: 'ar' } } } },
      ],
    });
    const user = userEvent.setup();
    renderProfile();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'العربية');
    await waitFor(() => expect(html()).toHaveAttribute('lang', 'ar'));
    expect(html()).toHaveAttribute('dir', 'rtl');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ userId: USER_ID, userData: { language: 'ar' } });
    expect(calls[0]?.headers.get('Idempotency-Key')).toMatch(/.{16,}/);
    // The device's copy: the next start opens in it before the profile is read.
    expect(localStorage.getItem('language')).toBe('ar');
  });

  it('stays as it was, saying why, when the server cannot save it', async () => {
    languageNetwork({
      'POST /api/user/update-profile': [{ status: 500, body: { success: false } }],
    });
    const user = userEvent.setup();
    renderProfile();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'العربية');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
    expect(html()).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('follows the profile once signed in, on any device', async () => {
    languageNetwork({});
    renderHook(() => useProfileLanguage({ _id: shipper._id, language: 'ar' }));
    await waitFor(() => expect(html()).toHaveAttribute('lang', 'ar'));
    expect(localStorage.getItem('language')).toBe('ar');
  });

  it("saves a language chosen on the sign-in page to the profile, instead of going back to the profile's", async () => {
    const calls = languageNetwork({
      'POST /api/user/update-profile': [
        { body: { success: true, data: { user: { ...shipper, language: 'ar' } } } },
      ],
    });
    const user = userEvent.setup();
    renderAt('/signin', <SignInPage />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'العربية');
    await waitFor(() => expect(html()).toHaveAttribute('lang', 'ar'));
    cleanup();

    renderHook(() => useProfileLanguage({ _id: shipper._id, language: 'en' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/user/update-profile')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/user/update-profile')[0]?.body).toMatchObject({
      userId: shipper._id,
      userData: { language: 'ar' },
    });
    expect(html()).toHaveAttribute('lang', 'ar');

    // Once: the next sign-in follows the profile again.
    renderHook(() => useProfileLanguage({ _id: shipper._id, language: 'en' }));
    await waitFor(() => expect(html()).toHaveAttribute('lang', 'en'));
  });

  it('leaves the app in its language when the profile names one it does not offer', async () => {
    languageNetwork({});
    renderHook(() => useProfileLanguage({ _id: shipper._id, language: 'bn' }));
    await new Promise((done) => setTimeout(done, 50));
    expect(html()).toHaveAttribute('lang', 'en');
  });
});
