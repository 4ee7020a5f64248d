import {
  countries,
  DEFAULT_DIAL_CODE,
  DEFAULT_PHONE_LENGTH,
  type Country,
} from '../../../contract/reference';

export function countryNamed(name: string): Country | undefined {
  return countries.find((country) => country.name === name);
}

/** DESIGN §6.5: a stop's contact number carries the dial code of that stop's own country. */
export function stopPhoneRules(countryName: string) {
  const country = countryNamed(countryName);
  return {
    dialCode: country?.code ?? DEFAULT_DIAL_CODE,
    phoneLength: country?.phoneNumberLength ?? DEFAULT_PHONE_LENGTH,
  };
}
