import { getExampleNumber, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";
import examples from "libphonenumber-js/examples.mobile.json";
import { AppError } from "./app-error";

/** A number as the studio's country writes it, for messages: "(201) 555-0123" in the US, "07400 123456" in the UK. */
function phoneExample(country: string): string {
  return getExampleNumber(country as CountryCode, examples)?.formatNational() ?? "+1 201 555 0123";
}

/**
 * A phone number typed by a person, as E.164 (+447911123456): read in the studio's country (so a
 * London studio's "07911 123456" and a New York studio's "(212) 555-0134" both work, and "+…" works
 * anywhere); refused with a 400 naming the field and giving that country's example.
 */
export function readPhone(input: string, country: string, field = "phone"): string {
  const parsed = parsePhoneNumberFromString(input.trim(), { defaultCountry: country as CountryCode });
  if (parsed?.isValid()) return parsed.number;
  const message = `Enter a phone number, e.g. ${phoneExample(country)}.`;
  throw new AppError("validation", message, { fields: { [field]: message } });
}
