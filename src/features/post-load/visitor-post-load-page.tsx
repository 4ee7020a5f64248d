import { IonIcon } from '@ionic/react';
import '../../app/ionic-setup';
import { cubeOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PostLoadPage } from './post-load-page';
import './visitor-frame.css';

/** Post a Load for a visitor with no token: a brand bar with 'Sign in', no sidebar (docs/product.md §2). */
export function VisitorPostLoadPage() {
  const { t } = useTranslation('post-load');
  return (
    <div className="visitor-frame">
      <header className="visitor-frame__bar">
        <span className="visitor-frame__brand">
          <span className="visitor-frame__mark" aria-hidden="true">
            <IonIcon icon={cubeOutline} />
          </span>
          {t('appName', { ns: 'common' })}
        </span>
        <Link to="/signin" className="visitor-frame__sign-in">
          {t('visitor.signIn')}
        </Link>
      </header>
      <main className="visitor-frame__main">
        <PostLoadPage visitor />
      </main>
    </div>
  );
}
