import { describe, expect, it } from "vitest";
import { countryOfTimeZone } from "@/lib/dates/time-zone-country";

describe("a studio's phone numbers are read in its time zone's country", () => {
  it.each([
    ["Europe/London", "GB"],
    ["America/New_York", "US"],
    ["America/Toronto", "CA"],
    ["Australia/Sydney", "AU"],
    ["Europe/Berlin", "DE"],
    ["Etc/UTC", "US"],
  ])("%s → %s", (zone, country) => {
    expect(countryOfTimeZone(zone)).toBe(country);
  });
});
