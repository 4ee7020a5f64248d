import { useTranslation } from 'react-i18next';
import { FormSection } from './form-section';
import { StopFields } from './stop-fields';

export function LocationSection() {
  const { t } = useTranslation('post-load');
  return (
    <FormSection id="post-load-location" title={t('sections.location')}>
      <StopFields stop="source" />
      <StopFields stop="dest" />
    </FormSection>
  );
}
