import type { ReactNode } from 'react';
import { IonIcon } from '@ionic/react';
import { arrowBack, informationCircleOutline, printOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { LinkButton } from '../../../components/ui/button/link-button';
import './paper-page.css';

/** A further paper after the first (a supplementary invoice), on its own sheet and printed page. */
export type FollowingSheet = {
  key: string;
  /** The ids (space-separated) of what names it: its heading, and its number among its kind. */
  labelledBy: string;
  content: ReactNode;
};

type PaperPageProps = {
  /** Where Back leads: the trip's or the load's details. */
  backTo: string;
  backLabel: string;
  /** The sheet's heading id, which names it. */
  labelledBy: string;
  /** Nothing to print yet (loading, not found): the sheet's place holds this instead. */
  children: ReactNode;
  printable: boolean;
  /** One line about the papers for the screen only (what is not on them yet); not printed. */
  notice?: ReactNode;
  following?: readonly FollowingSheet[];
};

/**
 * A paper of the app (the trip document, the invoice): a toolbar with Back and Print above one
 * sheet laid out as the paper it prints as, and any papers that follow it, each on its own sheet.
 * On paper only the sheets show, on A4, each following one from a new page (paper-page.css); the
 * app's sidebar and header leave on their own (app-shell.css).
 */
export function PaperPage({
  backTo,
  backLabel,
  labelledBy,
  children,
  printable,
  notice,
  following = [],
}: PaperPageProps) {
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
      {printable && notice && (
        <p className="paper-page__notice">
          <IonIcon icon={informationCircleOutline} aria-hidden="true" />
          <span>{notice}</span>
        </p>
      )}
      {printable ? (
        <article className="paper-page__sheet" aria-labelledby={labelledBy}>
          {children}
        </article>
      ) : (
        children
      )}
      {printable &&
        following.map((sheet) => (
          <article key={sheet.key} className="paper-page__sheet" aria-labelledby={sheet.labelledBy}>
            {sheet.content}
          </article>
        ))}
    </div>
  );
}
