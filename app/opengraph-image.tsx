import { OG_SIZE, shareCard } from "@/lib/og/share-card";

// The picture shown when a page of the site is shared; rendered once at build time.
export const alt = "Promenade — Elegant Dance Scheduling for ballroom studios";
export const size = OG_SIZE;
export const contentType = "image/png";

export default function OpengraphImage() {
  return shareCard({
    eyebrow: "Promenade · Studio Management",
    title: "Elegant Dance Scheduling",
    detail: "Click-and-drag scheduling, easy booking with payments, and progress metrics for every dancer.",
  });
}
