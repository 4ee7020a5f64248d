/** A truck's or driver's status in a row or dialog: green while active, grey when not. */
export function FleetStatusPill({
  status,
  label,
}: {
  status: 'active' | 'inactive';
  label: string;
}) {
  return (
    <span className="fleet-pill" data-status={status}>
      <span className="fleet-pill__dot" aria-hidden="true" />
      {label}
    </span>
  );
}
