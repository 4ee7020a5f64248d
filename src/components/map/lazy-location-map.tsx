import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationMapProps } from './location-map';
import { MapErrorBoundary } from './map-error-boundary';
import './location-map.css';

const importMap = () =>
  import('./location-map').then((module) => ({ default: module.LocationMap }));

/**
 * The map with Leaflet in its own chunk: screens that may never open a map do not carry it.
 * A failed chunk load offers a retry (a fresh import, since lazy() remembers its failure).
 */
export function LazyLocationMap(props: LocationMapProps) {
  const { t } = useTranslation('map');
  const [LoadedMap, setLoadedMap] = useState(() => lazy(importMap));
  return (
    <MapErrorBoundary
      onRetry={() => setLoadedMap(() => lazy(importMap))}
      fallback={(retry) => (
        <div className="location-map__loading" role="alert">
          <p>{t('errors.initFailed')}</p>
          <button type="button" className="location-map__retry" onClick={retry}>
            {t('retry')}
          </button>
        </div>
      )}
    >
      <Suspense fallback={<div className="location-map__loading">{t('loading')}</div>}>
        <LoadedMap {...props} />
      </Suspense>
    </MapErrorBoundary>
  );
}
