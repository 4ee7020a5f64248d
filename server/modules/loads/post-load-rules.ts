import type { CreateLoadRequest } from '../../../src/contract/loads';
import { CURRENCIES } from '../../../src/contract/money';
import { countries, truckTypes } from '../../../src/contract/reference';
import { HttpError } from '../../lib/http-error';

export type PostedLoad = {
  source: { country: string; city: string };
  destination: { country: string; city: string };
  currency: string;
  truckType: string | null;
  truckSubType: string | null;
  weightKg: number;
  scheduledDate: Date;
};

const invalid = (message: string) => new HttpError(400, message);
const same = (a: string, b: string) =>
  a.normalize('NFC').toLowerCase() === b.normalize('NFC').toLowerCase();

type PlaceMessages = {
  country: (names: string) => string;
  city: (city: string, country: string) => string;
};

/** What is wrong with a stop, a whole sentence for each. */
const PLACE_MESSAGES: Record<'source' | 'destination', PlaceMessages> = {
  source: {
    country: (names) => `Pickup country must be one of: ${names}.`,
    city: (city, country) => `Pickup city "${city}" is not a city of ${country}.`,
  },
  destination: {
    country: (names) => `Delivery country must be one of: ${names}.`,
    city: (city, country) => `Delivery city "${city}" is not a city of ${country}.`,
  },
};

/** Places are checked against the reference data and stored with its spelling. */
function resolvePlace(place: { country: string; city: string }, messages: PlaceMessages) {
  const country = countries.find((candidate) => same(candidate.name, place.country));
  if (!country) throw invalid(messages.country(countries.map((c) => c.name).join(', ')));
  const city = country.cities.find((candidate) => same(candidate.name, place.city));
  if (!city) throw invalid(messages.city(place.city, country.name));
  return { country: country.name, city: city.name };
}

function resolveTruck(request: CreateLoadRequest) {
  // LTL shares a truck, so the shipper picks none (docs/product.md §5).
  if (request.loadType === 'LTL') return { truckType: null, truckSubType: null };
  if (!request.truckType) throw invalid('Truck type is required.');
  const truckType = truckTypes.find((candidate) => same(candidate.name, request.truckType ?? ''));
  if (!truckType) {
    throw invalid(`Truck type must be one of: ${truckTypes.map((t) => t.name).join(', ')}.`);
  }
  const options = truckType.options.join(', ');
  if (!request.truckSubType)
    throw invalid(`Choose a body type for the ${truckType.name} truck: ${options}.`);
  const option = truckType.options.find((candidate) => same(candidate, request.truckSubType ?? ''));
  if (!option) throw invalid(`The ${truckType.name} truck comes as: ${options}.`);
  return { truckType: truckType.name, truckSubType: option };
}

/** The calendar day of an ISO time as seen at the offset it carries ('Z' or ±hh:mm). */
function calendarDayAt(instant: Date, iso: string): string {
  const match = /([+-])(\d{2}):?(\d{2})?$/.exec(iso);
  const offsetMinutes = match
    ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0))
    : 0;
  return new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** docs/product.md §5 Post load, re-checked on the server; 'today' is the shipper's own day. */
export function checkPostedLoad(request: CreateLoadRequest, now: Date): PostedLoad {
  const source = resolvePlace(request.source, PLACE_MESSAGES.source);
  const destination = resolvePlace(request.destination, PLACE_MESSAGES.destination);
  if (!CURRENCIES.includes(request.currency.toUpperCase())) {
    throw invalid(`Currency must be one of: ${CURRENCIES.join(', ')}.`);
  }
  const scheduledDate = new Date(request.scheduledDate);
  if (
    calendarDayAt(scheduledDate, request.scheduledDate) < calendarDayAt(now, request.scheduledDate)
  ) {
    throw invalid('Scheduled date cannot be in the past.');
  }
  const { value, unit } = request.weight;
  return {
    source,
    destination,
    currency: request.currency.toUpperCase(),
    ...resolveTruck(request),
    weightKg: Math.round((unit === 'ton' ? value * 1000 : value) * 1000) / 1000,
    scheduledDate,
  };
}
