"use client";

import { useMemo, useSyncExternalStore } from "react";
import { Input } from "@/components/ui/input";

const NONE: readonly string[] = [];
let zones: readonly string[] | null = null;

/** The browser's IANA zones (plus UTC, which the list leaves out); none on the server, so hydration matches. */
function browserZones(): readonly string[] {
  zones ??= [...Intl.supportedValuesOf("timeZone"), "UTC"].filter((zone, index, all) => all.indexOf(zone) === index);
  return zones;
}

/** "GMT-5": the zone's offset now, shown beside its name in the list. */
function offsetOf(zone: string, now: Date): string {
  try {
    const parts = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "shortOffset" }).formatToParts(now);
    return parts.find((part) => part.type === "timeZoneName")?.value ?? "";
  } catch {
    return "";
  }
}

/** The browser's own zone, read after hydration (the server can't know it). */
export function detectTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * A time zone typed or picked from every IANA zone the browser knows: the native datalist filters as
 * the person types ("chic" finds America/Chicago), with each zone's offset beside it.
 */
export function TimeZoneInput({ id, ...props }: React.ComponentProps<typeof Input> & { id: string }) {
  const list = useSyncExternalStore(
    () => () => {},
    browserZones,
    () => NONE,
  );
  const options = useMemo(() => {
    const now = new Date();
    return list.map((zone) => ({ zone, label: `${zone.replace(/_/g, " ")} (${offsetOf(zone, now)})` }));
  }, [list]);
  return (
    <>
      <Input id={id} list={`${id}-zones`} autoComplete="off" spellCheck={false} {...props} />
      <datalist id={`${id}-zones`}>
        {options.map((option) => (
          <option key={option.zone} value={option.zone} label={option.label} />
        ))}
      </datalist>
    </>
  );
}
