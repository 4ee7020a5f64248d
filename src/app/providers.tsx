import { useEffect, type ReactNode } from 'react';
import { IonApp } from '@ionic/react';
import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { ToastLayer } from '../components/toasts/toast-layer';
import { followOnlineStatus } from '../lib/query-client';
import { queryPersistence } from '../lib/query-persistence';

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
      <IonApp>{children}</IonApp>
      <ToastLayer />
    </PersistQueryClientProvider>
  );
}
