import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialog/dialog';
import { LazyLocationMap } from './lazy-location-map';
import type { MapView } from './map-defaults';
import type { LngLat } from '../../lib/gazetteer';

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

/** docs/product.md §2 truck location: the last known position on a read-only map, with its age. */
export function TruckLocationDialog({
  position,
  lastUpdated,
  accuracy,
  paused,
  stale,
  onClose,
}: TruckLocationDialogProps) {
  const { t } = useTranslation('map');
  const [view] = useState<MapView>({ center: position, zoom: TRUCK_ZOOM });
  return (
    <Dialog open title={t('truck.mapTitle')} onClose={onClose} size="lg" fullScreenOnPhone>
      <div className="truck-location" data-stale={stale || undefined}>
        <LazyLocationMap
          label={t('truck.mapLabel')}
          markerLabel={t('truck.markerLabel')}
          view={view}
          marker={position}
        />
        <p className="truck-location__age">
          {lastUpdated}
          {accuracy && ` · ${accuracy}`}
          {stale && <span className="truck-location__stale"> · {t('truck.stale')}</span>}
        </p>
        {paused && <p className="truck-location__paused">{t('truck.paused')}</p>}
      </div>
    </Dialog>
  );
}
