// Every route file under app/api, with a line per method: the OpenAPI document is built from this
// table and the handlers' own zod schemas. tests/api/openapi.test.ts fails when a route is missing.
import type { ApiRoute } from "@/lib/http/openapi";
import { PROGRESS_AND_REPORT_ROUTES } from "./api-routes-progress-reports";
import { NOTIFICATION_ROUTES } from "./api-routes-notifications";
import { CALENDAR_ROUTES } from "./api-routes-calendar";
import { DAILY_ROUTES } from "./api-routes-daily";
import { COMMUNITY_ROUTES } from "./api-routes-community";
import { PUBLIC_PAGE_ROUTES } from "./api-routes-public";
import * as authLogin from "@/app/api/auth/login/route";
import * as authLogout from "@/app/api/auth/logout/route";
import * as authSessionEnded from "@/app/api/auth/session-ended/route";
import * as authSignup from "@/app/api/auth/signup/route";
import * as availability from "@/app/api/availability/route";
import * as bookingsId from "@/app/api/bookings/[id]/route";
import * as bookingsIdAttendance from "@/app/api/bookings/[id]/attendance/route";
import * as contact from "@/app/api/contact/route";
import * as events from "@/app/api/events/route";
import * as eventsId from "@/app/api/events/[id]/route";
import * as eventsIdAttendanceAllPresent from "@/app/api/events/[id]/attendance/all-present/route";
import * as eventsIdBookings from "@/app/api/events/[id]/bookings/route";
import * as health from "@/app/api/health/route";
import * as instructors from "@/app/api/instructors/route";
import * as instructorsId from "@/app/api/instructors/[id]/route";
import * as instructorsIdAvailability from "@/app/api/instructors/[id]/availability/route";
import * as instructorsIdRates from "@/app/api/instructors/[id]/rates/route";
import * as invites from "@/app/api/invites/route";
import * as invitesTokenAccept from "@/app/api/invites/[token]/accept/route";
import * as me from "@/app/api/me/route";
import * as mePassword from "@/app/api/me/password/route";
import * as meProfile from "@/app/api/me/profile/route";
import * as privateLessons from "@/app/api/private-lessons/route";
import * as roomAvailability from "@/app/api/room-availability/route";
import * as roomRentals from "@/app/api/room-rentals/route";
import * as rooms from "@/app/api/rooms/route";
import * as roomsId from "@/app/api/rooms/[id]/route";
import * as series from "@/app/api/series/route";
import * as services from "@/app/api/services/route";
import * as servicesId from "@/app/api/services/[id]/route";
import * as students from "@/app/api/students/route";
import * as studentsId from "@/app/api/students/[id]/route";
import * as subscription from "@/app/api/subscription/route";
import * as subscriptionPreview from "@/app/api/subscription/preview/route";
import * as checkout from "@/app/api/checkout/route";
import * as webhooksStripe from "@/app/api/webhooks/stripe/route";
import * as account from "@/app/api/account/route";
import * as chargesIdVoid from "@/app/api/charges/[id]/void/route";
import * as packages from "@/app/api/packages/route";
import * as packagesId from "@/app/api/packages/[id]/route";
import * as payments from "@/app/api/payments/route";
import * as paymentsExport from "@/app/api/payments/export/route";
import * as paymentsId from "@/app/api/payments/[id]/route";
import * as paymentsIdRefunds from "@/app/api/payments/[id]/refunds/route";
import * as studentsIdAccount from "@/app/api/students/[id]/account/route";
import * as studentsIdPackages from "@/app/api/students/[id]/packages/route";
import * as studentsIdUnpaidLessons from "@/app/api/students/[id]/unpaid-lessons/route";
import * as studioPolicies from "@/app/api/studio/policies/route";
import * as studio from "@/app/api/studio/route";
import * as studioChecklist from "@/app/api/studio/checklist/route";
import * as studioLogo from "@/app/api/studio/logo/route";
import * as studioLogosIdHash from "@/app/api/studio-logos/[studioId]/[hash]/route";

