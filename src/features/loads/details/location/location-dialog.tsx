import { useId, useRef, useState, type ReactNode } from 'react';
import { IonSpinner } from '@ionic/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Load } from '../../../../contract/loads';
import { Dialog } from '../../../../components/dialog/dialog';
import { LazyLocationMap } from '../../../../components/map/lazy-location-map';
import {
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  SEARCH_PICK_ZOOM,
  type MapView,
} from '../../../../components/map/map-defaults';
import { cityCoordinates, nearestPlace, type LngLat, type Place } from '../../../../lib/gazetteer';
import { newIdempotencyKey, requestIdempotencyKey } from '../../../../lib/idempotency-key';
import { notifySuccess } from '../../../../lib/toasts';
import { useUpdateLoadLocation } from '../../api/update-load-location';
import { stopPhoneRules } from '../stop-country';
import type { StopKind } from '../stop-edit-rules';
import {
  locationFormDefaults,
  locationFormSchema,
  normalizeContactInput,
  toLocationRequest,
  type LocationFormValues,
} from './location-form';
import { PlaceSearch } from './place-search';
import '../details-buttons.css';
import './location-dialog.css';

type LocationDialogProps = { load: Load; kind: StopKind; onClose: () => void };

/** SPEC §2 Location update dialog: a point on the map, an address and a contact for one stop. */
export function LocationDialog({ load, kind, onClose }: LocationDialogProps) {
  const { t } = useTranslation('load-details');
  const formId = useId();
  const stop = load[kind];
  const phone = stopPhoneRules(stop.country);
  const [start] = useState<LngLat>(
    () => stop.coordinates ?? cityCoordinates(stop.country, stop.city) ?? DEFAULT_MAP_CENTER,
  );
  const [marker, setMarker] = useState<LngLat>(start);
  const [view, setView] = useState<MapView>({ center: start, zoom: DEFAULT_MAP_ZOOM });
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
  const near = nearestPlace(marker);
  const { errors } = formState;

  const pick = (place: Place) => {
    setMarker(place.coordinates);
    setView({ center: place.coordinates, zoom: SEARCH_PICK_ZOOM });
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
  const contactField = register('contactNumber');

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
          <button
            type="button"
            className="load-details-button"
            onClick={onClose}
            disabled={update.isPending}
          >
            {t('location.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className="load-details-button load-details-button--primary"
            disabled={update.isPending}
            aria-busy={update.isPending || undefined}
          >
            {update.isPending && <IonSpinner name="crescent" aria-hidden="true" />}
            {t('location.save')}
          </button>
        </>
      }
    >
      <form id={formId} className="location-form" noValidate onSubmit={handleSubmit(save)}>
        {failed && (
          <p className="location-form__alert" role="alert">
            {t('location.error')}
          </p>
        )}
        <PlaceSearch preferCountry={stop.country} onPick={pick} />
        <div className="location-form__map">
          <LazyLocationMap
            label={t('location.mapLabel')}
            markerLabel={t('location.markerLabel')}
            view={view}
            marker={noExactLocation ? null : marker}
            onMarkerChange={setMarker}
          />
          <p className="location-form__near" aria-live="polite">
            {noExactLocation
              ? t('location.noExactHint')
              : near && t('map:near', { place: near.name, country: near.country })}
          </p>
        </div>
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
            <div className="location-phone" dir="ltr">
              <span id={`${formId}-number-prefix`} className="location-phone__prefix">
                {phone.dialCode}
              </span>
              <input
                id={`${formId}-number`}
                className="location-field__control location-phone__input"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                aria-describedby={`${formId}-number-prefix`}
                aria-invalid={Boolean(errors.contactNumber)}
                {...contactField}
                onChange={(event) => {
                  event.target.value = normalizeContactInput(
                    event.target.value,
                    phone.dialCode,
                    phone.phoneLength,
                  );
                  void contactField.onChange(event);
                }}
              />
            </div>
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
