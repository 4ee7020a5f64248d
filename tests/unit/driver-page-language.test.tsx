import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../src/app/i18n';
import {
  callsTo,
  DETAILS,
  DEVICE_KEY,
  linkApi,
  makeCharge,
  makeLinkDetails,
  ok,
  PAGE_URL,
  refuse,
  renderDriverPage,
  setUpDriverPageTests,
  VERIFY,
} from './driver-page-harness';
import { serveLocaleFilesToo } from './language-network';

vi.mock('../../src/lib/device-key', () => ({ getDeviceKey: vi.fn(async () => DEVICE_KEY) }));
vi.mock('../../src/features/driver-page/tracking/position-source', () => ({
  watchPositions: vi.fn(() => () => {}),
}));

setUpDriverPageTests();
afterEach(() => setLanguage('en'));

const html = () => document.documentElement;

describe('driver link page: language', () => {
  it('offers the five languages, each by its own name, before any trip shows', async () => {
    linkApi({ [VERIFY]: [refuse(403, 'Access denied')] });
    renderDriverPage();
    await screen.findByRole('heading', { name: 'Access denied' });
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'العربية', 'اردو', 'हिन्दी', 'বাংলা']);
  });

  it("keeps the driver's choice on the phone and drops the link's ?lang=, so a reload keeps it", async () => {
    const calls = linkApi();
    serveLocaleFilesToo();
    const { user } = renderDriverPage(`${PAGE_URL}?lang=ur`);
    await screen.findByRole('heading', { name: /TR-12/ });
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    // The link's calls say the language shown, as every API call does.
    expect(callsTo(calls, VERIFY)[0]?.headers['accept-language']).toBe('en');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी');
    await waitFor(() => expect(html()).toHaveAttribute('lang', 'hi'));
    expect(html()).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem('driverLanguage')).toBe('hi');
    // The app's own choice is not the driver's.
    expect(localStorage.getItem('language')).toBeNull();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe(PAGE_URL);
  });

  it("names the link's manifest in the language shown, so the home-screen icon is named in it", async () => {
    const manifest = document.createElement('link');
    manifest.rel = 'manifest';
    manifest.href = '/manifest.webmanifest';
    document.head.append(manifest);
    try {
      linkApi();
      serveLocaleFilesToo();
      const { user } = renderDriverPage();
      await screen.findByRole('heading', { name: /TR-12/ });
      const manifestPath = `/api/driver-links/${PAGE_URL.split('/').at(-1)}/manifest.webmanifest`;
      expect(new URL(manifest.href).pathname + new URL(manifest.href).search).toBe(
        `${manifestPath}?lang=en`,
      );
      await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'বাংলা');
      await waitFor(() => expect(new URL(manifest.href).search).toBe('?lang=bn'));
    } finally {
      manifest.remove();
    }
  });

  it("names the provider's waiting charge in the driver's language, and leaves a driver's own reason as written", async () => {
    linkApi({
      [DETAILS]: [
        ok(
          makeLinkDetails([
            makeCharge({ _id: 'w', reason: 'Waiting at delivery', waitingStop: 'delivery' }),
            makeCharge({ _id: 't', reason: 'Toll at Al Batha' }),
          ]),
        ),
      ],
    });
    serveLocaleFilesToo();
    const { user } = renderDriverPage();
    const charges = await screen.findByRole('region', { name: 'Charges' });
    expect(await within(charges).findByText('Waiting at delivery')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'اردو');
    expect(await within(charges).findByText('مال پہنچانے کی جگہ پر انتظار')).toBeInTheDocument();
    expect(within(charges).queryByText('Waiting at delivery')).not.toBeInTheDocument();
    expect(within(charges).getByText('Toll at Al Batha')).toBeInTheDocument();
  });
});