export const API_ROUTES: readonly ApiRoute[] = [
  { path: "/api/health", module: health, summary: { GET: "Liveness: answers once the database answers." } },
  {
    path: "/api/auth/signup",
    module: authSignup,
    summary: {
      POST: "Create an account and its studio (14-day Pro trial; `timeZone`, `currency`, `starter`: `ballroom` or `empty`), and sign in (throttled per address).",
    },
  },
  {
    path: "/api/auth/login",
    module: authLogin,
    summary: { POST: "Sign in: `{ accessToken, user }` and the session cookie (throttled per e-mail and address)." },
  },
  { path: "/api/auth/logout", module: authLogout, summary: { POST: "End this session on the server and clear its cookie (204)." } },
  {
    path: "/api/auth/session-ended",
    module: authSessionEnded,
    summary: { GET: "Clear a token that failed verification, then go to /login." },
  },
  { path: "/api/me", module: me, summary: { GET: "The signed-in user, their role and their studio." } },
  {
    path: "/api/me/profile",
    module: meProfile,
    summary: { GET: "Your own name, e-mail and (students) contact details.", PATCH: "Edit your own profile." },
  },
  { path: "/api/me/password", module: mePassword, summary: { POST: "Change your password, given the current one." } },
  {
    path: "/api/subscription",
    module: subscription,
    summary: {
      GET: "The studio's plan in effect, with any pending change.",
      PUT: "Change the plan (owners): applied, scheduled, or a Stripe Checkout URL. Optional `expectedAmountCents` (the confirmed amount): 409 when it now costs something else.",
    },
  },
  {
    path: "/api/subscription/preview",
    module: subscriptionPreview,
    summary: { GET: "What a plan change would do: upgrade, downgrade, cancel or same, its amount and date (owners)." },
  },
  {
    path: "/api/checkout",
    module: checkout,
    summary: { POST: "A Stripe Checkout URL for the student's balance or a package (404 without Stripe)." },
  },
  { path: "/api/webhooks/stripe", module: webhooksStripe, summary: { POST: "Stripe's signed events, applied once (404 without Stripe)." } },
  { path: "/api/contact", module: contact, summary: { POST: "A message from the public contact forms (throttled)." } },
  { path: "/api/rooms", module: rooms, summary: { GET: "The studio's rooms (students: not archived).", POST: "Add a room (owners)." } },
  {
    path: "/api/rooms/{id}",
    module: roomsId,
    summary: {
      PATCH: "Edit a room, or archive it (`archived: true|false`) (owners).",
      DELETE: "Remove a room no event uses; 409 naming the count otherwise (owners).",
    },
  },
  {
    path: "/api/services",
    module: services,
    summary: { GET: "What can be booked (students: not archived and bookable online).", POST: "Add a service (owners)." },
  },
  {
    path: "/api/services/{id}",
    module: servicesId,
    summary: {
      PATCH: "Edit a service, or archive it (`archived: true|false`) (owners).",
      DELETE: "Remove a service no event uses; 409 naming the count otherwise (owners).",
    },
  },
  { path: "/api/events", module: events, summary: { GET: "The schedule between two times.", POST: "Create one event." } },
  {
    path: "/api/events/{id}",
    module: eventsId,
    summary: { PATCH: "Move, resize, reassign or edit (scope one|following|all).", DELETE: "Cancel (scope one|following|all)." },
  },
  { path: "/api/series", module: series, summary: { POST: "A weekly class at a local time; every occurrence or none." } },
  {
    path: "/api/events/{id}/bookings",
    module: eventsIdBookings,
    summary: { GET: "Who booked, with the waitlist (staff).", POST: "Book a place, or a waitlist place when full." },
  },
  {
    path: "/api/bookings/{id}",
    module: bookingsId,
    summary: { DELETE: "Cancel a booking (late inside the studio's window, unless staff waive it with ?waive=true)." },
  },
  { path: "/api/bookings/{id}/attendance", module: bookingsIdAttendance, summary: { POST: "Attended, no-show or late cancel (staff)." } },
  {
    path: "/api/events/{id}/attendance/all-present",
    module: eventsIdAttendanceAllPresent,
    summary: { POST: "Mark every booked place attended (staff)." },
  },
  { path: "/api/availability", module: availability, summary: { GET: "An instructor's free private-lesson slots." } },
  { path: "/api/private-lessons", module: privateLessons, summary: { POST: "Book a free slot: the lesson and its booking at once." } },
  { path: "/api/room-availability", module: roomAvailability, summary: { GET: "A room's free practice times (Pro)." } },
  { path: "/api/room-rentals", module: roomRentals, summary: { POST: "Rent a free room for practice, alone or as a couple (Pro)." } },
  { path: "/api/instructors", module: instructors, summary: { GET: "The studio's instructors.", POST: "Add an instructor (owners)." } },
  {
    path: "/api/instructors/{id}",
    module: instructorsId,
    summary: { GET: "An instructor's profile and hours.", PATCH: "Edit (owners).", DELETE: "Remove one without history (owners)." },
  },
  { path: "/api/instructors/{id}/availability", module: instructorsIdAvailability, summary: { PUT: "Replace weekly hours and days off." } },
  {
    path: "/api/instructors/{id}/rates",
    module: instructorsIdRates,
    summary: { POST: "A new pay rate from a date on; history kept (owners)." },
  },
  {
    path: "/api/students",
    module: students,
    summary: { GET: "A page of students and the total (staff).", POST: "Add a student (owners)." },
  },
  {
    path: "/api/students/{id}",
    module: studentsId,
    summary: { GET: "One student.", PATCH: "Edit a student.", DELETE: "Remove one without lessons (owners)." },
  },
  {
    path: "/api/invites",
    module: invites,
    summary: {
      POST: "E-mail a single-use, 7-day invitation link (owners); the address becomes the person's e-mail and earlier links end. Answers { email, expiresAt }, never the link.",
    },
  },
  {
    path: "/api/invites/{token}/accept",
    module: invitesTokenAccept,
    summary: { POST: "Accept an invitation: name and password in, a session out." },
  },
  {
    path: "/api/studio",
    module: studio,
    summary: {
      GET: "The studio's name, time zone, currency, week start, business hours, contact details, payment at booking and branding.",
      PATCH:
        "Change them (owners): unknown time zone or closing before opening 400, currency after money moved 409, branding below Premium 403.",
    },
  },
  {
    path: "/api/studio/checklist",
    module: studioChecklist,
    summary: {
      GET: "The first-week setup steps, each ticked from the studio's data, and whether the list shows (owners).",
      PATCH: "Dismiss the checklist, or bring it back (`dismissed: true|false`) (owners).",
    },
  },
  {
    path: "/api/studio/policies",
    module: studioPolicies,
    summary: { GET: "The cancellation window and what late cancels and no-shows cost (owners).", PATCH: "Change those policies (owners)." },
  },
  {
    path: "/api/studio/logo",
    module: studioLogo,
    summary: {
      PUT: "Upload the studio's logo: the image as the body, its type in `content-type` (PNG, JPEG or WebP, ≤ 1 MB, ≥ 64 px; owners, Premium).",
      DELETE: "Remove the studio's logo (owners, Premium).",
    },
  },
  {
    path: "/api/studio-logos/{studioId}/{hash}",
    module: studioLogosIdHash,
    summary: { GET: "A studio's logo by its content hash, cached for a year (public: receipts and student pages show it)." },
  },
  {
    path: "/api/packages",
    module: packages,
    summary: { GET: "Lesson packages (students: those on sale).", POST: "Add a package (owners)." },
  },
  { path: "/api/packages/{id}", module: packagesId, summary: { PATCH: "Edit a package for future sales, or take it off sale (owners)." } },
  {
    path: "/api/students/{id}/packages",
    module: studentsIdPackages,
    summary: { POST: "Sell a package, with its payment if given; `applyToUnpaid` pays unpaid lessons with it (owners)." },
  },
  {
    path: "/api/students/{id}/unpaid-lessons",
    module: studentsIdUnpaidLessons,
    summary: { GET: "Per package on sale, the unpaid lessons selling it would pay for (owners; a student their own)." },
  },
  {
    path: "/api/students/{id}/account",
    module: studentsIdAccount,
    summary: { GET: "A student's ledger, balance and packages (owners; a student their own)." },
  },
  { path: "/api/account", module: account, summary: { GET: "The signed-in student's own account." } },
  {
    path: "/api/payments",
    module: payments,
    summary: { GET: "The Payments overview for a period (owners).", POST: "Record a payment (owners)." },
  },
  {
    path: "/api/payments/{id}",
    module: paymentsId,
    summary: { GET: "One payment with its refunds, for a receipt (owners; a student their own)." },
  },
  {
    path: "/api/payments/{id}/refunds",
    module: paymentsIdRefunds,
    summary: { POST: "Refund all or part of a payment, never more than is left (owners)." },
  },
  { path: "/api/charges/{id}/void", module: chargesIdVoid, summary: { POST: "Void an unpaid charge (owners)." } },
  {
    path: "/api/payments/export",
    module: paymentsExport,
    summary: { GET: "The period's ledger as CSV (owners; plans with data export)." },
  },
  ...PROGRESS_AND_REPORT_ROUTES,
  ...NOTIFICATION_ROUTES,
  ...CALENDAR_ROUTES,
  ...DAILY_ROUTES,
  ...COMMUNITY_ROUTES,
  ...PUBLIC_PAGE_ROUTES,
];
