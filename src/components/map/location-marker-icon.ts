import L from 'leaflet';
import markerIcon2xUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';

/**
 * Leaflet's default icon finds its images through a path guessed from its CSS, which Vite's
 * hashed assets break, so the images are imported. The 25×41 pin sits in a 44 px box so a finger
 * can grab it.
 */
export const locationMarkerIcon = L.divIcon({
  className: 'location-map__pin',
  html:
    `<img class="location-map__pin-shadow" src="${markerShadowUrl}" alt="" draggable="false" />` +
    `<img class="location-map__pin-image" src="${markerIconUrl}" srcset="${markerIcon2xUrl} 2x" alt="" draggable="false" />`,
  iconSize: [44, 48],
  iconAnchor: [22, 46],
});
