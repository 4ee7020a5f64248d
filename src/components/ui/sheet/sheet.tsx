import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../icon/icon';
import { closeOutline } from '../../icon/icons/close-outline';
import { raiseToastLayer } from '../../toasts/raise-toast-layer';
import { IconButton } from '../icon-button/icon-button';
import './sheet.css';

type SheetProps = {
  open: boolean;
  title: ReactNode;
  /** Escape, the close button and a tap on the dimmed page call it (unless not dismissible). */
  onClose: () => void;
  children: ReactNode;
  /** The sheet's buttons, pinned under its content: the primary one last (nearest the thumb). */
  actions?: ReactNode;
  description?: ReactNode;
  /** On wide screens: a panel along the end edge (forms beside a list) or centred. */
  placement?: 'end' | 'center';
  /** A sheet mid-task (a save in flight) may refuse to close. */
  dismissible?: boolean;
};

/**
 * A modal surface that rises from the bottom on phones (thumb reach) and is a side or centred
 * panel on wide screens. The native <dialog>, opened modal, gives the focus trap, Escape,
 * aria-modal and the top layer; this adds the look, a title bar and pinned actions, as the app's
 * Dialog does.
 */
export function Sheet({
  open,
  title,
  onClose,
  children,
  actions,
  description,
  placement = 'end',
  dismissible = true,
}: SheetProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const sheet = ref.current;
    if (!sheet) return;
    if (open && !sheet.open) {
      sheet.showModal();
      raiseToastLayer();
    }
    if (!open && sheet.open) sheet.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`sheet sheet--${placement}`}
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
        <div className="sheet__frame">
          <span className="sheet__grabber" aria-hidden="true" />
          <header className="sheet__header">
            <h2 id={titleId} className="sheet__title">
              {title}
            </h2>
            {dismissible && (
              <IconButton
                label={t('close')}
                icon={<Icon icon={closeOutline} />}
                className="sheet__close"
                onClick={onClose}
              />
            )}
          </header>
          <div className="sheet__body">
            {description && (
              <p id={descriptionId} className="sheet__description">
                {description}
              </p>
            )}
            {children}
          </div>
          {actions && <footer className="sheet__actions">{actions}</footer>}
        </div>
      )}
    </dialog>
  );
}
