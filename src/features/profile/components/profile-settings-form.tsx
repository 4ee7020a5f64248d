import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { notifySuccess } from '../../../lib/toasts';
import { useTranslation } from 'react-i18next';
import { EditFormActions } from './edit-form-actions';
import type { User } from '../../../contract/user';
import { useUpdateProfile } from '../api/update-profile';
import { profileFieldError, profileUpdateFailure } from '../utils/profile-errors';
import {
  profileSettingsSchema,
  type ProfileSettingsInput,
  type ProfileSettingsValues,
} from '../utils/profile-schemas';
import { FormAlert } from './form-alert';
import { TextField } from './text-field';

function settingsOf(user: User): ProfileSettingsInput {
  return { userName: user.userName ?? '', lastName: user.lastName ?? '', email: user.email ?? '' };
}

/** docs/product.md §2 Profile Settings: names and email editable on 'Edit Profile'; phone and country code never. */
export function ProfileSettingsForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const [editing, setEditing] = useState(false);
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, reset, setError, setFocus, formState } = useForm<
    ProfileSettingsInput,
    unknown,
    ProfileSettingsValues
  >({ resolver: zodResolver(profileSettingsSchema), values: settingsOf(user) });
  const updateProfile = useUpdateProfile();
  const { errors } = formState;

  useEffect(() => {
    if (editing) setFocus('userName');
  }, [editing, setFocus]);

  const cancel = () => {
    reset(settingsOf(user));
    setFormError(undefined);
    setEditing(false);
  };

  const onValid = (values: ProfileSettingsValues) => {
    setFormError(undefined);
    updateProfile.mutate(
      { userId: user._id, userData: values },
      {
        onSuccess: (updated) => {
          reset(settingsOf(updated));
          setEditing(false);
          notifySuccess(t('settings.updated'));
        },
        onError: (error) => {
          const failure = profileUpdateFailure(error, t);
          if (failure.field) setError(failure.field, { type: 'server', message: failure.message });
          else setFormError(failure.message);
        },
      },
    );
  };

  return (
    <section className="profile-card profile-settings" aria-labelledby="profile-settings-title">
      <header className="profile-card__header">
        <h2 id="profile-settings-title" className="profile-card__title">
          {t('settings.title')}
        </h2>
        <p className="profile-card__subtitle">{t('settings.subtitle')}</p>
      </header>
      <form className="profile-form" noValidate onSubmit={handleSubmit(onValid)}>
        <FormAlert message={formError} />
        <fieldset className="profile-form__grid profile-form__fieldset" disabled={!editing}>
          <TextField
            id="profile-first-name"
            label={t('fields.firstName')}
            required
            autoComplete="given-name"
            error={profileFieldError('userName', errors.userName, t)}
            {...register('userName')}
          />
          <TextField
            id="profile-last-name"
            label={t('fields.lastName')}
            autoComplete="family-name"
            error={profileFieldError('lastName', errors.lastName, t)}
            {...register('lastName')}
          />
          <TextField
            id="profile-email"
            label={t('fields.email')}
            required
            wide
            type="email"
            inputMode="email"
            dir="ltr"
            autoComplete="email"
            error={profileFieldError('email', errors.email, t)}
            {...register('email')}
          />
        </fieldset>
        <div className="profile-form__grid">
          <TextField
            id="profile-phone"
            label={t('fields.phone')}
            value={user.phone}
            dir="ltr"
            disabled
            readOnly
          />
          <TextField
            id="profile-country-code"
            label={t('fields.countryCode')}
            value={user.countryCode}
            dir="ltr"
            disabled
            readOnly
          />
        </div>
        <p className="profile-form__note">{t('settings.lockedHint')}</p>
        <EditFormActions
          editing={editing}
          saving={updateProfile.isPending}
          onCancel={cancel}
          onEdit={() => setEditing(true)}
          editLabel={t('settings.edit')}
        />
      </form>
    </section>
  );
}
