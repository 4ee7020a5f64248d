import { Icon } from '../../../components/icon/icon';
import { Spinner } from '../../../components/spinner/spinner';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { DriverLanguageBar } from './driver-language-bar';

type LinkMessageScreenProps = {
  title?: string;
  children?: ReactNode;
  icon?: string;
  busy?: boolean;
  onRetry?: () => void;
  tone?: 'neutral' | 'danger';
};

/** The whole page as one message: checking the link, a refusal, or a failure to retry. */
export function LinkMessageScreen({
  title,
  children,
  icon,
  busy = false,
  onRetry,
  tone = 'neutral',
}: LinkMessageScreenProps) {
  const { t } = useTranslation('driver-page');
  return (
    <main className="driver-page driver-page--message">
      <DriverLanguageBar />
      <section
        className="driver-page__message"
        data-tone={tone}
        role={busy ? 'status' : undefined}
        aria-busy={busy || undefined}
      >
        {busy && <Spinner className="driver-page__spinner" aria-hidden="true" />}
        {icon && !busy && (
          <Icon icon={icon} className="driver-page__message-icon" aria-hidden="true" />
        )}
        {title && <h1 className="driver-page__message-title">{title}</h1>}
        {children}
        {onRetry && (
          <Button variant="primary" size="lg" onClick={onRetry}>
            {t('retry')}
          </Button>
        )}
      </section>
    </main>
  );
}
