import { describe, expect, it } from 'vitest';
import { legacyLoadTarget } from '../../src/features/loads/list/legacy-load-link';
import { legacyTripTarget } from '../../src/features/trips/utils/legacy-trip-link';
import { loadDetailsPath, tripDetailsPath } from '../../src/lib/detail-paths';

const LOAD_ID = '0c7e8a52-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
const TRIP_ID = '6f1c1b9e-8a7d-4f3e-9b2a-0c1d2e3f4a5b';

describe('the addresses of a load and a trip', () => {
  it('puts the id in a path segment of its own, escaped', () => {
    expect(loadDetailsPath(LOAD_ID)).toBe(`/my-loads/${LOAD_ID}`);
    expect(tripDetailsPath(TRIP_ID)).toBe(`/trips/${TRIP_ID}`);
    expect(loadDetailsPath('a/b?c#d')).toBe('/my-loads/a%2Fb%3Fc%23d');
  });

  it("carries the Trips list's filters along, with or without their '?'", () => {
    expect(tripDetailsPath(TRIP_ID, 'status=confirmed')).toBe(`/trips/${TRIP_ID}?status=confirmed`);
    expect(tripDetailsPath(TRIP_ID, '?status=confirmed')).toBe(
      `/trips/${TRIP_ID}?status=confirmed`,
    );
    expect(tripDetailsPath(TRIP_ID, '?')).toBe(`/trips/${TRIP_ID}`);
  });
});

describe('older links keep working', () => {
  it("sends '/my-loads?load=' and the openLoadId state to the load's own address", () => {
    expect(legacyLoadTarget({ search: `?load=${LOAD_ID}`, state: null })).toBe(
      `/my-loads/${LOAD_ID}`,
    );
    expect(legacyLoadTarget({ search: '', state: { openLoadId: LOAD_ID } })).toBe(
      `/my-loads/${LOAD_ID}`,
    );
  });

  it('leaves the list alone when no load is named', () => {
    expect(legacyLoadTarget({ search: '', state: null })).toBeNull();
    expect(legacyLoadTarget({ search: '?load=', state: { openLoadId: '' } })).toBeNull();
    expect(
      legacyLoadTarget({ search: '?completed=1', state: { openedFromList: true } }),
    ).toBeNull();
  });

  it("sends '/trips?trip=' to the trip's own address, the filters kept", () => {
    expect(legacyTripTarget(`?trip=${TRIP_ID}`)).toBe(`/trips/${TRIP_ID}`);
    expect(legacyTripTarget(`?status=loaded&trip=${TRIP_ID}&date=2030-01-02`)).toBe(
      `/trips/${TRIP_ID}?status=loaded&date=2030-01-02`,
    );
    expect(legacyTripTarget('?status=loaded')).toBeNull();
    expect(legacyTripTarget('?trip=')).toBeNull();
  });
});
