import { FleetFormBanner } from './fleet-form-banner';

type FleetRetireConfirmationProps = {
  /** 'Retire TRK-7 · Volvo FH?' */
  question: string;
  /** What retiring does and does not do. */
  explanation: string;
  /** Why the last attempt was refused (a trip not ended yet), if it was. */
  failure: string | null;
};

/** The retire step of a truck's or driver's dialog: what it means, asked before it is done. */
export function FleetRetireConfirmation({
  question,
  explanation,
  failure,
}: FleetRetireConfirmationProps) {
  return (
    <div className="fleet-retire">
      <FleetFormBanner message={failure} />
      <p className="fleet-retire__question">{question}</p>
      <p className="fleet-retire__explanation">{explanation}</p>
    </div>
  );
}
