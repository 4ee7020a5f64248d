import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import '../../src/app/locales/app-translations';
import { AppFrame } from '../../src/app/app-frame';
import { renderFirstScreens } from '../../src/app/first-screens/render-first-screens';
import { SignInPage } from '../../src/features/auth/sign-in-page';
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

function drawnSignIn(): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = renderFirstScreens().signin;
  const screen = holder.firstElementChild;
  if (!(screen instanceof HTMLElement)) throw new Error('No first screen drawn');
  return screen;
}

function liveSignIn(): HTMLElement {
  const { container } = render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/signin']}>
        <AppFrame>
          <SignInPage />
        </AppFrame>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const screen = container.firstElementChild;
  if (!(screen instanceof HTMLElement)) throw new Error('Sign-in did not render');
  return screen;
}

describe("the sign-in page's first screen, drawn by the build", () => {
  it('is the screen the app renders: the same elements, classes and words', () => {
    expect(outline(drawnSignIn())).toEqual(outline(liveSignIn()));
  });

  it('shows the form as it starts: Saudi Arabia (+966) chosen, the number empty', () => {
    const drawn = drawnSignIn();
    expect(drawn.querySelector<HTMLSelectElement>('#signin-country')?.value).toBe('+966');
    expect(drawn.querySelector<HTMLInputElement>('#signin-phone')?.value).toBe('');
    const live = liveSignIn();
    expect(live.querySelector<HTMLSelectElement>('#signin-country')?.value).toBe('+966');
  });

  it('takes no input until the app replaces it, and says it is a first screen', () => {
    const drawn = drawnSignIn();
    expect(drawn.hasAttribute('inert')).toBe(true);
    expect(drawn.hasAttribute('data-first-screen')).toBe(true);
    expect(liveSignIn().hasAttribute('inert')).toBe(false);
  });
});
