import { useEffect, useRef } from 'react';
import { Toaster } from 'react-hot-toast';
import { TOAST_LAYER_ID } from './raise-toast-layer';
import './toast-layer.css';

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
