import { IonIcon } from '@ionic/react';
import { checkmarkOutline, copyOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { notifyError } from '../../../lib/toasts';
import { copyToClipboard } from '../../../lib/copy-to-clipboard';
import { useCopiedFlag } from './use-copied-flag';

type CopyLinkButtonProps = { url: string; disabled?: boolean };

/**
 * docs/product.md §2: 'Copy Link' turns into 'Copied' for 2 s; a refused clipboard says so. The link's
 * primary button: getting it to the driver is what its dialog is for.
 */
export function CopyLinkButton({ url, disabled = false }: CopyLinkButtonProps) {
  const { t } = useTranslation('driver-links');
  const [copied, flagCopied] = useCopiedFlag();
  const copy = async () => {
    if (await copyToClipboard(url)) flagCopied();
    else notifyError(t('errors.copyFailed'));
  };
  return (
    <Button
      variant="primary"
      icon={<IonIcon icon={copied ? checkmarkOutline : copyOutline} />}
      onClick={() => void copy()}
      disabled={disabled}
    >
      {/* Announced when it changes, so screen reader users hear that the copy worked. */}
      <span aria-live="polite">{t(copied ? 'share.copied' : 'share.copy')}</span>
    </Button>
  );
}
