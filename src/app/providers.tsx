import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { followOnlineStatus } from '../lib/query-client';
import { queryPersistence } from '../lib/query-persistence';
import { whenPageIdle } from '../lib/when-page-idle';
import { AppFrame } from './app-frame';

/**
 * The toasts (react-hot-toast) load once the page has loaded rather than with its first screen:
 * the driver link page shows none, and its first load must stay small (issue 8 web budgets). A
 * toast raised before they are there waits in react-hot-toast's store and shows when they are.
 */
const ToastLayer = lazy(async () => ({
  default: (await import('../components/toasts/toast-layer')).ToastLayer,
}));

function DeferredToastLayer() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenPageIdle(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastLayer />
    </Suspense>
  ) : null;
}

type ProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
  /** False on a page that raises none (a driver's link): their code is never fetched there. */
  toasts?: boolean;
};

/**
 * App-wide providers. Toasts keep react-hot-toast's defaults, which are docs/product.md §4/§9's: success 2 s,
 * error 4 s, at most 20 kept, 350 px wide, paused on hover; product toasts pass 3 s themselves.
 * The query cache is restored from IndexedDB before queries run and saved as it changes
 * (docs/architecture.md §7); queries pause while our API probe says offline.
 */
export function Providers({ queryClient, children, toasts = true }: ProvidersProps) {
  useEffect(() => followOnlineStatus(), []);
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={queryPersistence.options}
      // Restored results are shown at once but are as old as the last visit: fetch them again.
      onSuccess={() => queryClient.invalidateQueries()}
    >
      <AppFrame>{children}</AppFrame>
      {toasts && <DeferredToastLayer />}
    </PersistQueryClientProvider>
  );
}
