import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog/dialog';
import { DEFAULT_MAP_CENTER } from '../../../components/map/map-defaults';
import { PointPicker } from '../../../components/map/point-picker';
import { Button } from '../../../components/ui/button/button';
import { cityCoordinates, roundPoint, type LngLat, type Place } from '../../../lib/gazetteer';
import type { StopPrefix } from '../utils/post-load-form-values';

type StopPointDialogProps = {
  stop: StopPrefix;
  country: string;
  city: string;
  /** The point set before, if any: the map opens on it. */
  point: LngLat | null;
  /** The chosen point, and the name of the place searched for on the way, if any. */
  onUse: (point: LngLat, placeName: string | null) => void;
  onClose: () => void;
};

/** Search, then drag the pin or tap the map: the stop's exact point, kept only on 'Use this point'. */
export function StopPointDialog({
  stop,
  country,
  city,
  point,
  onUse,
  onClose,
}: StopPointDialogProps) {
  const { t } = useTranslation('post-load');
  const [start] = useState<LngLat>(
    () => point ?? cityCoordinates(country, city) ?? DEFAULT_MAP_CENTER,
  );
  const [marker, setMarker] = useState<LngLat>(start);
  const [picked, setPicked] = useState<Place | null>(null);
  return (
    <Dialog
      open
      title={t(`stops.${stop}.pointTitle`)}
      description={t('point.lead')}
      onClose={onClose}
      size="lg"
      fullScreenOnPhone
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('point.cancel')}
          </Button>
          <Button variant="primary" onClick={() => onUse(roundPoint(marker), picked?.name ?? null)}>
            {t('point.use')}
          </Button>
        </>
      }
    >
      <div className="post-load-point-dialog">
        <PointPicker
          country={country}
          start={start}
          marker={marker}
          onMarkerChange={setMarker}
          onPlacePick={setPicked}
        />
      </div>
    </Dialog>
  );
}
