import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '../../../contract/money';
import { useFieldErrors } from '../hooks/use-field-errors';
import type { PostLoadFormValues } from '../utils/post-load-form-values';
import { describedControl, FormField } from './form-field';

const ID = 'post-load-currency';

/** docs/product.md §5: the distinct currencies of the country data; the source country sets it. */
export function CurrencyField() {
  const { t } = useTranslation('post-load');
  const { register } = useFormContext<PostLoadFormValues>();
  const error = useFieldErrors()('currency');
  const hint = t('hints.currency');
  return (
    <FormField id={ID} label={t('fields.currency')} required error={error} hint={hint}>
      <select
        className="post-load-control"
        {...describedControl(ID, error, hint)}
        {...register('currency')}
      >
        <option value="">{t('placeholders.currency')}</option>
        {CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </select>
    </FormField>
  );
}
