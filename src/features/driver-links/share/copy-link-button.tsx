import { IonIcon } from '@ionic/react';
import { checkmarkOutline, copyOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/toasts';
import { copyToClipboard } from '../../loads/details/copy-to-clipboard';
import { useCopiedFlag } from './use-copied-flag';

type CopyLinkButtonProps = { url: string; disabled?: boolean };

/** SPEC §2: 'Copy Link' turns into 'Copied' for 2 s; a refused clipboard says so. */
export function CopyLinkButton({ url, disabled = false }: CopyLinkButtonProps) {
  const { t } = useTranslation('driver-links');
  const [copied, flagCopied] = useCopiedFlag();
  const copy = async () => {
    if (await copyToClipboard(url)) flagCopied();
    else notifyError(t('errors.copyFailed'));
  };
  return (
    <button
      type="button"
      className="links-button links-button--primary"
      onClick={() => void copy()}
      disabled={disabled}
    >
      <IonIcon icon={copied ? checkmarkOutline : copyOutline} aria-hidden="true" />
      {/* Announced when it changes, so screen reader users hear that the copy worked. */}
      <span aria-live="polite">{t(copied ? 'share.copied' : 'share.copy')}</span>
    </button>
  );
}
