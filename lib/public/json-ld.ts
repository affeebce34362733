import type { PublicStudio } from "./public-studio";
import type { PublicClass } from "./timetable";

/**
 * schema.org for search engines: the studio as a DanceSchool and each class as an Event with its
 * offer (places left). Only what the page itself shows.
 */
export function studioJsonLd(studio: PublicStudio, classes: PublicClass[], pageUrl: string) {
  const location = {
    "@type": "Place",
    name: studio.name,
    ...(studio.contact.address ? { address: studio.contact.address } : {}),
  };
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "DanceSchool",
        "@id": `${pageUrl}#studio`,
        name: studio.name,
        url: pageUrl,
        ...(studio.description ? { description: studio.description } : {}),
        ...(studio.contact.address ? { address: studio.contact.address } : {}),
        ...(studio.contact.phone ? { telephone: studio.contact.phone } : {}),
        ...(studio.contact.email ? { email: studio.contact.email } : {}),
      },
      ...classes.map((item) => ({
        "@type": "Event",
        name: item.title,
        startDate: item.startsAt,
        endDate: item.endsAt,
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        url: `${pageUrl}?class=${item.id}`,
        location,
        organizer: { "@id": `${pageUrl}#studio` },
        ...(item.instructorName ? { performer: { "@type": "Person", name: item.instructorName } } : {}),
        offers: {
          "@type": "Offer",
          url: `${pageUrl}?class=${item.id}#book`,
          availability: item.placesLeft > 0 ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
        },
        remainingAttendeeCapacity: item.placesLeft,
      })),
    ],
  };
}

/** JSON for a <script> element: `<` escaped so no text in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
