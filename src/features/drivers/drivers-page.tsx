import { FleetPage } from '../fleet/components/fleet-page';
import type { FleetScreen } from '../fleet/components/fleet-screen';
import { driverCard, driverColumns } from './components/driver-columns';
import { DriverFacts } from './components/driver-facts';
import { DriverForm } from './components/driver-form';

/** A driver is known by name; their files are documents. */
const DRIVERS: FleetScreen<'drivers'> = {
  kind: 'drivers',
  columns: driverColumns,
  card: driverCard,
  Facts: DriverFacts,
  Form: DriverForm,
  uploads: ['documents'],
  names: (driver) => ({ id: driver.id, name: driver.name }),
};

/** docs/product.md §2 Drivers (`/drivers`, provider): the team's drivers, each with their files; add more. */
export function DriversPage() {
  return <FleetPage screen={DRIVERS} />;
}
