import { getTimezone } from "countries-and-timezones";

/**
 * The country a studio's phone numbers are read in, from its time zone (Europe/London → GB,
 * America/Toronto → CA): a number typed without +country code is a local one. A zone that names no
 * country (Etc/UTC) reads numbers as American, the product's first market.
 */
export function countryOfTimeZone(timeZone: string): string {
  return getTimezone(timeZone)?.countries[0] ?? "US";
}
