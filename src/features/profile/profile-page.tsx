import { useSession } from '../../app/session-context';
import { ProfileSettingsForm } from './components/profile-settings-form';
import { ProfileSummaryCard } from './components/profile-summary-card';
import './profile.css';

/** docs/product.md §2 Profile (`/profile`): the summary card beside the Profile Settings form. */
export function ProfilePage() {
  const { user, signOut } = useSession();
  if (!user) return null;
  return (
    <div className="profile-page">
      <ProfileSummaryCard user={user} onSignOut={signOut} />
      <ProfileSettingsForm user={user} />
    </div>
  );
}
