import { useTranslation } from 'react-i18next';
import { FormSection } from './form-section';
import { PlaceFields } from './place-fields';

export function LocationSection() {
  const { t } = useTranslation('post-load');
  return (
    <FormSection id="post-load-location" title={t('sections.location')}>
      <PlaceFields stop="source" />
      <PlaceFields stop="dest" />
    </FormSection>
  );
}
