import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner/spinner';
import { Button } from '../../../components/ui/button/button';
import { LinkButton } from '../../../components/ui/button/link-button';
import { SearchableSelect } from '../../../components/ui/searchable-select/searchable-select';
import type { AssignTripRequest } from '../../../contract/trips';
import { newIdempotencyKey, requestIdempotencyKey } from '../../../lib/idempotency-key';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { useAssignTrip } from '../api/assign-trip';
import { failureMessage } from '../../../lib/failure-message';
import type { AssignmentKind, AssignmentOption } from './assignment-options';

type AssignControlProps = {
  tripId: string;
  kind: AssignmentKind;
  /** The driver or truck assigned now, if any. */
  currentId: string | null;
  /** Undefined while the list loads. */
  options: AssignmentOption[] | undefined;
  /** Said under the select about the one chosen (a truck that does not suit the load). */
  noteFor?: (selectedId: string) => ReactNode;
};

const ADD_PAGE: Record<AssignmentKind, string> = { driver: '/drivers', truck: '/trucks' };

/** A driver or truck select with its Assign button, or docs/product.md §8's 'none available' message. */
export function AssignControl({ tripId, kind, currentId, options, noteFor }: AssignControlProps) {
  const { t } = useTranslation('trips');
  if (!options) {
    return (
      <p className="trip-assign__loading" role="status">
        <Spinner aria-hidden="true" />
        {t(`assign.${kind}.loading`)}
      </p>
    );
  }
  if (options.length === 0) {
    return (
      <p className="trip-assign__empty" role="status">
        <span>{t(`assign.${kind}.none`)}</span>
        <LinkButton variant="secondary" to={ADD_PAGE[kind]}>
          {t(`assign.${kind}.add`)}
        </LinkButton>
      </p>
    );
  }
  // Keyed by the current pick so a successful assignment starts the select from the new one.
  return (
    <AssignForm
      key={currentId ?? 'none'}
      tripId={tripId}
      kind={kind}
      currentId={currentId}
      options={options}
      noteFor={noteFor}
    />
  );
}

type AssignFormProps = Omit<AssignControlProps, 'options'> & { options: AssignmentOption[] };

function AssignForm({ tripId, kind, currentId, options, noteFor }: AssignFormProps) {
  const { t } = useTranslation('trips');
  const assign = useAssignTrip(tripId);
  const current = options.some((option) => option.value === currentId) ? currentId : null;
  const [selected, setSelected] = useState<string | null>(current);
  const [error, setError] = useState<string | null>(null);
  // One key per pick: a retry of the same pick repeats it; another pick is a new request.
  const [nonce] = useState(newIdempotencyKey);
  // isPending arrives a render late; a double click must not send twice meanwhile.
  const sending = useRef(false);
  const selectId = `trip-assign-${kind}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected || sending.current) return;
    sending.current = true;
    setError(null);
    const request: AssignTripRequest =
      kind === 'driver'
        ? { type: 'driver', driverId: selected }
        : { type: 'truck', truckId: selected };
    const type = t(`assign.${kind}.type`);
    const idempotencyKey = requestIdempotencyKey(`assign-${nonce}`, request);
    assign.mutate(
      { request, idempotencyKey },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: ({ message }) => notifySuccess(message || t(`assign.${kind}.success`)),
        onError: (cause) => {
          const message = failureMessage(cause, {
            failed: t('assign.failed', { type }),
            error: t('assign.error', { type }),
          });
          notifyError(message);
          setError(message);
        },
      },
    );
  };

  return (
    <form className="trip-assign" noValidate onSubmit={submit}>
      <SearchableSelect
        id={selectId}
        label={t(`assign.${kind}.label`)}
        options={options}
        value={selected}
        onChange={(value) => {
          setSelected(value);
          setError(null);
        }}
        placeholder={t(`assign.${kind}.placeholder`)}
        error={error ?? undefined}
      />
      {/* Between the choice and its button, so it is read before assigning. */}
      {noteFor && selected && <div className="trip-assign__note">{noteFor(selected)}</div>}
      <div className="trip-assign__actions">
        <Button
          type="submit"
          variant="secondary"
          busy={assign.isPending}
          disabled={!selected || selected === current}
        >
          {t(`assign.${kind}.submit`)}
        </Button>
      </div>
    </form>
  );
}
