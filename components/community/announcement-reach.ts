"use client";

import { useEffect, useState } from "react";
import { apiFetch } from "@/lib/api/api-fetch";

export type Reach = { reach: number; optedOut: number; audienceLabel: string };
type Audience = { audience?: string; level?: string; serviceId?: string };

/**
 * How many an announcement to this audience would reach, asked of the server as the owner changes
 * the audience (the count is the server's, so it matches what sending does). Null while unknown.
 */
export function useAnnouncementReach({ audience, level, serviceId }: Audience): Reach | null {
  const [reach, setReach] = useState<{ key: string; value: Reach } | null>(null);
  const complete = audience === "all" || (audience === "level" && level) || (audience === "class" && serviceId);
  const params = new URLSearchParams({ audience: audience ?? "" });
  if (audience === "level" && level) params.set("level", level);
  if (audience === "class" && serviceId) params.set("serviceId", serviceId);
  const key = params.toString();
  useEffect(() => {
    if (!complete) return;
    const controller = new AbortController();
    apiFetch<Reach>(`/api/announcements/reach?${key}`, { signal: controller.signal })
      .then((value) => setReach({ key, value }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [key, complete]);
  // A count for another audience is never shown as this one's.
  return complete && reach?.key === key ? reach.value : null;
}
