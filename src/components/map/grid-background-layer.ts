import L from 'leaflet';

/**
 * A plain grid drawn per tile, under the map tiles: with no tile server (none configured,
 * offline, blocked) the map still pans and zooms visibly, so the marker stays usable.
 */
export class GridBackgroundLayer extends L.GridLayer {
  protected override createTile(): HTMLElement {
    const tile = document.createElement('div');
    tile.className = 'location-map__grid-tile';
    return tile;
  }
}
