import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../../src/app/i18n';
// The app adds these before its pages render (the router, the driver link page); tests render
// components on their own.
import '../../src/app/locales/app-translations';
import './jsdom-gaps';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
