import { RouterProvider } from 'react-router-dom';
import { setUnauthorizedHandler } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { Providers } from './providers';
import { UpdatePrompt } from './pwa/update-prompt';
import { createAppRouter } from './router';

const router = createAppRouter();

// docs/product.md §4: any 401 clears the session (the API client already did) and opens sign-in.
setUnauthorizedHandler(() => {
  void Promise.resolve(router.navigate('/signin', { replace: true })).then(() =>
    queryClient.clear(),
  );
});

/**
 * Resolves once the router has loaded what the first page needs (its lazy route modules and their
 * strings), or failed to: either way it has something of its own to render.
 */
export function firstPageLoaded(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The app of shippers and providers: every page but a driver's link (./driver-app.tsx). */
export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
      {/* Outside the routes, so every page (public ones too) shows it. */}
      <UpdatePrompt />
    </Providers>
  );
}
