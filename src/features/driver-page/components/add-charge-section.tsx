import { lazy, Suspense, useRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useWantedSoon } from '../utils/use-wanted-soon';

/**
 * The add-charge form (react-hook-form, the photo picker) is below the trip on a phone: its chunk
 * is fetched when the form comes near the screen (or from the worker's precache once there is
 * one), not with the trip (issue 21 §6: a first visit stays light).
 */
const AddChargeForm = lazy(async () => ({
  default: (await import('./add-charge-form')).AddChargeForm,
}));

type AddChargeSectionProps = ComponentProps<typeof AddChargeForm>;

export function AddChargeSection(props: AddChargeSectionProps) {
  const { t } = useTranslation('driver-page');
  const placeholder = useRef<HTMLDivElement>(null);
  const wanted = useWantedSoon(placeholder);
  // The form's card and title, empty until its code is there (the form's region comes with it).
  const empty = (
    <div ref={placeholder} className="driver-page__card" aria-busy="true">
      <h2 className="driver-page__card-title">{t('addCharge.title')}</h2>
    </div>
  );
  if (!wanted) return empty;
  return (
    <Suspense fallback={empty}>
      <AddChargeForm {...props} />
    </Suspense>
  );
}
