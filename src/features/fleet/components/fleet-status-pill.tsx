import { StatusPill } from '../../../components/ui/status-pill/status-pill';

/** A truck's or driver's status in a row or dialog: green while active, grey when not. */
export function FleetStatusPill({
  status,
  label,
}: {
  status: 'active' | 'inactive';
  label: string;
}) {
  return <StatusPill tone={status === 'active' ? 'success' : 'neutral'} label={label} />;
}
