import { setupIonicReact } from '@ionic/react';

/**
 * Ionic's set-up (Material mode), run by the lazily loaded layouts whose pages render Ionic's
 * components: the signed-in AppShell, Complete Your Profile and the visitor's Post a Load. Never
 * by the entry, so the driver link page and sign-in load without Ionic (issue 8; sign-in draws
 * its icons and spinner with src/components/icon and src/components/spinner); the frame every
 * page shares (src/app/providers.tsx) needs none of it.
 */
setupIonicReact({ mode: 'md' });
