import { countries, truckTypes, type Country, type TruckType } from '../../../contract/reference';

export function findCountry(name: string): Country | undefined {
  return countries.find((country) => country.name === name);
}

/** The chosen country's cities by their canonical names. */
export function cityNamesOf(countryName: string): string[] {
  return findCountry(countryName)?.cities.map((city) => city.name) ?? [];
}

export function isCityOf(countryName: string, cityName: string): boolean {
  return Boolean(findCountry(countryName)?.cities.some((city) => city.name === cityName));
}

/** docs/product.md §5: choosing a source country sets the currency to that country's. */
export function currencyOf(countryName: string): string | undefined {
  return findCountry(countryName)?.currency;
}

export function findTruckType(name: string): TruckType | undefined {
  return truckTypes.find((truckType) => truckType.name === name);
}

/** docs/product.md §5: the body options of a truck type; the first is picked when the type is chosen. */
export function truckOptionsOf(truckTypeName: string): readonly string[] {
  return findTruckType(truckTypeName)?.options ?? [];
}
