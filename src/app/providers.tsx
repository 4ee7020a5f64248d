import type { ReactNode } from 'react';
import { IonApp } from '@ionic/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastLayer } from '../components/toasts/toast-layer';

type ProvidersProps = { queryClient: QueryClient; children: ReactNode };

/**
 * App-wide providers. Toasts keep react-hot-toast's defaults, which are SPEC §4/§9's: success 2 s,
 * error 4 s, at most 20 kept, 350 px wide, paused on hover; product toasts pass 3 s themselves.
 */
export function Providers({ queryClient, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <IonApp>{children}</IonApp>
      <ToastLayer />
    </QueryClientProvider>
  );
}
