import { IonIcon } from '@ionic/react';
import { alertCircle } from 'ionicons/icons';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UserType } from '../../../contract/user';
import { RoleIcon } from './role-icon';

const ROLES: readonly UserType[] = ['user', 'provider'];

type RoleChoiceProps = { field: UseFormRegisterReturn<'userType'>; error?: string };

/** Two large cards for a new user's role: Shipper (`user`) or Transport provider (`provider`). */
export function RoleChoice({ field, error }: RoleChoiceProps) {
  const { t } = useTranslation('profile');
  return (
    <fieldset
      className="role-choice"
      aria-describedby={error ? 'role-choice-error' : undefined}
      aria-invalid={Boolean(error) || undefined}
    >
      <legend className="role-choice__legend">
        {t('roleChoice.legend')}
        <span className="profile-field__required" aria-hidden="true">
          {' *'}
        </span>
      </legend>
      <div className="role-choice__options">
        {ROLES.map((role) => {
          const title = t(`roleChoice.${role}.title`);
          const description = t(`roleChoice.${role}.description`);
          return (
            <label key={role} className="role-card">
              <input
                type="radio"
                className="role-card__input"
                value={role}
                aria-label={t('roleChoice.option', { title, description })}
                {...field}
              />
              <RoleIcon role={role} />
              <span className="role-card__body">
                <span className="role-card__title">{title}</span>
                <span className="visually-hidden"> — </span>
                <span className="role-card__description">{description}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id="role-choice-error" className="profile-field__error" role="alert">
          <IonIcon icon={alertCircle} aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </fieldset>
  );
}
