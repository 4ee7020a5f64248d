import { useSession } from '../../app/session-context';
import { InvoiceDetailsForm } from './components/invoice-details-form';
import { ProfileSettingsForm } from './components/profile-settings-form';
import { ProfileSummaryCard } from './components/profile-summary-card';
import { WaitingTermsForm } from './components/waiting-terms-form';
import './profile.css';

/** docs/product.md §2 Profile (`/profile`): the summary card beside the Profile Settings form, and a
 * provider's invoice details and waiting terms. */
export function ProfilePage() {
  const { user, signOut } = useSession();
  if (!user) return null;
  return (
    <div className="profile-page">
      <ProfileSummaryCard user={user} onSignOut={signOut} />
      <ProfileSettingsForm user={user} />
      {user.userType === 'provider' && <InvoiceDetailsForm user={user} />}
      {user.userType === 'provider' && user.groupId && <WaitingTermsForm groupId={user.groupId} />}
    </div>
  );
}
