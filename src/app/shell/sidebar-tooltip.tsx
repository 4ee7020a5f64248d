import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './sidebar-tooltip.css';

/** docs/product.md §9: tooltips wait 700 ms; once one has shown, its neighbours show at once. */
export const TOOLTIP_DELAY_MS = 700;
const SKIP_DELAY_MS = 300;
const GAP_PX = 10;

let lastHiddenAt = 0;

type Placement = { top: number; insetInlineStart: number };

type SidebarTooltipProps = {
  label: string;
  /** Only the collapsed sidebar needs tooltips; its labels are hidden then. */
  enabled: boolean;
  children: ReactNode;
};

export function SidebarTooltip({ label, enabled, children }: SidebarTooltipProps) {
  const anchorRef = useRef<HTMLDivElement>(null);
  const timerRef = useRef<number | undefined>(undefined);
  const [placement, setPlacement] = useState<Placement | null>(null);

  useEffect(() => () => window.clearTimeout(timerRef.current), []);

  function show() {
    if (!enabled) return;
    window.clearTimeout(timerRef.current);
    const delay = Date.now() - lastHiddenAt < SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS;
    timerRef.current = window.setTimeout(() => {
      const anchor = anchorRef.current;
      if (!anchor) return;
      const rect = anchor.getBoundingClientRect();
      const rtl = getComputedStyle(anchor).direction === 'rtl';
      setPlacement({
        top: rect.top + rect.height / 2,
        insetInlineStart: (rtl ? window.innerWidth - rect.left : rect.right) + GAP_PX,
      });
    }, delay);
  }

  function hide() {
    window.clearTimeout(timerRef.current);
    if (placement) lastHiddenAt = Date.now();
    setPlacement(null);
  }

  return (
    <div
      ref={anchorRef}
      className="sidebar-tooltip-anchor"
      onPointerEnter={(event) => {
        if (event.pointerType !== 'touch') show();
      }}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {children}
      {enabled &&
        placement &&
        createPortal(
          <div className="sidebar-tooltip" role="tooltip" style={placement}>
            {label}
          </div>,
          document.body,
        )}
    </div>
  );
}
