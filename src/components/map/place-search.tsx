import { useId, useState, type KeyboardEvent } from 'react';
import { IonIcon } from '@ionic/react';
import { searchOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { Place } from '../../lib/gazetteer';
import { useReferenceLabels } from '../../lib/reference-names/use-reference-labels';
import { usePlaceSearch } from './use-place-search';
import './place-search.css';

type PlaceSearchProps = {
  /** The stop's country: its places are listed first. */
  preferCountry: string;
  onPick: (place: Place) => void;
};

/**
 * A combobox over the gazetteer (and the server's geocoder when one is configured): type, then
 * pick with a tap or the arrow keys and Enter.
 */
export function PlaceSearch({ preferCountry, onPick }: PlaceSearchProps) {
  const { t } = useTranslation('map');
  const labels = useReferenceLabels();
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const results = usePlaceSearch(query, preferCountry);
  const expanded = open && query.trim().length > 0;
  const activeIndex = Math.min(active, results.length - 1);

  const pick = (place: Place) => {
    setQuery(labels.place({ city: place.name, country: place.country }));
    setOpen(false);
    onPick(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((Math.max(activeIndex, 0) + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      // Enter picks a place; it must never submit the location form around the box.
      event.preventDefault();
      const place = results[activeIndex];
      if (expanded && place) pick(place);
    } else if (event.key === 'Escape' && expanded) {
      // Close the list, not the dialog.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="place-search">
      <label className="place-search__label" htmlFor={`${id}-input`}>
        {t('search.label')}
      </label>
      <div className="place-search__box">
        <IonIcon icon={searchOutline} className="place-search__icon" aria-hidden="true" />
        <input
          id={`${id}-input`}
          className="place-search__input"
          type="search"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('search.placeholder')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={
            expanded && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined
          }
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </div>
      <ul
        id={listId}
        className="place-search__results"
        role="listbox"
        aria-label={t('search.results')}
        hidden={!expanded}
      >
        {results.length === 0 && <li className="place-search__empty">{t('search.noResults')}</li>}
        {results.map((place, index) => (
          <li
            key={`${place.name}|${place.country}`}
            id={`${id}-option-${index}`}
            className="place-search__option"
            role="option"
            aria-selected={index === activeIndex}
            // Keep focus in the box so blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(place)}
          >
            <span className="place-search__name">{labels.city(place.name)}</span>
            <span className="place-search__country">{labels.country(place.country)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
