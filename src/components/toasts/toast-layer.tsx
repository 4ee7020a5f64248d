import { useEffect, useRef } from 'react';
import { Toaster } from 'react-hot-toast';
import './toast-layer.css';

export const TOAST_LAYER_ID = 'app-toasts';

/**
 * Toasts live in a manual popover so they sit in the browser's top layer: a modal <dialog> is
 * drawn there too, and anything below it (even at z-index 9999) would hide behind its backdrop.
 */
export function ToastLayer() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const layer = ref.current;
    if (layer && typeof layer.showPopover === 'function' && !layer.matches(':popover-open')) {
      layer.showPopover();
    }
  }, []);
  return (
    <div id={TOAST_LAYER_ID} ref={ref} popover="manual" className="toast-layer">
      <Toaster
        position="top-center"
        containerStyle={{ top: 'max(16px, env(safe-area-inset-top))' }}
      />
    </div>
  );
}

/** A dialog opened later enters the top layer above the toasts; re-entering puts them back on top. */
export function raiseToastLayer() {
  const layer = document.getElementById(TOAST_LAYER_ID);
  if (layer && typeof layer.showPopover === 'function' && layer.matches(':popover-open')) {
    layer.hidePopover();
    layer.showPopover();
  }
}
