import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loadTypeSchema } from '../../../contract/loads';
import type { PostLoadFormValues } from '../utils/post-load-form-values';

/** FTL, LTL or Project Basis; LTL shares a truck, so it clears the truck choice (docs/product.md §5). */
export function LoadTypeField() {
  const { t } = useTranslation('post-load');
  const { register, setValue, clearErrors } = useFormContext<PostLoadFormValues>();
  const field = register('loadType', {
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value !== 'LTL') return;
      setValue('truckType', '');
      setValue('truckOption', '');
      clearErrors('truckType');
    },
  });
  return (
    <fieldset className="post-load-field post-load-field--wide post-load-choice">
      <legend className="post-load-field__label">{t('fields.loadType')}</legend>
      <div className="post-load-choice__options">
        {loadTypeSchema.options.map((loadType) => (
          <label key={loadType} className="post-load-choice__option">
            <input type="radio" value={loadType} className="post-load-choice__input" {...field} />
            <span className="post-load-choice__name">{t(`loadTypes.${loadType}.name`)}</span>
            <span className="post-load-choice__detail">{t(`loadTypes.${loadType}.detail`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
