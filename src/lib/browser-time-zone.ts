/**
 * The browser's IANA time zone: the server reads filter days in it. A zone the engine does not
 * list (an old alias) would be refused by the contract, so those fall back to UTC.
 */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return 'UTC';
  return zone === 'UTC' || Intl.supportedValuesOf('timeZone').includes(zone) ? zone : 'UTC';
}
