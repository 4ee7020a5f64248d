import { IonIcon } from '@ionic/react';
import { chevronForwardOutline, personCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SECTION_ICONS } from '../../app/shell/section-icons';
import type { QuickActionId } from './quick-actions';
import './quick-action-card.css';

export function QuickActionCard({ action }: { action: QuickActionId }) {
  const { t } = useTranslation('shell');
  const isProfile = action === 'profile-update';
  const title = isProfile ? t('welcome.completeProfile') : t(`sections.${action}`);
  const icon = isProfile ? personCircleOutline : SECTION_ICONS[action];
  const descriptionId = `quick-action-${action}-description`;
  return (
    <div className="quick-action-frame">
      <Link to={`/${action}`} className="quick-action" aria-describedby={descriptionId}>
        <span className="quick-action__icon" aria-hidden="true">
          <IonIcon icon={icon} />
        </span>
        <span className="quick-action__text">
          <span className="quick-action__title">{title}</span>
          <span id={descriptionId} className="quick-action__description">
            {t(`welcome.cards.${action}`)}
          </span>
        </span>
        <IonIcon
          className="quick-action__chevron"
          icon={chevronForwardOutline}
          flipRtl
          aria-hidden="true"
        />
      </Link>
    </div>
  );
}
