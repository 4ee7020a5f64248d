import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxSummary } from '../outbox/outbox-summary';
import { formatBytes } from '../utils/format-bytes';
import { useDeviceStorage } from '../utils/use-device-storage';
import { Fact } from './fact';
import { Button } from '../../../components/ui/button/button';

type SettingsCardProps = {
  summary: OutboxSummary;
  /** Room for app-level actions such as 'Install app', placed by the page above the facts. */
  children?: ReactNode;
};

/**
 * What this phone keeps for the link (docs/architecture.md §7): storage used, whether the browser promised to
 * keep it, and what still waits to be sent. Lines the browser cannot answer are left out.
 */
export function SettingsCard({ summary, children }: SettingsCardProps) {
  const { t } = useTranslation('driver-page');
  const storage = useDeviceStorage();

  return (
    <details
      className="driver-page__card driver-page__settings"
      onToggle={(event) => {
        // Usage changes as writes queue and go: read it again whenever the card is opened.
        if (event.currentTarget.open) void storage.refresh();
      }}
    >
      <summary className="driver-page__settings-summary">
        <span className="driver-page__card-title">{t('settings.title')}</span>
      </summary>
      <div className="driver-page__settings-body">
        {children}
        <dl className="driver-page__facts">
          {storage.estimate && (
            <Fact label={t('settings.storage')} wide>
              {t('settings.storageValue', {
                used: formatBytes(storage.estimate.usage),
                quota: formatBytes(storage.estimate.quota),
              })}
            </Fact>
          )}
          {storage.persisted !== null && (
            <Fact label={t('settings.persistence')} wide>
              {storage.persisted ? t('settings.persistent') : t('settings.notPersistent')}
            </Fact>
          )}
          <Fact label={t('settings.waiting')}>{summary.unsent}</Fact>
          {summary.stuck > 0 && <Fact label={t('settings.stuck')}>{summary.stuck}</Fact>}
        </dl>
        {storage.persisted === false && storage.persist && (
          <Button size="lg" onClick={() => storage.persist?.()}>
            {t('settings.persist')}
          </Button>
        )}
        {storage.refused && storage.persisted === false && (
          <p className="driver-page__muted" role="status">
            {t('settings.persistRefused')}
          </p>
        )}
      </div>
    </details>
  );
}
