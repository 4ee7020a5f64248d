import { IonIcon } from '@ionic/react';
import { lockClosedOutline, personOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { truckOutline } from '../../../app/shell/truck-icon';
import { InlineAlert } from '../../../components/inline-alert/inline-alert';
import { TruckPosition } from '../../../components/map/truck-position';
import { isTripUnderWay } from '../../../contract/statuses';
import type { TripDetails } from '../../../contract/trips';
import { useAssignableDrivers } from '../api/assignable-drivers';
import { useAssignableTrucks } from '../api/assignable-trucks';
import { TruckFitWarning } from '../../fleet/components/truck-fit-warning';
import { canAssignTrip } from '../utils/trip-status';
import { AssignControl } from './assign-control';
import { driverOption, truckOption } from './assignment-options';
import { AssignedDriver, AssignedTruck } from './transport-parties';

type TripTransportDetailsProps = {
  trip: TripDetails;
  /** Providers assign; anyone else only reads. */
  canManage: boolean;
};

/**
 * docs/product.md §2 transport details: the driver and the truck. A provider picks them while the trip is
 * confirmed or pending (docs/product.md §4); once it has started they are shown read-only.
 */
export function TripTransportDetails({ trip, canManage }: TripTransportDetailsProps) {
  const { t } = useTranslation('trips');
  const assignable = canManage && canAssignTrip(trip.status);
  const drivers = useAssignableDrivers({ enabled: assignable });
  const trucks = useAssignableTrucks({ enabled: assignable });
  const optionsFailed = drivers.isError || trucks.isError;
  const retry = () => {
    if (drivers.isError) void drivers.refetch();
    if (trucks.isError) void trucks.refetch();
  };

  return (
    <section className="trip-details__card" aria-labelledby="trip-details-transport">
      <h3 id="trip-details-transport" className="trip-details__card-title" tabIndex={-1}>
        {t('transport.title')}
      </h3>
      {assignable && optionsFailed && (
        <InlineAlert
          message={t('assign.optionsError')}
          retrying={drivers.isFetching || trucks.isFetching}
          onRetry={retry}
        />
      )}
      <div className="trip-transport">
        <div className="trip-transport__party">
          <h4 className="trip-transport__title">
            <IonIcon icon={personOutline} aria-hidden="true" />
            {t('transport.driver')}
          </h4>
          <AssignedDriver driver={trip.driverDetails} />
          {assignable && !optionsFailed && (
            <AssignControl
              tripId={trip._id}
              kind="driver"
              currentId={trip.driverId}
              options={drivers.data?.map(driverOption)}
            />
          )}
        </div>
        <div className="trip-transport__party">
          <h4 className="trip-transport__title">
            <IonIcon icon={truckOutline} aria-hidden="true" />
            {t('transport.truck')}
          </h4>
          <AssignedTruck truck={trip.truckDetails} />
          {assignable && !optionsFailed && (
            <AssignControl
              tripId={trip._id}
              kind="truck"
              currentId={trip.truckId}
              options={trucks.data?.map(truckOption)}
              noteFor={(truckId) => (
                <TruckFitWarning
                  load={trip.loadDetails}
                  truck={trucks.data?.find((truck) => truck._id === truckId)}
                />
              )}
            />
          )}
        </div>
      </div>
      {trip.driverDetails && (
        <TruckPosition location={trip.location} tracking={isTripUnderWay(trip.status)} />
      )}
      {canManage && !assignable && (
        <p className="trip-transport__locked">
          <IonIcon icon={lockClosedOutline} aria-hidden="true" />
          <span>{t(trip.status === 'cancelled' ? 'assign.lockedCancelled' : 'assign.locked')}</span>
        </p>
      )}
    </section>
  );
}
