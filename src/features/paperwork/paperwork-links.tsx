import { IonIcon } from '@ionic/react';
import { documentTextOutline, receiptOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/ui/button/link-button';
import './paperwork-links.css';

type PaperworkLinksProps = {
  /** The trip document's address, once the trip exists. */
  documentTo: string | null;
  /** The invoice's address, once a deal exists. */
  invoiceTo: string | null;
};

/** The trip's papers, from its details: small secondary buttons, none before there is any. */
export function PaperworkLinks({ documentTo, invoiceTo }: PaperworkLinksProps) {
  const { t } = useTranslation('paperwork');
  if (!documentTo && !invoiceTo) return null;
  return (
    <nav className="paperwork-links" aria-label={t('links.label')}>
      {documentTo && (
        <LinkButton
          variant="secondary"
          size="sm"
          to={documentTo}
          icon={<IonIcon icon={documentTextOutline} />}
        >
          {t('links.document')}
        </LinkButton>
      )}
      {invoiceTo && (
        <LinkButton
          variant="secondary"
          size="sm"
          to={invoiceTo}
          icon={<IonIcon icon={receiptOutline} />}
        >
          {t('links.invoice')}
        </LinkButton>
      )}
    </nav>
  );
}
