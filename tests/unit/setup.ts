import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../../src/app/i18n';
import './jsdom-gaps';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
