import { AN_HOUR_LATER } from "./route-table";

/** In a hint, a field that names a record of the caller's own studio (filled in by field name). */
export const OWN = "<own record>";

export type RouteHint = { body?: Record<string, unknown>; query?: Record<string, unknown> };

/**
 * What a generated request needs beyond what its schemas say (tests/helpers/route-table.ts writes
 * the rest): at most one line per route, only where the generated request would fail its schema
 * (a rule across fields) or stop before the record under test (a field the handler requires).
 */
export const ROUTE_HINTS: Record<string, RouteHint> = {
  "GET /api/events": { query: { to: AN_HOUR_LATER } },
  "POST /api/events": { body: { endsAt: AN_HOUR_LATER, instructorId: OWN } },
  "POST /api/series": { body: { count: 1, instructorId: OWN } },
  "PATCH /api/me/sms": { body: { enabled: false } },
  "POST /api/me/push-subscriptions": {
    body: { endpoint: "https://fcm.googleapis.com/fcm/send/route-table", keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) } },
  },
  "POST /api/events/{id}/bookings": { body: { studentId: OWN } },
  "POST /api/competitions/{id}/results": { body: { csv: "Dancer,Result\nNobody Known,pass" } },
  "GET /api/availability": { query: { to: AN_HOUR_LATER } },
  "GET /api/room-availability": { query: { to: AN_HOUR_LATER } },
  "POST /api/students/{id}/assessments": { body: { danceId: OWN, level: "bronze-1" } },
  "POST /api/students/{id}/goals": { body: { kind: "other" } },
  "POST /api/promo-codes": { body: { code: "SAMPLE10", percent: 10 } },
  "POST /api/promo-codes/quote": { body: { code: "SAMPLE10", studentId: OWN, packageId: OWN } },
  "POST /api/instructors/{id}/commission-rates": { body: { basisPoints: 1000 } },
  "PATCH /api/sales/{id}": { body: { category: "renewal" } },
  "PATCH /api/goals/{id}": { body: { achieved: true } },
  "POST /api/students/{id}/notes": { body: { body: "Lovely frame today." } },
  "PATCH /api/board/posts/{id}": { body: { pinned: true } },
  "GET /api/public/studios/{slug}/timetable": { query: { to: AN_HOUR_LATER } },
  "POST /api/public/studios/{slug}/intro-offers": { body: { eventId: OWN } },
  "POST /api/public/studios/{slug}/trial": { body: { eventId: OWN } },
  "POST /api/public/studios/{slug}/trial/confirm": { body: { token: "x".repeat(43) } },
  "POST /api/membership-plans": { body: { unlimitedClasses: true } },
  "POST /api/inquiries": { body: { phone: "+1 555 0100" } },
  "POST /api/gift-certificates": { body: { amountCents: 5000 } },
};
