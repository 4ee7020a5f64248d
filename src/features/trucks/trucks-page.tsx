import { FleetPage } from '../fleet/components/fleet-page';
import type { FleetScreen } from '../fleet/components/fleet-screen';
import { truckCard, truckColumns } from './components/truck-columns';
import { TruckFacts } from './components/truck-facts';
import { TruckForm } from './components/truck-form';
import './trucks.css';

/** A truck is known by its model; it has documents and photos. */
const TRUCKS: FleetScreen<'trucks'> = {
  kind: 'trucks',
  columns: truckColumns,
  card: truckCard,
  Facts: TruckFacts,
  Form: TruckForm,
  uploads: ['documents', 'images'],
  names: (truck) => ({ id: truck.id, model: truck.model }),
};

/** docs/product.md §2 Trucks (`/trucks`, provider): the fleet's trucks, each with its files; add more. */
export function TrucksPage() {
  return <FleetPage screen={TRUCKS} />;
}
