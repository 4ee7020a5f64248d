import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../src/app/router';

function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new Error('A visitor page calls nothing on opening');
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Post a Load without a token', () => {
  it('opens in the public frame with a Sign in link and no sidebar', async () => {
    const router = renderApp('/post-load');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post New Load' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(router.state.location.pathname).toBe('/post-load');
  });

  it('still sends every other section to sign-in', async () => {
    const router = renderApp('/my-loads');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'), { timeout: 5000 });
  });
});
