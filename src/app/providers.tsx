import type { ReactNode } from 'react';
import { IonApp } from '@ionic/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';

type ProvidersProps = { queryClient: QueryClient; children: ReactNode };

/**
 * App-wide providers. Toasts keep react-hot-toast's defaults, which are SPEC §4/§9's: success 2 s,
 * error 4 s, at most 20 kept, 350 px wide, paused on hover; product toasts pass 3 s themselves.
 */
export function Providers({ queryClient, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <IonApp>{children}</IonApp>
      <Toaster
        position="top-center"
        containerStyle={{ top: 'max(16px, env(safe-area-inset-top))' }}
      />
    </QueryClientProvider>
  );
}
