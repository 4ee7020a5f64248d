import { IonIcon } from '@ionic/react';
import { logoWhatsapp, shareSocialOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { LinkButton } from '../../../components/ui/button/link-button';
import { whatsappShareUrl } from './whatsapp-share-url';

type ShareLinkButtonProps = {
  title: string;
  text: string;
  url: string;
  /** The words are still on their way (the driver's language): nothing to send yet. */
  busy?: boolean;
};

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Drivers get their link on the phone: the system share sheet where there is one, otherwise
 * WhatsApp with the text and link filled in.
 */
export function ShareLinkButton({ title, text, url, busy = false }: ShareLinkButtonProps) {
  const { t } = useTranslation('driver-links');
  const whatsapp = whatsappShareUrl(text, url);

  if (!canShare()) {
    return (
      <LinkButton
        variant="secondary"
        icon={<IonIcon icon={logoWhatsapp} />}
        to={whatsapp}
        busy={busy}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('share.whatsapp')}
      </LinkButton>
    );
  }

  const share = async () => {
    try {
      await navigator.share({ title, text, url });
    } catch (error) {
      // Closing the share sheet is no failure; anything else falls back to WhatsApp.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      window.open(whatsapp, '_blank', 'noopener,noreferrer');
    }
  };
  return (
    <Button
      variant="secondary"
      icon={<IonIcon icon={shareSocialOutline} />}
      busy={busy}
      onClick={() => void share()}
    >
      {t('share.share')}
    </Button>
  );
}
