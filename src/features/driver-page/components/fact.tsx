import type { ReactNode } from 'react';

type FactProps = {
  label: string;
  children: ReactNode;
  /** Takes the whole row (phone numbers must not wrap). */
  wide?: boolean;
};

/** One labelled value inside a card's <dl>. */
export function Fact({ label, children, wide = false }: FactProps) {
  return (
    <div className="driver-page__fact" data-wide={wide || undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
