import { Icon } from '../../components/icon/icon';
import { downloadOutline } from '../../components/icon/icons/download-outline';
import { useTranslation } from 'react-i18next';
import { useInstallPrompt } from './install-prompt';
import './install-app-button.css';

type InstallAppButtonProps = {
  /** `sidebar`: light on the teal sidebar; `outline`: on a light page (the driver's). */
  tone?: 'sidebar' | 'outline';
  /** Only the icon shows (the collapsed sidebar); the label is still read out. */
  iconOnly?: boolean;
  className?: string;
};

/** 'Install app', only while the browser offers to install; gone once installed. */
export function InstallAppButton({
  tone = 'outline',
  iconOnly = false,
  className,
}: InstallAppButtonProps) {
  const { t } = useTranslation('pwa');
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  const label = t('install.button');
  return (
    <button
      type="button"
      className={['install-app-button', `install-app-button--${tone}`, className]
        .filter(Boolean)
        .join(' ')}
      data-icon-only={iconOnly ? '' : undefined}
      aria-label={iconOnly ? label : undefined}
      onClick={() => void install()}
    >
      <Icon className="install-app-button__icon" icon={downloadOutline} aria-hidden="true" />
      {!iconOnly && <span className="install-app-button__label">{label}</span>}
    </button>
  );
}
