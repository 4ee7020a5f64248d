import { IonIcon } from '@ionic/react';
import { arrowBackOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SECTION_ICONS } from './section-icons';
import type { Section } from './sections';
import './section-placeholder-page.css';

export type PlaceholderSection = Exclude<Section, 'home' | 'profile'>;

/** An honest empty state for a section whose screen has not been built yet. */
export function SectionPlaceholderPage({ section }: { section: PlaceholderSection }) {
  const { t } = useTranslation('shell');
  const titleId = `section-placeholder-${section}`;
  return (
    <section className="section-placeholder" aria-labelledby={titleId}>
      <span className="section-placeholder__icon" aria-hidden="true">
        <IonIcon icon={SECTION_ICONS[section]} />
      </span>
      <h2 id={titleId} className="section-placeholder__title">
        {t(`sections.${section}`)}
      </h2>
      <p className="section-placeholder__lead">{t('placeholder.preparing')}</p>
      <p className="section-placeholder__detail">{t(`placeholder.details.${section}`)}</p>
      <Link to="/" className="section-placeholder__link">
        <IonIcon
          className="section-placeholder__link-icon"
          icon={arrowBackOutline}
          flipRtl
          aria-hidden="true"
        />
        {t('placeholder.backHome')}
      </Link>
    </section>
  );
}
