import { useTranslation } from 'react-i18next';
import type { Load } from '../../../contract/loads';
import { StatusBadge } from '../../../components/status-badge/status-badge';
import { CancelLoadControl } from './cancel-load-control';
import { LoadReadyControl } from './load-ready-control';

/**
 * Where the load stands: the badge, the server's description, the response time, readiness,
 * and Cancel Load while the trip has not started.
 */
export function LoadStatusSummary({ load }: { load: Load }) {
  const { t } = useTranslation('load-details');
  return (
    <section className="load-details__card load-status" aria-label={t('status.label')}>
      <div className="load-status__text">
        <StatusBadge status={load.status} label={load.statusText} />
        {load.statusDescription && (
          <p className="load-status__description">{load.statusDescription}</p>
        )}
        {load.firstQuoteMinutes !== null && (
          <p className="load-status__response">
            {t('status.firstQuote', { count: load.firstQuoteMinutes })}
          </p>
        )}
      </div>
      <div className="load-status__actions">
        <LoadReadyControl load={load} />
        <CancelLoadControl load={load} />
      </div>
    </section>
  );
}
