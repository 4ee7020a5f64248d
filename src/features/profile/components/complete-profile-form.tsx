import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors } from 'react-hook-form';
import { notifySuccess } from '../../../lib/toasts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import type { User } from '../../../contract/user';
import { useUpdateProfile } from '../api/update-profile';
import {
  hasMissingRequired,
  profileFieldError,
  profileUpdateFailure,
} from '../utils/profile-errors';
import {
  completeProfileSchema,
  type CompleteProfileInput,
  type CompleteProfileValues,
} from '../utils/profile-schemas';
import { FormAlert } from './form-alert';
import { RoleChoice } from './role-choice';
import { TextField } from './text-field';

type CompleteProfileFormProps = { user: User; onCompleted: (user: User) => void };

/** Complete Your Profile's fields; the role is asked only while the user has none. */
export function CompleteProfileForm({ user, onCompleted }: CompleteProfileFormProps) {
  const { t } = useTranslation('profile');
  const needsRole = !user.userType;
  const { register, handleSubmit, setError, formState } = useForm<
    CompleteProfileInput,
    unknown,
    CompleteProfileValues
  >({
    resolver: zodResolver(completeProfileSchema),
    defaultValues: {
      userType: user.userType ?? undefined,
      userName: user.userName ?? '',
      lastName: user.lastName ?? '',
      email: user.email ?? '',
      companyName: user.companyName ?? '',
      companyAddress: user.companyAddress ?? '',
    },
  });
  const [formError, setFormError] = useState<string>();
  const updateProfile = useUpdateProfile();
  const { errors } = formState;

  const onValid = ({ userType, ...details }: CompleteProfileValues) => {
    setFormError(undefined);
    updateProfile.mutate(
      { userId: user._id, userData: needsRole ? { ...details, userType } : details },
      {
        onSuccess: (updated) => {
          notifySuccess(t('complete.saved'));
          onCompleted(updated);
        },
        onError: (error) => {
          const failure = profileUpdateFailure(error, t);
          if (failure.field) setError(failure.field, { type: 'server', message: failure.message });
          else setFormError(failure.message);
        },
      },
    );
  };

  const onInvalid = (invalid: FieldErrors<CompleteProfileInput>) =>
    setFormError(hasMissingRequired(invalid) ? t('errors.fillRequired') : undefined);

  return (
    <form className="profile-form" noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
      <FormAlert message={formError} />
      {needsRole && (
        <RoleChoice
          field={register('userType')}
          error={profileFieldError('userType', errors.userType, t)}
        />
      )}
      <div className="profile-form__grid">
        <TextField
          id="complete-first-name"
          label={t('fields.firstName')}
          required
          autoComplete="given-name"
          error={profileFieldError('userName', errors.userName, t)}
          {...register('userName')}
        />
        <TextField
          id="complete-last-name"
          label={t('fields.lastName')}
          autoComplete="family-name"
          error={profileFieldError('lastName', errors.lastName, t)}
          {...register('lastName')}
        />
        <TextField
          id="complete-email"
          label={t('fields.email')}
          required
          type="email"
          inputMode="email"
          dir="ltr"
          autoComplete="email"
          error={profileFieldError('email', errors.email, t)}
          {...register('email')}
        />
        <TextField
          id="complete-phone"
          label={t('fields.phone')}
          hint={t('complete.phoneHint')}
          value={`${user.countryCode} ${user.phone}`}
          dir="ltr"
          disabled
          readOnly
        />
        <TextField
          id="complete-company-name"
          label={t('fields.companyName')}
          required
          wide
          autoComplete="organization"
          error={profileFieldError('companyName', errors.companyName, t)}
          {...register('companyName')}
        />
        <TextField
          id="complete-company-address"
          label={t('fields.companyAddress')}
          required
          wide
          autoComplete="street-address"
          error={profileFieldError('companyAddress', errors.companyAddress, t)}
          {...register('companyAddress')}
        />
      </div>
      <Button type="submit" variant="primary" size="lg" block busy={updateProfile.isPending}>
        {t('complete.submit')}
      </Button>
    </form>
  );
}
