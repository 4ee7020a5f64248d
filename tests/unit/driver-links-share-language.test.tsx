import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../src/app/i18n';
import { registerLocaleUrls } from '../../src/app/language/locale-bundles';
import { LinkSharePanel } from '../../src/features/driver-links/share/link-share-panel';
import { LINK_ID, makeLink } from './driver-links-test-harness';
import { TRIP_ID } from './trips-test-harness';

const URDU_WORDS = '/assets/driver-share-ur-test.json';
const URDU = {
  title: 'ٹرپ {{trip}} کا ٹریکنگ لنک',
  text: 'ٹرپ {{trip}} ({{from}} → {{to}}) کے لیے آپ کا ٹریکنگ لنک:',
};
const ARABIC_WORDS = '/assets/driver-share-ar-test.json';
const ARABIC = {
  title: 'رابط تتبع الرحلة {{trip}}',
  text: 'رابط التتبع الخاص بك للرحلة {{trip}} ({{from}} ← {{to}}):',
};
const linkAddress = `${window.location.origin}/trip/${TRIP_ID}/details/${LINK_ID}`;

let requested: string[] = [];

function renderPanel() {
  render(
    <MemoryRouter>
      <LinkSharePanel link={makeLink()} />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/** The message WhatsApp gets (no share sheet in jsdom). */
async function whatsappMessage() {
  const share = await screen.findByRole('link', { name: 'Share on WhatsApp' });
  await waitFor(() => expect(share).not.toHaveAttribute('aria-busy'));
  const href = share.getAttribute('href') ?? '';
  return decodeURIComponent(href.slice('https://wa.me/?text='.length));
}

beforeEach(() => {
  requested = [];
  // The share message's strings as JSON files of the build, whatever the branch has translated.
  registerLocaleUrls({
    './locales/ur/driver-share.json': URDU_WORDS,
    './locales/ar/driver-share.json': ARABIC_WORDS,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      requested.push(url);
      if (url === URDU_WORDS) return Response.json(URDU);
      if (url === ARABIC_WORDS) return Response.json(ARABIC);
      throw new Error(`Unexpected call ${url}`);
    }),
  );
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe("a driver link shared in the driver's language", () => {
  it("starts in the provider's own language", async () => {
    await i18n.changeLanguage('ar');
    renderPanel();
    expect(screen.getByRole('combobox', { name: "Driver's language" })).toHaveValue('ar');
    expect(screen.getByRole('textbox', { name: 'Tracking link' })).toHaveValue(
      `${linkAddress}?lang=ar`,
    );
  });

  it('opens in the chosen language and says so in it, while the page stays in its own', async () => {
    const user = renderPanel();
    expect(await whatsappMessage()).toContain('Your tracking link for trip TR-12');
    await user.selectOptions(screen.getByRole('combobox', { name: "Driver's language" }), 'اردو');
    expect(screen.getByRole('textbox', { name: 'Tracking link' })).toHaveValue(
      `${linkAddress}?lang=ur`,
    );
    await waitFor(async () =>
      expect(await whatsappMessage()).toBe(
        `ٹرپ TR-12 (Riyadh → Kuwait City) کے لیے آپ کا ٹریکنگ لنک:\n${linkAddress}?lang=ur`,
      ),
    );
    expect(requested).toEqual([URDU_WORDS]);
    expect(i18n.language).toBe('en');
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' })).toBeInTheDocument();
  });

  it("names the cities in the driver's language when it has names of its own", async () => {
    const user = renderPanel();
    await user.selectOptions(
      screen.getByRole('combobox', { name: "Driver's language" }),
      'العربية',
    );
    await waitFor(async () =>
      expect(await whatsappMessage()).toBe(
        `رابط التتبع الخاص بك للرحلة TR-12 (الرياض ← مدينة الكويت):\n${linkAddress}?lang=ar`,
      ),
    );
    expect(i18n.language).toBe('en');
  });

  it('copies the link in the chosen language', async () => {
    const user = renderPanel();
    // After userEvent's own clipboard.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.selectOptions(screen.getByRole('combobox', { name: "Driver's language" }), 'বাংলা');
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(`${linkAddress}?lang=bn`);
  });

  it('offers no language for an inactive link, whose address is only a record', () => {
    render(
      <MemoryRouter>
        <LinkSharePanel link={makeLink({ isActive: false })} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tracking link' })).toHaveValue(linkAddress);
  });
});
