import type { ReactNode } from 'react';
import { IonIcon } from '@ionic/react';
import { arrowBack, printOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { LinkButton } from '../../../components/ui/button/link-button';
import './paper-page.css';

type PaperPageProps = {
  /** Where Back leads: the trip's or the load's details. */
  backTo: string;
  backLabel: string;
  /** The sheet's heading id, which names it. */
  labelledBy: string;
  /** Nothing to print yet (loading, not found): the sheet's place holds this instead. */
  children: ReactNode;
  printable: boolean;
};

/**
 * A paper of the app (the trip document, the invoice): a toolbar with Back and Print above one
 * sheet laid out as the paper it prints as. On paper only the sheet shows, on A4
 * (paper-page.css); the app's sidebar and header leave on their own (app-shell.css).
 */
export function PaperPage({ backTo, backLabel, labelledBy, children, printable }: PaperPageProps) {
  const { t } = useTranslation('paperwork');
  return (
    <div className="paper-page">
      <div className="paper-page__toolbar">
        <LinkButton
          variant="ghost"
          size="sm"
          to={backTo}
          icon={<IonIcon icon={arrowBack} flipRtl />}
        >
          {backLabel}
        </LinkButton>
        {printable && (
          <Button
            variant="primary"
            size="sm"
            icon={<IonIcon icon={printOutline} />}
            onClick={() => window.print()}
          >
            {t('toolbar.print')}
          </Button>
        )}
      </div>
      {printable ? (
        <article className="paper-page__sheet" aria-labelledby={labelledBy}>
          {children}
        </article>
      ) : (
        children
      )}
    </div>
  );
}
