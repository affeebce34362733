import { parsePhoneNumberFromString } from "libphonenumber-js";

/** "+12125550134" as the studio's country writes it: "(212) 555-0134" at home, "+44 20 …" abroad. */
export function displayPhone(e164: string, country: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === country ? parsed.formatNational() : parsed.formatInternational();
}
