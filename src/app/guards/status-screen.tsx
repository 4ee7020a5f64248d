import type { ReactNode } from 'react';
import { Spinner } from '../../components/spinner/spinner';
import './status-screen.css';

type StatusScreenProps = {
  title?: string;
  message?: string;
  busy?: boolean;
  tone?: 'neutral' | 'error';
  action?: ReactNode;
};

/** A full-screen message while the app cannot show a page yet: loading, session failure, errors. */
export function StatusScreen({
  title,
  message,
  busy,
  tone = 'neutral',
  action,
}: StatusScreenProps) {
  return (
    <main className={`status-screen status-screen--${tone}`} aria-busy={busy || undefined}>
      <div className="status-screen__panel">
        {busy && <Spinner className="status-screen__spinner" />}
        {title && <h1 className="status-screen__title">{title}</h1>}
        {message && (
          <p className="status-screen__message" role={tone === 'error' ? 'alert' : 'status'}>
            {message}
          </p>
        )}
        {action}
      </div>
    </main>
  );
}
