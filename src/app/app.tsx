import { RouterProvider } from 'react-router-dom';
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import './styles/theme.css';
import { setUnauthorizedHandler } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { Providers } from './providers';
import { startInstallPromptCapture } from './pwa/install-prompt';
import { registerServiceWorker } from './pwa/register-service-worker';
import { UpdatePrompt } from './pwa/update-prompt';
import { createAppRouter } from './router';

// DESIGN §7: installable (our own 'Install app' button) and offline (the service worker), from the start.
startInstallPromptCapture();
void registerServiceWorker();

const router = createAppRouter();

// SPEC §4: any 401 clears the session (the API client already did) and opens sign-in.
setUnauthorizedHandler(() => {
  void Promise.resolve(router.navigate('/signin', { replace: true })).then(() =>
    queryClient.clear(),
  );
});

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
      {/* Outside the routes, so every page (public ones and the driver's link too) shows it. */}
      <UpdatePrompt />
    </Providers>
  );
}
