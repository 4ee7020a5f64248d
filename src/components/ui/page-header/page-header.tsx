import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { To } from 'react-router-dom';
import { Icon } from '../../icon/icon';
import { arrowBack } from '../../icon/icons/arrow-back';
import { Button } from '../button/button';
import { LinkButton } from '../button/link-button';
import './page-header.css';

type PageHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The screen's buttons: its one primary action first in importance, the rest secondary. */
  actions?: ReactNode;
  /** Where Back goes, e.g. the list a details screen came from. */
  backTo?: To;
  /** Or what Back does, e.g. closing a panel. */
  onBack?: () => void;
  /** Defaults to 'Back'. */
  backLabel?: string;
  /** The shell's header holds the page's h1; a screen's own title is an h2. */
  headingLevel?: 1 | 2;
};

/** A screen's title row: back, title with its subtitle, and the screen's actions. */
export function PageHeader({
  title,
  subtitle,
  actions,
  backTo,
  onBack,
  backLabel,
  headingLevel = 2,
}: PageHeaderProps) {
  const { t } = useTranslation('common');
  const Heading = `h${headingLevel}` as const;
  const back = <Icon icon={arrowBack} flipRtl />;
  const label = backLabel ?? t('ui.back');
  return (
    <header className="page-header">
      {backTo !== undefined ? (
        <LinkButton variant="ghost" to={backTo} icon={back} className="page-header__back">
          {label}
        </LinkButton>
      ) : (
        onBack && (
          <Button variant="ghost" onClick={onBack} icon={back} className="page-header__back">
            {label}
          </Button>
        )
      )}
      <div className="page-header__heading">
        <Heading className="page-header__title">{title}</Heading>
        {subtitle && <p className="page-header__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  );
}
