"use client";

import { BellRing, Smartphone } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { FormStatus } from "@/components/forms/form-status";
import { useApiAction } from "@/components/forms/use-api-action";
import { Button } from "@/components/ui/button";
import { Tag } from "@/components/ui/tag";
import { apiFetch } from "@/lib/api/api-fetch";
import { currentSubscription, forgetThisDevice, isPushSupported, subscribeThisDevice, type PushDeviceItem } from "@/lib/pwa/push-device";
import type { StudioLocale } from "@/lib/studio/locales";
import { useStudioLocale } from "@/components/ui/studio-locale";

/** What this browser can do: unknown until it has been asked (the page is rendered on the server). */
type Support = "checking" | "unsupported" | "ios-browser" | "ready";

const dateLabel = (iso: string, locale: StudioLocale) =>
  new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", year: "numeric" }).format(new Date(iso));

const neverChanges = () => () => undefined;

/** iPhone and iPad take push only in the app added to the Home Screen (not in a Safari tab). */
function supportOf(): Support {
  if (isPushSupported()) return "ready";
  const isIos = /iPhone|iPad/.test(navigator.userAgent);
  return isIos ? "ios-browser" : "unsupported";
}

/**
 * Settings → Notifications: "Push notifications on this device" (permission asked on the tap, never
 * on load) and the person's devices, each with Remove. Which kinds come as a push is in the form above.
 */
export function PushDevices({ devices: initial }: { devices: PushDeviceItem[] }) {
  const locale = useStudioLocale();
  const { run, result, setResult, isPending } = useApiAction();
  const [devices, setDevices] = useState(initial);
  // What the browser can do is known only in the browser: "checking" while rendered on the server.
  const support = useSyncExternalStore(neverChanges, supportOf, () => "checking" as const);
  const [thisEndpoint, setThisEndpoint] = useState<string | null>(null);

  useEffect(() => {
    if (isPushSupported()) void currentSubscription().then((subscription) => setThisEndpoint(subscription?.endpoint ?? null));
  }, []);

  const isOnHere = thisEndpoint !== null && devices.some((device) => device.endpoint === thisEndpoint);

  const turnOn = async () => {
    let blocked: string | null = null;
    const done = await run(
      async () => {
        const outcome = await subscribeThisDevice();
        if ("blocked" in outcome) blocked = outcome.blocked;
        else {
          setThisEndpoint(outcome.device.endpoint);
          setDevices((list) => [outcome.device, ...list.filter((device) => device.id !== outcome.device.id)]);
        }
      },
      { errorMessage: "Push notifications couldn't be turned on. Try again." },
    );
    if (blocked) setResult({ kind: "error", text: blocked });
    else if (done) setResult({ kind: "success", text: "Push notifications are on for this device." });
  };

  const turnOff = () =>
    run(
      async () => {
        await forgetThisDevice();
        setDevices((list) => list.filter((device) => device.endpoint !== thisEndpoint));
        setThisEndpoint(null);
      },
      {
        errorMessage: "Push notifications couldn't be turned off. Try again.",
        successMessage: "Push notifications are off for this device.",
      },
    );

  const remove = (device: PushDeviceItem) =>
    run(
      async () => {
        await apiFetch(`/api/me/push-subscriptions/${device.id}`, { method: "DELETE" });
        setDevices((list) => list.filter((item) => item.id !== device.id));
      },
      {
        errorMessage: `${device.device ?? "That device"} couldn't be removed. Try again.`,
        successMessage: `${device.device ?? "The device"} is removed.`,
      },
    );

  return (
    <div className="grid gap-3 border-t border-border pt-5">
      <h3 className="text-base font-semibold">Push notifications on this device</h3>
      {support === "ios-browser" && (
        <p className="text-sm text-muted-foreground">
          On iPhone and iPad, add Promenade to your Home Screen first (Share, then Add to Home Screen), open it from there, and turn push
          notifications on in its Settings.
        </p>
      )}
      {support === "unsupported" && <p className="text-sm text-muted-foreground">This browser can&rsquo;t show push notifications.</p>}
      {support === "ready" && (
        <div className="flex flex-wrap items-center gap-3">
          {isOnHere ? (
            <>
              <span className="flex items-center gap-2 text-sm">
                <BellRing aria-hidden className="size-4 text-success" /> On for this device
              </span>
              <Button type="button" variant="secondary" size="sm" onClick={turnOff} disabled={isPending}>
                Turn off on this device
              </Button>
            </>
          ) : (
            <Button type="button" variant="secondary" onClick={turnOn} disabled={isPending}>
              <BellRing aria-hidden />
              Turn on push notifications
            </Button>
          )}
        </div>
      )}
      <FormStatus result={result} />
      {devices.length > 0 && <h4 className="mt-1 text-sm font-medium">Your devices</h4>}
      {devices.length > 0 && (
        <ul className="grid gap-2" aria-label="Your devices">
          {devices.map((device) => (
            <li
              key={device.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border border-border px-3 py-2"
            >
              <span className="flex items-center gap-3 text-sm">
                <Smartphone aria-hidden className="size-5 shrink-0 text-muted-foreground" />
                <span>
                  <span className="flex flex-wrap items-center gap-2 font-medium">
                    {device.device ?? "A device"}
                    {device.endpoint === thisEndpoint && <Tag tone="success">This device</Tag>}
                  </span>
                  <span className="block text-muted-foreground">
                    Added {dateLabel(device.createdAt, locale)}
                    {device.lastSentAt ? ` · last notified ${dateLabel(device.lastSentAt, locale)}` : ""}
                  </span>
                </span>
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={isPending}
                onClick={() => (device.endpoint === thisEndpoint ? turnOff() : remove(device))}
                aria-label={`Remove ${device.device ?? "this device"}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
