import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../hooks/use-field-errors';
import type { PostLoadFormValues } from '../utils/post-load-form-values';
import { todayInputValue } from '../utils/schedule';
import { FieldError, FormField } from './form-field';

const DATE_ID = 'post-load-scheduled-date';
const TIME_ID = 'post-load-scheduled-time';
const ERROR_ID = 'post-load-schedule-error';

/** Scheduled date (not before today) and time; docs/product.md §5 asks for both, with one message. */
export function ScheduleFields() {
  const { t } = useTranslation('post-load');
  const { register } = useFormContext<PostLoadFormValues>();
  const errorOf = useFieldErrors();
  const dateError = errorOf('scheduledDate');
  const timeError = errorOf('scheduledTime');
  const error = dateError ?? timeError;
  return (
    <div className="post-load-field post-load-field--wide">
      <div className="post-load-pair">
        <FormField id={DATE_ID} label={t('fields.scheduledDate')} required>
          <input
            id={DATE_ID}
            className="post-load-control"
            type="date"
            min={todayInputValue()}
            aria-invalid={Boolean(dateError)}
            aria-describedby={error ? ERROR_ID : undefined}
            {...register('scheduledDate')}
          />
        </FormField>
        <FormField id={TIME_ID} label={t('fields.scheduledTime')} required>
          <input
            id={TIME_ID}
            className="post-load-control"
            type="time"
            aria-invalid={Boolean(timeError)}
            aria-describedby={error ? ERROR_ID : undefined}
            {...register('scheduledTime')}
          />
        </FormField>
      </div>
      {error && <FieldError id={ERROR_ID} message={error} />}
    </div>
  );
}
