import type { ReactNode } from 'react';

export type FleetFact = { label: string; value: ReactNode };

/** A detail dialog's facts as a term/value grid: two or three columns on a tablet, one on a phone. */
export function FleetFacts({ facts }: { facts: FleetFact[] }) {
  return (
    <dl className="fleet-facts">
      {facts.map((fact) => (
        <div key={fact.label} className="fleet-facts__item">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
