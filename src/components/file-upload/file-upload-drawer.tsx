import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { IonIcon } from '@ionic/react';
import { alertCircle, closeOutline, informationCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '../../contract/files';
import { notifyError, notifySuccess } from '../../lib/toasts';
import { useDialogHistoryEntry } from '../dialog/use-dialog-history-entry';
import { raiseToastLayer } from '../toasts/raise-toast-layer';
import { Button } from '../ui/button/button';
import { FileDropZone } from './file-drop-zone';
import { isAbortError } from './is-abort-error';
import { uploadFailureMessage } from './upload-failure-message';
import { UploadItemRow } from './upload-item-row';
import { UploadProgress } from './upload-progress';
import { MAX_FILES_PER_UPLOAD, type UploadTarget } from './upload-target';
import { useFileDrag } from './use-file-drag';
import { useUploadItems, isLabelMissing, type AddOutcome } from './use-upload-items';
import { useUploadRequest } from './use-upload-request';
import './file-upload-buttons.css';
import './file-upload-drawer.css';

export type FileUploadDrawerProps = {
  open: boolean;
  target: UploadTarget;
  /** Whose files these are, e.g. 'TRK-12 · Volvo FH', shown under the title. */
  ownerName: string;
  onClose: () => void;
  /** The owner's whole file list as the server answered it after the upload. */
  onUploaded: (docs: StoredFile[]) => void;
};

/**
 * The upload side drawer of docs/product.md §2: pick several files, label each, send them in one request
 * with a progress bar. Mounted only while open, so every opening starts empty.
 */
export function FileUploadDrawer({ open, ...props }: FileUploadDrawerProps) {
  // In <body>, beside the dialog it was opened from: both are modal, the later one on top.
  return open ? createPortal(<UploadDrawer {...props} />, document.body) : null;
}

function UploadDrawer({
  target,
  ownerName,
  onClose,
  onUploaded,
}: Omit<FileUploadDrawerProps, 'open'>) {
  const { t } = useTranslation('file-upload');
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const { items, add, remove, setLabel } = useUploadItems(target.kind);
  const request = useUploadRequest(target.path);
  const [checkedLabels, setCheckedLabels] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const busy = request.pending;
  const labelInputId = (index: number) => `${id}-label-${index}`;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    raiseToastLayer();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  const pick = (files: File[]) => {
    setError(null);
    setNotice(describeLeftOut(add(files)));
  };
  const drag = useFileDrag(pick, busy);

  function describeLeftOut({ rejected, overLimit }: AddOutcome): string | null {
    if (rejected > 0) return t(`drawer.rejected.${target.kind}`, { count: rejected });
    if (overLimit > 0) return t('drawer.overLimit', { max: MAX_FILES_PER_UPLOAD });
    return null;
  }

  const close = () => {
    if (!busy) onClose();
  };
  // Back closes the drawer (not the dialog beneath it), unless an upload is under way.
  useDialogHistoryEntry(true, () => {
    if (busy) return false;
    onClose();
    return true;
  });

  const submit = () => {
    setError(null);
    const firstBlank = items.findIndex(isLabelMissing);
    if (firstBlank !== -1) {
      // docs/product.md §5: checked here, before anything is sent.
      setCheckedLabels(true);
      setError(t('drawer.labelsRequired'));
      document.getElementById(labelInputId(firstBlank))?.focus();
      return;
    }
    request.upload(items, {
      onSuccess: ({ docs, message }) => {
        notifySuccess(message ?? t(`drawer.uploaded.${target.kind}`));
        onUploaded(docs);
        onClose();
      },
      onError: (cause) => {
        if (isAbortError(cause)) return;
        const message = uploadFailureMessage(cause, target.kind, t);
        notifyError(message);
        setError(message);
      },
    });
  };

  return (
    <dialog
      ref={ref}
      className="file-upload-drawer"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-owner`}
      aria-busy={busy || undefined}
      onCancel={(event) => {
        event.preventDefault();
        // The drawer sits inside another dialog's React tree: Escape closes only the drawer.
        event.stopPropagation();
        close();
      }}
      onClick={(event) => {
        if (event.target === ref.current) close();
      }}
    >
      <div className="file-upload-drawer__frame" {...drag.handlers}>
        <header className="file-upload-drawer__header">
          <div className="file-upload-drawer__heading">
            <h2 id={`${id}-title`} className="file-upload-drawer__title">
              {t(`drawer.title.${target.kind}`)}
            </h2>
            <p id={`${id}-owner`} className="file-upload-drawer__owner">
              {ownerName}
            </p>
          </div>
          <button
            type="button"
            className="file-upload-icon-button"
            aria-label={t('drawer.close')}
            disabled={busy}
            onClick={close}
          >
            <IonIcon icon={closeOutline} aria-hidden="true" />
          </button>
        </header>

        <div className="file-upload-drawer__body">
          <FileDropZone
            kind={target.kind}
            dragging={drag.dragging}
            hasFiles={items.length > 0}
            disabled={busy || items.length >= MAX_FILES_PER_UPLOAD}
            onPick={pick}
          />
          {notice && (
            <p className="file-upload-notice" role="status">
              <IonIcon icon={informationCircleOutline} aria-hidden="true" />
              <span>{notice}</span>
            </p>
          )}
          {items.length > 0 && (
            <section aria-labelledby={`${id}-selected`}>
              <h3 id={`${id}-selected`} className="file-upload-drawer__subtitle">
                {t('drawer.selected', { count: items.length })}
              </h3>
              <ul className="file-upload-list">
                {items.map((item, index) => (
                  <UploadItemRow
                    key={item.key}
                    item={item}
                    inputId={labelInputId(index)}
                    invalid={checkedLabels && isLabelMissing(item)}
                    disabled={busy}
                    onLabelChange={(label) => {
                      setLabel(item.key, label);
                      // The labels message goes once every file has one.
                      if (error === t('drawer.labelsRequired')) {
                        const others = items.filter((other) => other.key !== item.key);
                        if (label.trim() && others.every((other) => other.label.trim()))
                          setError(null);
                      }
                    }}
                    onRemove={() => remove(item.key)}
                  />
                ))}
              </ul>
            </section>
          )}
        </div>

        <footer className="file-upload-drawer__footer">
          {request.percent !== null && <UploadProgress percent={request.percent} />}
          {error && (
            <p className="file-upload-error" role="alert">
              <IonIcon icon={alertCircle} aria-hidden="true" />
              <span>{error}</span>
            </p>
          )}
          <div className="file-upload-drawer__actions">
            {busy ? (
              <Button onClick={request.stop}>{t('drawer.stop')}</Button>
            ) : (
              <Button onClick={close}>{t('drawer.cancel')}</Button>
            )}
            <Button
              variant="primary"
              busy={busy}
              disabled={!busy && items.length === 0}
              onClick={submit}
            >
              {items.length > 0
                ? t('drawer.submit', { count: items.length })
                : t('drawer.submitNone')}
            </Button>
          </div>
        </footer>
      </div>
    </dialog>
  );
}
