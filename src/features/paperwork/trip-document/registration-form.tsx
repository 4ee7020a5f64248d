import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button/button';
import { TextField } from '../../../components/ui/field/text-field';
import {
  MAX_REGISTRATION_NUMBER,
  registrationNumberSchema,
} from '../../../contract/trip-documents';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/toasts';
import { useSaveRegistration } from '../api/save-registration';

const formSchema = z.object({ registrationNumber: registrationNumberSchema });
type FormValues = z.infer<typeof formSchema>;

/**
 * The carrier enters the number the transport authority gave the trip's electronic transport
 * document. Not printed: the number itself is, in the section above.
 */
export function RegistrationForm({ tripId, current }: { tripId: string; current: string | null }) {
  const { t } = useTranslation('paperwork');
  const save = useSaveRegistration(tripId);
  const { register, handleSubmit, formState, setError } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    values: { registrationNumber: current ?? '' },
  });
  const error = formState.errors.registrationNumber;

  const onSubmit = (values: FormValues) =>
    save.mutateAsync(values.registrationNumber).then(
      () => notifySuccess(t('document.transport.form.saved')),
      (failure: unknown) =>
        setError('registrationNumber', {
          type: 'server',
          message:
            failure instanceof ApiError && failure.status === 400 && failure.serverMessage
              ? failure.serverMessage
              : t('document.transport.form.failed'),
        }),
    );

  return (
    <form className="trip-document__registration" noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label={t('document.transport.form.label')}
        hint={t('document.transport.form.hint')}
        error={
          error && (error.type === 'server' ? error.message : t('document.transport.form.invalid'))
        }
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_REGISTRATION_NUMBER + 10}
        {...register('registrationNumber')}
      />
      <Button type="submit" variant="secondary" busy={save.isPending}>
        {t('document.transport.form.save')}
      </Button>
    </form>
  );
}
