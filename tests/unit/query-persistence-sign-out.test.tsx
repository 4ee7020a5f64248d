import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSignOut } from '../../src/app/guards/use-sign-out';
import { endSessionOnUnauthorized, setUnauthorizedHandler } from '../../src/lib/api-client';
import { queryCacheStore } from '../../src/lib/query-cache-db';

const appCache = queryCacheStore();
const savedCache = () => appCache.get('query-client');

beforeEach(async () => {
  localStorage.setItem('token', 'tok');
  await appCache.set('query-client', '{"saved":"by the last user"}');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await appCache.remove('query-client');
});

/** Cache Storage as the service worker leaves it; records which caches are deleted. */
function stubCaches() {
  const deleted: string[] = [];
  vi.stubGlobal('caches', {
    delete: vi.fn(async (name: string) => {
      deleted.push(name);
      return true;
    }),
  });
  return deleted;
}

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign Out
    </button>
  );
}

describe('leaving a session forgets what it saw (a shared tablet)', () => {
  it('Sign Out removes the saved query cache and the runtime caches, and clears the client', async () => {
    const deleted = stubCaches();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: true }), { status: 200 })),
    );
    const queryClient = new QueryClient();
    queryClient.setQueryData(['my-loads', 'active'], [{ _id: 'l1' }]);
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/my-loads']}>
          <Routes>
            <Route path="/my-loads" element={<SignOutButton />} />
            <Route path="/signin" element={<h1>Sign in</h1>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(async () => expect(await savedCache()).toBeNull());
    expect(deleted.sort()).toEqual(['gf-images', 'gf-map-tiles']);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a 401 that ends the session removes them too', async () => {
    const deleted = stubCaches();
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    endSessionOnUnauthorized();
    expect(onUnauthorized).toHaveBeenCalledOnce();
    await waitFor(async () => expect(await savedCache()).toBeNull());
    expect(deleted.sort()).toEqual(['gf-images', 'gf-map-tiles']);
  });

  it('still ends the session where Cache Storage does not exist (plain http)', async () => {
    vi.stubGlobal('caches', undefined);
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    endSessionOnUnauthorized();
    expect(onUnauthorized).toHaveBeenCalledOnce();
    await waitFor(async () => expect(await savedCache()).toBeNull());
  });
});
