import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from '../icon/icon';
import { closeOutline } from '../icon/icons/close-outline';
import { useTranslation } from 'react-i18next';
import { raiseToastLayer } from '../toasts/raise-toast-layer';
import { useDialogHistoryEntry } from './use-dialog-history-entry';
import './dialog.css';

export type DialogProps = {
  open: boolean;
  title: ReactNode;
  /**
   * Called on Escape, the close button, a backdrop click and browser Back (unless `dismissible`
   * is false).
   */
  onClose: () => void;
  children: ReactNode;
  /** Buttons, end-aligned; on phones they stack full width. */
  actions?: ReactNode;
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** A dialog mid-task (payment processing) may refuse to close. */
  dismissible?: boolean;
  /** Full screen below 768 px instead of a centred card. */
  fullScreenOnPhone?: boolean;
  /**
   * A bottom sheet instead: it rises from the bottom on phones (thumb reach); from 768 px it is a
   * panel along the end edge (forms beside a list) or centred. The kit's Sheet sets it.
   */
  sheet?: 'end' | 'center';
};

/**
 * The app's one modal, a centred card or a bottom sheet (`sheet`): the native <dialog> element
 * gives focus trapping, Escape and the top layer for free; this adds the product's look, a title
 * bar, an action row, and Back closing it while the page stays (dialog-history.ts).
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  actions,
  description,
  size = 'md',
  dismissible = true,
  fullScreenOnPhone = false,
  sheet,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const { t } = useTranslation('common');

  useDialogHistoryEntry(open, () => {
    if (!dismissible) return false;
    onClose();
    return true;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      raiseToastLayer();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={[
        'app-dialog',
        `app-dialog--${size}`,
        fullScreenOnPhone && 'app-dialog--phone-full',
        sheet && `app-dialog--sheet app-dialog--sheet-${sheet}`,
      ]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClick={(event) => {
        // A click on the dialog element itself is a click on its backdrop.
        if (event.target === ref.current && dismissible) onClose();
      }}
    >
      {open && (
        <div className="app-dialog__frame">
          {sheet && <span className="app-dialog__grabber" aria-hidden="true" />}
          <header className="app-dialog__header">
            <h2 id={titleId} className="app-dialog__title">
              {title}
            </h2>
            {dismissible && (
              <button
                type="button"
                className="app-dialog__close"
                onClick={onClose}
                aria-label={t('close')}
              >
                <Icon icon={closeOutline} aria-hidden="true" />
              </button>
            )}
          </header>
          <div className="app-dialog__body">
            {description && (
              <p id={descriptionId} className="app-dialog__description">
                {description}
              </p>
            )}
            {children}
          </div>
          {actions && <footer className="app-dialog__actions">{actions}</footer>}
        </div>
      )}
    </dialog>
  );
}
