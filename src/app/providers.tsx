import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { followOnlineStatus } from '../lib/query-client';
import { queryPersistence } from '../lib/query-persistence';
import './app-root.css';

/**
 * The toasts (react-hot-toast) load just after the first screen rather than in it: the driver
 * link page shows none, and its first load must stay small (issue 8 web budgets). A toast raised
 * before they are there waits in react-hot-toast's store and shows when they are.
 */
const ToastLayer = lazy(async () => ({
  default: (await import('../components/toasts/toast-layer')).ToastLayer,
}));

type ProvidersProps = { queryClient: QueryClient; children: ReactNode };

/**
 * App-wide providers. Toasts keep react-hot-toast's defaults, which are SPEC §4/§9's: success 2 s,
 * error 4 s, at most 20 kept, 350 px wide, paused on hover; product toasts pass 3 s themselves.
 * The query cache is restored from IndexedDB before queries run and saved as it changes
 * (DESIGN §7); queries pause while our API probe says offline.
 */
export function Providers({ queryClient, children }: ProvidersProps) {
  useEffect(() => followOnlineStatus(), []);
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={queryPersistence.options}
      // Restored results are shown at once but are as old as the last visit: fetch them again.
      onSuccess={() => queryClient.invalidateQueries()}
    >
      {/* What <IonApp> was: Ionic's full-screen page box (core.css), without Ionic's runtime. */}
      <div className="ion-page app-root">{children}</div>
      <Suspense fallback={null}>
        <ToastLayer />
      </Suspense>
    </PersistQueryClientProvider>
  );
}
