import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog/dialog';
import { LazyLocationMap } from '../../../components/map/lazy-location-map';
import type { MapView } from '../../../components/map/map-defaults';
import type { LngLat } from '../../../lib/gazetteer';

type TruckLocationDialogProps = {
  position: LngLat;
  /** 'Last Updated 5 mins ago', already worded. */
  lastUpdated: string;
  /** '± 12 m', already worded; null when the phone gave none. */
  accuracy: string | null;
  paused: boolean;
  stale: boolean;
  onClose: () => void;
};

const TRUCK_ZOOM = 13;

/** SPEC §2 truck location: the last known position on a read-only map, with its age. */
export function TruckLocationDialog({
  position,
  lastUpdated,
  accuracy,
  paused,
  stale,
  onClose,
}: TruckLocationDialogProps) {
  const { t } = useTranslation('load-details');
  const [view] = useState<MapView>({ center: position, zoom: TRUCK_ZOOM });
  return (
    <Dialog open title={t('driver.mapTitle')} onClose={onClose} size="lg" fullScreenOnPhone>
      <div className="truck-location" data-stale={stale || undefined}>
        <LazyLocationMap
          label={t('driver.mapLabel')}
          markerLabel={t('driver.markerLabel')}
          view={view}
          marker={position}
        />
        <p className="truck-location__age">
          {lastUpdated}
          {accuracy && ` · ${accuracy}`}
          {stale && <span className="truck-location__stale"> · {t('driver.stale')}</span>}
        </p>
        {paused && <p className="truck-location__paused">{t('driver.paused')}</p>}
      </div>
    </Dialog>
  );
}
