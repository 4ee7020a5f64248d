import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog/dialog';
import { Icon } from '../../../components/icon/icon';
import { warningOutline } from '../../../components/icon/icons/warning-outline';
import { Button } from '../../../components/ui/button/button';
import { MAX_PROOF_PHOTOS, MAX_RECIPIENT_NAME } from '../../../contract/delivery-proof-limits';
import { ErrorBanner } from '../components/error-banner';
import { PhotoPicker } from '../components/photo-picker';
import type { Fix } from '../tracking/fix';
import { DeliveryPlace } from './delivery-place';
import { SignaturePad } from './signature-pad';
import { signaturePng, type SignatureStroke } from './signature-strokes';
import { useDeliveryFix } from './use-delivery-fix';
import './delivery-step.css';

/** What the driver hands over on Send: the page queues it with the Completed status. */
export type DeliveryInput = {
  recipientName: string;
  signature: Blob;
  photos: File[];
  fix: Fix | null;
};

type DeliveryStepProps = {
  open: boolean;
  photosRequired: boolean;
  busy: boolean;
  error: string | null;
  /** Back to the status choice: nothing was kept. */
  onBack: () => void;
  onClose: () => void;
  onSubmit: (input: DeliveryInput) => void;
};

type Problems = { name?: string; signature?: string; photos?: string };

/**
 * Completed asks for a proof of delivery first (docs/product.md §7): the receiver's name and
 * signature, photos (required when the provider says so), and where and when, taken from the
 * phone. Loaded only when Completed is chosen, so the page's first load stays small.
 */
export function DeliveryStep({
  open,
  photosRequired,
  busy,
  error,
  onBack,
  onClose,
  onSubmit,
}: DeliveryStepProps) {
  const { t } = useTranslation('driver-page');
  const id = useId();
  const [name, setName] = useState('');
  const [strokes, setStrokes] = useState<SignatureStroke[]>([]);
  const [photos, setPhotos] = useState<File[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const [drawError, setDrawError] = useState<string | null>(null);
  const { fix, problem } = useDeliveryFix(open);

  const submit = async () => {
    const found: Problems = {
      name: name.trim() ? undefined : t('delivery.nameRequired'),
      signature: strokes.length > 0 ? undefined : t('delivery.signatureRequired'),
      photos: photosRequired && photos.length === 0 ? t('delivery.photosRequired') : undefined,
    };
    setProblems(found);
    setDrawError(null);
    if (found.name || found.signature || found.photos) return;
    let signature: Blob;
    try {
      signature = await signaturePng(strokes);
    } catch {
      setDrawError(t('errors.storage'));
      return;
    }
    onSubmit({ recipientName: name.trim(), signature, photos, fix });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('delivery.title')}
      dismissible={!busy}
      fullScreenOnPhone
      actions={
        <>
          <Button size="lg" onClick={onBack} disabled={busy}>
            {t('status.goBack')}
          </Button>
          <Button variant="primary" size="lg" busy={busy} onClick={() => void submit()}>
            {busy ? t('status.saving') : t('delivery.submit')}
          </Button>
        </>
      }
    >
      <form
        className="driver-page__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset className="driver-page__fieldset" disabled={busy}>
          <p className="delivery-step__intro">{t('delivery.intro')}</p>
          <div className="driver-page__field">
            <label className="driver-page__label" htmlFor={`${id}-name`}>
              {t('delivery.name')}
            </label>
            <input
              id={`${id}-name`}
              className="driver-page__input"
              type="text"
              autoComplete="off"
              maxLength={MAX_RECIPIENT_NAME}
              value={name}
              aria-invalid={!!problems.name || undefined}
              aria-describedby={problems.name ? `${id}-name-error` : undefined}
              onChange={(event) => {
                setName(event.target.value);
                setProblems((found) => ({ ...found, name: undefined }));
              }}
            />
            <FieldError id={`${id}-name-error`} message={problems.name} />
          </div>
          <div className="driver-page__field">
            <span id={`${id}-signature`} className="driver-page__label">
              {t('delivery.signature')}
            </span>
            <SignaturePad
              strokes={strokes}
              onChange={(next) => {
                setStrokes(next);
                setProblems((found) => ({ ...found, signature: undefined }));
              }}
              labelId={`${id}-signature`}
              describedBy={problems.signature ? `${id}-signature-error` : undefined}
              invalid={!!problems.signature}
              disabled={busy}
            />
            <FieldError id={`${id}-signature-error`} message={problems.signature} />
          </div>
          <PhotoPicker
            photos={photos}
            onChange={(next) => {
              setPhotos(next);
              setProblems((found) => ({ ...found, photos: undefined }));
            }}
            disabled={busy}
            invalid={!!problems.photos}
            label={t(photosRequired ? 'delivery.photosNeeded' : 'delivery.photosOptional')}
            tooManyText={t('delivery.tooManyPhotos', { max: MAX_PROOF_PHOTOS })}
          />
          <FieldError id={`${id}-photos-error`} message={problems.photos} />
          <DeliveryPlace fix={fix} problem={problem} />
        </fieldset>
      </form>
      <p className="driver-page__warning">
        <Icon icon={warningOutline} aria-hidden="true" />
        <span>{t('status.completeWarning')}</span>
      </p>
      <ErrorBanner message={error ?? drawError} />
    </Dialog>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="driver-page__field-error" role="alert">
      {message}
    </p>
  );
}
