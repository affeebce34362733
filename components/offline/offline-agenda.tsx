"use client";

/** What the offline page shows: the signed-in instructor's agenda kept on this device, when there is one. */
export function OfflineAgenda() {
  return null;
}
