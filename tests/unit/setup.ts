import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '../../src/app/i18n';
// The app adds these before its pages render (the router, the driver link page); tests render
// components on their own.
import '../../src/app/locales/app-translations';
import './jsdom-gaps';

// findBy/waitFor wait up to 5 s, not 1 s: on a busy two-core machine a page's first render (its
// lazy parts, its strings) has been seen to take longer; what never appears still fails.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// FingerprintJS reads screens, canvases and audio jsdom does not have, and its screen-frame timer
// fires after a file's environment is gone ("screen is not defined", an unhandled error that fails
// the run). Unit tests get a fixed visitor id; files that check the id mock it themselves.
vi.mock('@fingerprintjs/fingerprintjs', () => ({
  load: () => Promise.resolve({ get: () => Promise.resolve({ visitorId: '0'.repeat(32) }) }),
}));
