import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button/button';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import '../../app/ionic-setup';
import { isProfileComplete } from '../../contract/user-check';
import { useSession } from '../../app/session-context';
import { CompleteProfileForm } from './components/complete-profile-form';
import { useBlockBackNavigation } from './hooks/use-block-back-navigation';
import { fromState, returnPath } from './utils/return-path';
import './profile.css';
import { LtrText } from '../../components/ui/ltr-text/ltr-text';

const BACK_BLOCKED_TOAST = 'profile-back-blocked';

/** docs/product.md §2 Complete Your Profile: a modal form; Back is blocked; success returns where the user was going. */
export function CompleteProfilePage() {
  const { t } = useTranslation('profile');
  const { user, signOut } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [completeOnEntry] = useState(() => Boolean(user && isProfileComplete(user)));
  const target = returnPath(fromState(location.state));

  const explainBlocked = useCallback(
    () => toast(t('complete.backBlocked'), { id: BACK_BLOCKED_TOAST, duration: 3000 }),
    [t],
  );
  useBlockBackNavigation(explainBlocked);

  if (!user) return null;
  if (completeOnEntry) return <Navigate to={target} replace />;

  return (
    <div className="profile-modal-backdrop">
      <div
        className="profile-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="complete-profile-title"
        aria-describedby="complete-profile-subtitle"
      >
        <header className="profile-modal__header">
          <h1 id="complete-profile-title" className="profile-modal__title">
            {t('complete.title')}
          </h1>
          <p id="complete-profile-subtitle" className="profile-modal__subtitle">
            {t('complete.subtitle')}
          </p>
        </header>
        <CompleteProfileForm
          user={user}
          onCompleted={() => {
            toast.dismiss(BACK_BLOCKED_TOAST);
            void navigate(target, { replace: true });
          }}
        />
        <footer className="profile-modal__footer">
          <span>
            {t('complete.signedInAs')}{' '}
            <strong>
              <LtrText>
                {user.countryCode} {user.phone}
              </LtrText>
            </strong>
          </span>
          <Button variant="ghost" onClick={signOut}>
            {t('complete.signOut')}
          </Button>
        </footer>
      </div>
    </div>
  );
}
