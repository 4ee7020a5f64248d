import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '../../../components/inline-alert/inline-alert';
import { CURRENCIES, currencyDecimals } from '../../../contract/money';
import { DEFAULT_FREE_WAITING_MINUTES, type WaitingTerms } from '../../../contract/stop-waits';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/failure-message';
import { formatDuration } from '../../../lib/format-measures';
import { notifySuccess } from '../../../lib/toasts';
import { useSaveWaitingTerms, useWaitingTerms } from '../api/waiting-terms';
import {
  waitingTermsFormSchema,
  waitingTermsInput,
  type WaitingTermsInput,
} from '../utils/waiting-terms-form';
import { EditFormActions } from './edit-form-actions';
import { FormAlert } from './form-alert';
import { TextField } from './text-field';

/**
 * A provider's waiting terms (issue 21 §3): how long a truck waits at a stop for free, and the
 * hourly rate beyond it in each currency it quotes in, which Add waiting charge bills.
 */
export function WaitingTermsForm({ groupId }: { groupId: string }) {
  const { t } = useTranslation('profile');
  const query = useWaitingTerms(groupId);
  return (
    <section className="profile-card profile-settings" aria-labelledby="waiting-terms-title">
      <header className="profile-card__header">
        <h2 id="waiting-terms-title" className="profile-card__title">
          {t('waitingTerms.title')}
        </h2>
        <p className="profile-card__subtitle">{t('waitingTerms.subtitle')}</p>
      </header>
      {query.data ? (
        <TermsForm groupId={groupId} terms={query.data} />
      ) : query.isError ? (
        <InlineAlert
          message={t('waitingTerms.loadFailed')}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <p className="profile-form__note" role="status">
          {t('waitingTerms.loading')}
        </p>
      )}
    </section>
  );
}

function TermsForm({ groupId, terms }: { groupId: string; terms: WaitingTerms }) {
  const { t } = useTranslation('profile');
  const [editing, setEditing] = useState(false);
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, reset, formState } = useForm<
    WaitingTermsInput,
    unknown,
    WaitingTerms
  >({
    resolver: zodResolver(waitingTermsFormSchema),
    values: waitingTermsInput(terms),
  });
  const { errors } = formState;
  const save = useSaveWaitingTerms(groupId);

  const cancel = () => {
    reset(waitingTermsInput(terms));
    setFormError(undefined);
    setEditing(false);
  };

  const onSubmit = (values: WaitingTerms) => {
    setFormError(undefined);
    save.mutate(values, {
      onSuccess: (saved) => {
        reset(waitingTermsInput(saved));
        setEditing(false);
        notifySuccess(t('waitingTerms.saved'));
      },
      onError: (error) => {
        const refused = error instanceof ApiError && error.status === 400;
        setFormError(
          refused && error.serverMessage
            ? error.serverMessage
            : failureMessage(error, {
                failed: t('waitingTerms.saveFailed'),
                error: t('errors.generic'),
              }),
        );
      },
    });
  };

  return (
    <form className="profile-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormAlert message={formError} />
      <fieldset className="profile-form__grid profile-form__fieldset" disabled={!editing}>
        <TextField
          id="waiting-free-minutes"
          label={t('waitingTerms.freeMinutes')}
          hint={t('waitingTerms.freeMinutesHint', {
            default: formatDuration(DEFAULT_FREE_WAITING_MINUTES),
          })}
          type="number"
          inputMode="numeric"
          min={0}
          max={24 * 60}
          step={1}
          dir="ltr"
          wide
          error={errors.freeWaitingMinutes ? t('waitingTerms.freeMinutesInvalid') : undefined}
          {...register('freeWaitingMinutes')}
        />
        <p className="profile-form__note profile-field--wide">{t('waitingTerms.ratesHint')}</p>
        {CURRENCIES.map((currency) => {
          const step = 10 ** -currencyDecimals(currency);
          return (
            <TextField
              key={currency}
              id={`waiting-rate-${currency}`}
              label={t('waitingTerms.rate', { currency })}
              type="number"
              inputMode="decimal"
              min={step}
              step={step}
              dir="ltr"
              error={errors.waitingRates?.[currency] ? t('waitingTerms.rateInvalid') : undefined}
              {...register(`waitingRates.${currency}`)}
            />
          );
        })}
      </fieldset>
      <EditFormActions
        editing={editing}
        saving={save.isPending}
        onCancel={cancel}
        onEdit={() => setEditing(true)}
        editLabel={t('waitingTerms.edit')}
      />
    </form>
  );
}
