import { useId, useRef, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Load } from '../../../../contract/loads';
import { ContactNumberInput } from '../../../../components/contact-number/contact-number-input';
import { Dialog } from '../../../../components/dialog/dialog';
import { Button } from '../../../../components/ui/button/button';
import { DEFAULT_MAP_CENTER } from '../../../../components/map/map-defaults';
import { PointPicker } from '../../../../components/map/point-picker';
import { stopPhoneRules } from '../../../../lib/contact-number';
import { cityCoordinates, type LngLat, type Place } from '../../../../lib/gazetteer';
import { newIdempotencyKey, requestIdempotencyKey } from '../../../../lib/idempotency-key';
import { notifySuccess } from '../../../../lib/toasts';
import { useUpdateLoadLocation } from '../../api/update-load-location';
import type { StopKind } from '../stop-edit-rules';
import {
  locationFormDefaults,
  locationFormSchema,
  toLocationRequest,
  type LocationFormValues,
} from './location-form';
import './location-dialog.css';

type LocationDialogProps = { load: Load; kind: StopKind; onClose: () => void };

/** docs/product.md §2 Location update dialog: a point on the map, an address and a contact for one stop. */
export function LocationDialog({ load, kind, onClose }: LocationDialogProps) {
  const { t } = useTranslation('load-details');
  const formId = useId();
  const stop = load[kind];
  const phone = stopPhoneRules(stop.country);
  const [start] = useState<LngLat>(
    () => stop.coordinates ?? cityCoordinates(stop.country, stop.city) ?? DEFAULT_MAP_CENTER,
  );
  const [marker, setMarker] = useState<LngLat>(start);
  const [failed, setFailed] = useState(false);
  // One key per opening and details: a retry of the same details repeats it.
  const [nonce] = useState(newIdempotencyKey);
  // isPending arrives a render late; a double click must not send twice meanwhile.
  const sending = useRef(false);
  const { register, handleSubmit, control, getValues, setValue, formState } = useForm<
    LocationFormValues,
    unknown,
    LocationFormValues
  >({
    resolver: zodResolver(locationFormSchema(phone.phoneLength)),
    defaultValues: locationFormDefaults(stop, phone),
  });
  const noExactLocation = useWatch({ control, name: 'noExactLocation' });
  const update = useUpdateLoadLocation(load._id);
  const { errors } = formState;

  const pick = (place: Place) => {
    if (!getValues('address').trim()) {
      setValue('address', `${place.name}, ${place.country}`, { shouldDirty: true });
    }
  };

  const save = (values: LocationFormValues) => {
    if (sending.current) return;
    sending.current = true;
    setFailed(false);
    const request = toLocationRequest(kind, values, marker, phone.dialCode);
    const idempotencyKey = requestIdempotencyKey(`location-${nonce}`, request);
    update.mutate(
      { request, idempotencyKey },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: () => {
          notifySuccess(t('location.success'));
          onClose();
        },
        onError: () => setFailed(true),
      },
    );
  };

  const fieldError = (error: FieldError | undefined) =>
    error?.message
      ? t(`location.errors.${error.message}`, { length: phone.phoneLength })
      : undefined;

  return (
    <Dialog
      open
      title={t(`location.${kind}Title`)}
      onClose={onClose}
      size="lg"
      fullScreenOnPhone
      dismissible={!update.isPending}
      actions={
        <>
          <Button onClick={onClose} disabled={update.isPending}>
            {t('location.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="primary" busy={update.isPending}>
            {t('location.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className="location-form" noValidate onSubmit={handleSubmit(save)}>
        {failed && (
          <p className="location-form__alert" role="alert">
            {t('location.error')}
          </p>
        )}
        <PointPicker
          country={stop.country}
          start={start}
          marker={noExactLocation ? null : marker}
          onMarkerChange={setMarker}
          onPlacePick={pick}
          noMarkerHint={t('location.noExactHint')}
        />
        <label className="location-form__check">
          <input type="checkbox" {...register('noExactLocation')} />
          <span>{t('location.noExactLocation')}</span>
        </label>
        <div className="location-form__fields">
          <LocationField
            id={`${formId}-address`}
            label={t('location.address')}
            error={fieldError(errors.address)}
            wide
          >
            <input
              id={`${formId}-address`}
              className="location-field__control"
              autoComplete="street-address"
              aria-invalid={Boolean(errors.address)}
              {...register('address')}
            />
          </LocationField>
          <LocationField
            id={`${formId}-person`}
            label={t('location.contactPerson')}
            error={fieldError(errors.contactPerson)}
          >
            <input
              id={`${formId}-person`}
              className="location-field__control"
              autoComplete="name"
              aria-invalid={Boolean(errors.contactPerson)}
              {...register('contactPerson')}
            />
          </LocationField>
          <LocationField
            id={`${formId}-number`}
            label={t('location.contactNumber')}
            error={fieldError(errors.contactNumber)}
          >
            <ContactNumberInput
              id={`${formId}-number`}
              controlClassName="location-field__control"
              dialCode={phone.dialCode}
              phoneLength={phone.phoneLength}
              aria-invalid={Boolean(errors.contactNumber)}
              {...register('contactNumber')}
            />
          </LocationField>
        </div>
      </form>
    </Dialog>
  );
}

type LocationFieldProps = {
  id: string;
  label: string;
  error: string | undefined;
  wide?: boolean;
  children: ReactNode;
};

function LocationField({ id, label, error, wide, children }: LocationFieldProps) {
  return (
    <div className={wide ? 'location-field location-field--wide' : 'location-field'}>
      <label className="location-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error && (
        <p className="location-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
