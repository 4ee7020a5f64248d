import { IonIcon } from '@ionic/react';
import { linkOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** No links yet: they are made from a trip, so point there. */
export function DriverLinksEmptyState() {
  const { t } = useTranslation('driver-links');
  return (
    <div className="links-empty" role="status">
      <span className="links-empty__icon" aria-hidden="true">
        <IonIcon icon={linkOutline} />
      </span>
      <h3 className="links-empty__title">{t('page.emptyTitle')}</h3>
      <p className="links-empty__text">{t('page.emptyText')}</p>
      <Link to="/trips" className="links-button links-button--primary">
        {t('page.goToTrips')}
      </Link>
    </div>
  );
}
