import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditFormActions } from './edit-form-actions';
import type { User } from '../../../contract/user';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/toasts';
import { useUpdateProfile } from '../api/update-profile';
import { invoiceDetailsSchema, type InvoiceDetailsInput } from '../utils/profile-schemas';
import { FormAlert } from './form-alert';
import { TextField } from './text-field';

/** The shape's refusal under a field; the country's own rule is the server's to say. */
function fieldError(
  field: 'vatNumber' | 'crNumber' | 'legalName' | 'companyAddress',
  error: FieldError | undefined,
  t: (key: string) => string,
) {
  if (!error) return undefined;
  if (error.type === 'too_big') return t('errors.tooLong');
  return field === 'vatNumber' || field === 'crNumber' ? t(`errors.${field}`) : undefined;
}

function detailsOf(user: User): InvoiceDetailsInput {
  return {
    legalName: user.legalName ?? '',
    vatNumber: user.vatNumber ?? '',
    crNumber: user.crNumber ?? '',
    companyAddress: user.companyAddress ?? '',
  };
}

/**
 * A provider's invoice details (docs/product.md §7 update-profile): the seller on its tax
 * invoices. The server checks the numbers under the rule of the provider's country and says why
 * one is refused, in the provider's language.
 */
export function InvoiceDetailsForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const [editing, setEditing] = useState(false);
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, reset, formState } = useForm<InvoiceDetailsInput>({
    resolver: zodResolver(invoiceDetailsSchema),
    values: detailsOf(user),
  });
  const { errors } = formState;
  const updateProfile = useUpdateProfile();

  const cancel = () => {
    reset(detailsOf(user));
    setFormError(undefined);
    setEditing(false);
  };

  const onSubmit = (values: InvoiceDetailsInput) => {
    setFormError(undefined);
    updateProfile.mutate(
      { userId: user._id, userData: values },
      {
        onSuccess: (updated) => {
          reset(detailsOf(updated));
          setEditing(false);
          notifySuccess(t('invoiceDetails.updated'));
        },
        onError: (error) => {
          const refused = error instanceof ApiError && error.status === 400;
          setFormError(
            refused && error.serverMessage ? error.serverMessage : t('errors.updateFailed'),
          );
        },
      },
    );
  };

  return (
    <section className="profile-card profile-settings" aria-labelledby="invoice-details-title">
      <header className="profile-card__header">
        <h2 id="invoice-details-title" className="profile-card__title">
          {t('invoiceDetails.title')}
        </h2>
        <p className="profile-card__subtitle">{t('invoiceDetails.subtitle')}</p>
      </header>
      <form className="profile-form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormAlert message={formError} />
        <fieldset className="profile-form__grid profile-form__fieldset" disabled={!editing}>
          <TextField
            id="profile-legal-name"
            label={t('fields.legalName')}
            wide
            autoComplete="organization"
            maxLength={160}
            error={fieldError('legalName', errors.legalName, t)}
            {...register('legalName')}
          />
          <TextField
            id="profile-vat-number"
            label={t('fields.vatNumber')}
            hint={t('invoiceDetails.vatHint')}
            dir="ltr"
            maxLength={40}
            error={fieldError('vatNumber', errors.vatNumber, t)}
            {...register('vatNumber')}
          />
          <TextField
            id="profile-cr-number"
            label={t('fields.crNumber')}
            dir="ltr"
            inputMode="numeric"
            maxLength={40}
            error={fieldError('crNumber', errors.crNumber, t)}
            {...register('crNumber')}
          />
          <TextField
            id="profile-invoice-address"
            label={t('fields.companyAddress')}
            wide
            autoComplete="street-address"
            maxLength={240}
            error={fieldError('companyAddress', errors.companyAddress, t)}
            {...register('companyAddress')}
          />
        </fieldset>
        <EditFormActions
          editing={editing}
          saving={updateProfile.isPending}
          onCancel={cancel}
          onEdit={() => setEditing(true)}
          editLabel={t('invoiceDetails.edit')}
        />
      </form>
    </section>
  );
}
