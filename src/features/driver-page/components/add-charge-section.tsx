import { lazy, Suspense, useRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner/spinner';
import { useWantedSoon } from '../utils/use-wanted-soon';

/**
 * The add-charge form (react-hook-form, the photo picker) is below the trip on a phone: its chunk
 * is fetched and run when the form comes near the screen, not with the trip (issue 21 §6: a first
 * visit stays light and its main thread free).
 */
const AddChargeForm = lazy(async () => ({
  default: (await import('./add-charge-form')).AddChargeForm,
}));

type AddChargeSectionProps = ComponentProps<typeof AddChargeForm>;

export function AddChargeSection(props: AddChargeSectionProps) {
  const { t } = useTranslation('driver-page');
  const placeholderRef = useRef<HTMLDivElement>(null);
  const wanted = useWantedSoon(placeholderRef);
  // The form's card and title until its code is there (the form's region comes with it), saying it
  // loads once it is asked for: on a weak signal that can take a while.
  const placeholder = (loading: boolean) => (
    <div ref={placeholderRef} className="driver-page__card" aria-busy="true">
      <h2 className="driver-page__card-title">{t('addCharge.title')}</h2>
      {loading && (
        <Spinner className="driver-page__card-spinner" aria-label={t('common:loading')} />
      )}
    </div>
  );
  if (!wanted) return placeholder(false);
  return (
    <Suspense fallback={placeholder(true)}>
      <AddChargeForm {...props} />
    </Suspense>
  );
}
