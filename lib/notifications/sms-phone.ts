import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";
import { AppError } from "@/lib/api/app-error";

/**
 * A phone number typed by a person, as E.164 (+12125550134): read with the studio's country as the
 * default region (so "(212) 555-0134" works in a US studio), refused with a 400 naming the field.
 */
export function toE164(input: string, country: string, field = "phone"): string {
  const parsed = parsePhoneNumberFromString(input.trim(), { defaultCountry: country as CountryCode });
  if (!parsed?.isValid()) {
    throw new AppError("validation", "Enter a phone number with its area code, like (212) 555-0134.", {
      fields: { [field]: "Enter a phone number with its area code, like (212) 555-0134." },
    });
  }
  return parsed.number;
}

/** "+12125550134" as the studio's country writes it: "(212) 555-0134" at home, "+44 20 …" abroad. */
export function displayPhone(e164: string, country: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === country ? parsed.formatNational() : parsed.formatInternational();
}
