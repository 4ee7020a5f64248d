import { Trans, useTranslation } from 'react-i18next';
import { useSession } from '../../app/session-context';
import { QuickActionCard } from './quick-action-card';
import { quickActionsFor } from './quick-actions';
import { RouteIllustration } from './route-illustration';
import { shortcutModifier } from './shortcut-modifier';
import './welcome-page.css';

/** `/`: greets the user and points them at the sidebar, with shortcuts for their role. */
export function WelcomePage() {
  const { t } = useTranslation('shell');
  const { user, userType } = useSession();
  const firstName = user?.userName?.trim();
  return (
    <div className="welcome">
      <section className="welcome-hero" aria-labelledby="welcome-title">
        <div className="welcome-hero__text">
          <p className="welcome-hero__eyebrow">{t(`welcome.eyebrow.${userType ?? 'none'}`)}</p>
          <h2 id="welcome-title" className="welcome-hero__title">
            {firstName ? t('welcome.greeting', { name: firstName }) : t('welcome.greetingNoName')}
          </h2>
          <p className="welcome-hero__lead">{t('welcome.lead')}</p>
        </div>
        <RouteIllustration className="welcome-hero__art" />
      </section>

      <section className="welcome-actions" aria-labelledby="welcome-actions-title">
        <h3 id="welcome-actions-title" className="welcome-actions__title">
          {t('welcome.quickActions')}
        </h3>
        <ul className="welcome-actions__grid">
          {quickActionsFor(userType).map((action) => (
            <li key={action}>
              <QuickActionCard action={action} />
            </li>
          ))}
        </ul>
      </section>

      <p className="welcome-tip">
        <Trans
          t={t}
          i18nKey="welcome.shortcutTip"
          values={{ modifier: shortcutModifier() }}
          components={{ kbd: <kbd /> }}
        />
      </p>
    </div>
  );
}
