import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/i18n';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('Root element missing');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
