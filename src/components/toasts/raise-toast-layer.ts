/** The toasts' popover (./toast-layer.tsx), found by its id; apart so dialogs need not load toasts. */
export const TOAST_LAYER_ID = 'app-toasts';

/** A dialog opened later enters the top layer above the toasts; re-entering puts them back on top. */
export function raiseToastLayer() {
  const layer = document.getElementById(TOAST_LAYER_ID);
  if (layer && typeof layer.showPopover === 'function' && layer.matches(':popover-open')) {
    layer.hidePopover();
    layer.showPopover();
  }
}
