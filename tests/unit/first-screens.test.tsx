import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import '../../src/app/locales/app-translations';
import { AppFrame } from '../../src/app/app-frame';
import type { FirstScreenName } from '../../src/app/first-screens/first-screen-names';
import { renderFirstScreens } from '../../src/app/first-screens/render-first-screens';
import i18n from '../../src/app/i18n';
import { DRIVER_LANGUAGES, type Language } from '../../src/contract/languages';
import { SignInPage } from '../../src/features/auth/sign-in-page';
import { DriverLinkPage } from '../../src/features/driver-page/driver-link-page';
import { createQueryClient } from '../../src/lib/query-client';

/** Each element in document order: what it is, how it is styled, what it says of itself. */
function outline(root: Element) {
  return [root, ...root.querySelectorAll('*')].map((element) => ({
    tag: element.tagName.toLowerCase(),
    id: element.id,
    className: element.getAttribute('class') ?? '',
    role: element.getAttribute('role'),
    ariaHidden: element.getAttribute('aria-hidden'),
    type: element.getAttribute('type'),
    placeholder: element.getAttribute('placeholder'),
    for: element.getAttribute('for'),
    own: [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join(''),
  }));
}

function drawn(name: FirstScreenName): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = renderFirstScreens()[name] ?? '';
  const screen = holder.firstElementChild;
  if (!(screen instanceof HTMLElement)) throw new Error(`No first screen drawn for ${name}`);
  return screen;
}

const drawnSignIn = () => drawn('signin.en');

/** What the app renders first, in `language`. */
async function live(page: ReactNode, language: Language = 'en'): Promise<HTMLElement> {
  await i18n.changeLanguage(language);
  const { container } = render(
    <QueryClientProvider client={createQueryClient()}>
      <AppFrame>{page}</AppFrame>
    </QueryClientProvider>,
  );
  const screen = container.firstElementChild;
  if (!(screen instanceof HTMLElement)) throw new Error('The page did not render');
  return screen;
}

const signInPage = (
  <MemoryRouter initialEntries={['/signin']}>
    <SignInPage />
  </MemoryRouter>
);
const liveSignIn = () => live(signInPage);

// A well-formed link: its page first checks it, and shows that it does.
const driverLinkPage = (
  <DriverLinkPage tripId="0e01594e-cee0-4da4-a074-b4c6997e13e9" linkId="Qr3WdyBvnPuVW-10JAlT9Q" />
);

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe("the sign-in page's first screen, drawn by the build", () => {
  it('is the screen the app renders: the same elements, classes and words', async () => {
    expect(outline(drawnSignIn())).toEqual(outline(await liveSignIn()));
  });

  it('is drawn in Arabic too, as the app renders it in Arabic', async () => {
    const arabic = drawn('signin.ar');
    expect(arabic.textContent).not.toEqual(drawnSignIn().textContent);
    expect(outline(arabic)).toEqual(outline(await live(signInPage, 'ar')));
  });

  it('shows the form as it starts: Saudi Arabia (+966) chosen, the number empty', async () => {
    const screen = drawnSignIn();
    expect(screen.querySelector<HTMLSelectElement>('#signin-country')?.value).toBe('+966');
    expect(screen.querySelector<HTMLInputElement>('#signin-phone')?.value).toBe('');
    const app = await liveSignIn();
    expect(app.querySelector<HTMLSelectElement>('#signin-country')?.value).toBe('+966');
  });

  it('takes no input until the app replaces it, and says it is a first screen', async () => {
    const screen = drawnSignIn();
    expect(screen.hasAttribute('inert')).toBe(true);
    expect(screen.hasAttribute('data-first-screen')).toBe(true);
    expect((await liveSignIn()).hasAttribute('inert')).toBe(false);
  });
});

describe("a driver link's first screen, drawn by the build", () => {
  it.each(DRIVER_LANGUAGES)(
    'is the link being checked, as the page first renders it, in %s',
    async (language) => {
      const screen = drawn(`driver-link.${language}`);
      expect(screen.hasAttribute('inert')).toBe(true);
      expect(screen.querySelector('[aria-busy="true"]')).not.toBeNull();
      expect(outline(screen)).toEqual(outline(await live(driverLinkPage, language)));
    },
  );

  it('says what it does in each language', () => {
    const words = DRIVER_LANGUAGES.map((language) => drawn(`driver-link.${language}`).textContent);
    expect(new Set(words).size).toBe(DRIVER_LANGUAGES.length);
  });
});
