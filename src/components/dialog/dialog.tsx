import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from '../icon/icon';
import { closeOutline } from '../icon/icons/close-outline';
import { useTranslation } from 'react-i18next';
import { raiseToastLayer } from '../toasts/raise-toast-layer';
import { useDialogHistoryEntry } from './use-dialog-history-entry';
import './dialog.css';

type DialogProps = {
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
};

/**
 * The app's one modal: the native <dialog> element gives focus trapping, Escape and the top
 * layer for free; this adds the product's look, a title bar, an action row, and Back closing it
 * while the page stays (dialog-history.ts).
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
      className={`app-dialog app-dialog--${size}${fullScreenOnPhone ? ' app-dialog--phone-full' : ''}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current && dismissible) onClose();
      }}
    >
      {open && (
        <div className="app-dialog__frame">
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
