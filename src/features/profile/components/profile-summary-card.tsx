import { IonIcon } from '@ionic/react';
import { logOutOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { LtrText } from '../../../components/ui/ltr-text/ltr-text';
import type { User } from '../../../contract/user';
import { useTruckGroupName } from '../api/get-truck-group';
import { fullName, initials } from '../utils/display-name';
import { ProfileLanguageSetting } from './profile-language-setting';

type ProfileSummaryCardProps = { user: User; onSignOut: () => Promise<void> };

/** docs/product.md §2 Profile, left card: who the user is, their company and truck group, and Sign Out. */
export function ProfileSummaryCard({ user, onSignOut }: ProfileSummaryCardProps) {
  const { t } = useTranslation('profile');
  const truckGroup = useTruckGroupName(user.groupId);
  const name = fullName(user);

  const rows: { key: string; label: string; value: string | null | undefined; ltr?: boolean }[] = [
    { key: 'email', label: t('summary.email'), value: user.email, ltr: true },
    {
      key: 'phone',
      label: t('summary.phone'),
      value: `${user.countryCode} ${user.phone}`,
      ltr: true,
    },
    { key: 'company', label: t('summary.company'), value: user.companyName },
    { key: 'address', label: t('summary.address'), value: user.companyAddress },
  ];

  return (
    <section className="profile-card profile-summary" aria-labelledby="profile-summary-name">
      <div className="profile-summary__identity">
        <span className="profile-summary__avatar" aria-hidden="true">
          {initials(user)}
        </span>
        <div>
          <h2 id="profile-summary-name" className="profile-summary__name">
            {name || t('summary.unnamed')}
          </h2>
          {user.userType && <p className="profile-summary__role">{t(`roles.${user.userType}`)}</p>}
        </div>
      </div>
      <dl className="profile-summary__details">
        {rows.map((row) => (
          <div key={row.key} className="profile-summary__row">
            <dt>{row.label}</dt>
            <dd data-empty={!row.value || undefined}>
              {!row.value ? (
                t('summary.notProvided')
              ) : row.ltr ? (
                <LtrText>{row.value}</LtrText>
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
        {user.groupId && truckGroup.data && (
          <div className="profile-summary__row">
            <dt>{t('summary.truckGroup')}</dt>
            <dd>{truckGroup.data}</dd>
          </div>
        )}
      </dl>
      <ProfileLanguageSetting user={user} />
      {/* Busy until the sign-out (its promise) settles. */}
      <Button block icon={<IonIcon icon={logOutOutline} flipRtl />} onClick={onSignOut}>
        {t('summary.signOut')}
      </Button>
    </section>
  );
}
