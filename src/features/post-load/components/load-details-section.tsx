import { useTranslation } from 'react-i18next';
import { CurrencyField } from './currency-field';
import { FormSection } from './form-section';
import { LoadImagesField } from './load-images-field';
import { LoadTypeField } from './load-type-field';
import { ScheduleFields } from './schedule-fields';
import { TextInputField } from './text-input-field';
import { WeightField } from './weight-field';

export function LoadDetailsSection() {
  const { t } = useTranslation('post-load');
  return (
    <FormSection id="post-load-details" title={t('sections.load')}>
      <LoadTypeField />
      <TextInputField
        name="material"
        id="post-load-material"
        label={t('fields.material')}
        placeholder={t('placeholders.material')}
        required
        maxLength={200}
      />
      <TextInputField
        name="hsnCode"
        id="post-load-hsn-code"
        label={t('fields.hsnCode')}
        hint={t('hints.hsnCode')}
        maxLength={40}
      />
      <WeightField />
      <CurrencyField />
      <ScheduleFields />
      <LoadImagesField />
    </FormSection>
  );
}
