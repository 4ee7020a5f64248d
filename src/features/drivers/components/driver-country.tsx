import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';

/** The driver's country (stored by its English name) in the language shown. */
export function DriverCountry({ name }: { name: string }) {
  const { country } = useReferenceLabels();
  return <>{country(name)}</>;
}
