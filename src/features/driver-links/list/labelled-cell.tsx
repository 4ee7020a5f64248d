import type { ReactNode } from 'react';

/**
 * A cell with its column's name above it, shown only where narrow screens lay rows out as cards
 * (driver-links.css); the header already names the column for assistive technology.
 */
export function LabelledCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="links-cell">
      <span className="links-cell__label" aria-hidden="true">
        {label}
      </span>
      {children}
    </span>
  );
}
