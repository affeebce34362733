// Every route file under app/api, with a line per method: the OpenAPI document is built from this
// table and the handlers' own zod schemas. tests/api/openapi.test.ts fails when a route is missing.
import type { ApiRoute } from "@/lib/http/openapi";
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
import * as studioPolicies from "@/app/api/studio/policies/route";
import * as reportsSummary from "@/app/api/reports/summary/route";
import * as reportsAttendance from "@/app/api/reports/attendance/route";
import * as reportsRevenue from "@/app/api/reports/revenue/route";
import * as reportsPayroll from "@/app/api/reports/payroll/route";
import * as reportsPayrollSettings from "@/app/api/reports/payroll/settings/route";
import * as reportsUtilisation from "@/app/api/reports/utilisation/route";
import * as reportsRetention from "@/app/api/reports/retention/route";
import * as reportsCustom from "@/app/api/reports/custom/route";
import * as reportsCustomId from "@/app/api/reports/custom/[id]/route";
import * as reportsCustomIdRun from "@/app/api/reports/custom/[id]/run/route";
import * as studio from "@/app/api/studio/route";
import * as studioChecklist from "@/app/api/studio/checklist/route";
import * as studioLogo from "@/app/api/studio/logo/route";
import * as studioLogosIdHash from "@/app/api/studio-logos/[studioId]/[hash]/route";
import * as dances from "@/app/api/dances/route";
import * as dancesId from "@/app/api/dances/[id]/route";
import * as dancesIdFigures from "@/app/api/dances/[id]/figures/route";
import * as figures from "@/app/api/figures/route";
import * as figuresId from "@/app/api/figures/[id]/route";
import * as goalsId from "@/app/api/goals/[id]/route";
import * as levels from "@/app/api/levels/route";
import * as meProgress from "@/app/api/me/progress/route";
import * as practiceId from "@/app/api/practice/[id]/route";
import * as progressStudents from "@/app/api/progress/students/route";
import * as studentsIdAssessments from "@/app/api/students/[id]/assessments/route";
import * as studentsIdAttendance from "@/app/api/students/[id]/attendance/route";
import * as studentsIdFiguresFigureId from "@/app/api/students/[id]/figures/[figureId]/route";
import * as studentsIdGoals from "@/app/api/students/[id]/goals/route";
import * as studentsIdNotes from "@/app/api/students/[id]/notes/route";
import * as studentsIdPractice from "@/app/api/students/[id]/practice/route";
import * as studentsIdProgress from "@/app/api/students/[id]/progress/route";

export const API_ROUTES: readonly ApiRoute[] = [
  { path: "/api/health", module: health, summary: { GET: "Liveness: answers once the database answers." } },
  {
    path: "/api/auth/signup",
    module: authSignup,
    summary: {
      POST: "Create an account and its studio (14-day Pro trial; `timeZone`, `currency`, `starter`: `ballroom` or `empty`), and sign in.",
    },
  },
  { path: "/api/auth/login", module: authLogin, summary: { POST: "Sign in: `{ accessToken, user }` and the session cookie." } },
  { path: "/api/auth/logout", module: authLogout, summary: { POST: "Clear the session cookie (204)." } },
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
  { path: "/api/invites", module: invites, summary: { POST: "A single-use, 7-day invitation link (owners)." } },
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
    summary: { POST: "Sell a package, with its payment if given (owners)." },
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
  {
    path: "/api/dances",
    module: dances,
    summary: {
      GET: "The studio's dances, each in its style (progress tracking; the starter syllabus is copied on first use).",
      POST: "Add a dance of the studio's own (owners).",
    },
  },
  {
    path: "/api/dances/{id}",
    module: dancesId,
    summary: { PATCH: "Rename, reorder, set the top level or take a dance out of use (owners)." },
  },
  { path: "/api/dances/{id}/figures", module: dancesIdFigures, summary: { GET: "A dance's figures, level by level." } },
  { path: "/api/figures", module: figures, summary: { POST: "Add a figure to a dance at a level (owners)." } },
  { path: "/api/figures/{id}", module: figuresId, summary: { PATCH: "Rename, move, reorder or take a figure out of use (owners)." } },
  {
    path: "/api/levels",
    module: levels,
    summary: { GET: "The level ladder: stable keys in order, the studio's names.", PATCH: "Rename levels; keys and order stay (owners)." },
  },
  {
    path: "/api/students/{id}/progress",
    module: studentsIdProgress,
    summary: { GET: "A student's levels per dance, figures, attendance, weekly hours, goals, check-outs and notes (Pro)." },
  },
  { path: "/api/me/progress", module: meProgress, summary: { GET: "The signed-in student's own progress (Pro)." } },
  {
    path: "/api/students/{id}/attendance",
    module: studentsIdAttendance,
    summary: { GET: "Attended ÷ booked over the last 90 days, no-shows and late cancels (every plan)." },
  },
  {
    path: "/api/students/{id}/practice",
    module: studentsIdPractice,
    summary: { POST: "Log practice: date, minutes, dances, partner, note (the student, or staff who teach them)." },
  },
  { path: "/api/practice/{id}", module: practiceId, summary: { DELETE: "Remove a practice entry." } },
  {
    path: "/api/students/{id}/figures/{figureId}",
    module: studentsIdFiguresFigureId,
    summary: { PUT: "A figure introduced, learning or checked off, dated (staff who teach the student)." },
  },
  {
    path: "/api/students/{id}/assessments",
    module: studentsIdAssessments,
    summary: { POST: "A check-out or medal test; a pass moves the dance's level, history kept (staff)." },
  },
  {
    path: "/api/students/{id}/goals",
    module: studentsIdGoals,
    summary: { POST: "Set a goal with a date (the student, or staff who teach them)." },
  },
  { path: "/api/goals/{id}", module: goalsId, summary: { PATCH: "Change a goal or mark it met.", DELETE: "Remove a goal." } },
  {
    path: "/api/students/{id}/notes",
    module: studentsIdNotes,
    summary: { POST: "An instructor's note for the student, with an optional video link (staff)." },
  },
  {
    path: "/api/progress/students",
    module: progressStudents,
    summary: { GET: "Staff: their students' recent level changes, and who hasn't practised or attended lately." },
  },
  {
    path: "/api/reports/summary",
    module: reportsSummary,
    summary: {
      GET: "The summary of studio business for `from`–`to`, with the previous period; `format=csv` (plans with data export) (owners).",
    },
  },
  {
    path: "/api/reports/attendance",
    module: reportsAttendance,
    summary: {
      GET: "Attendance by student, instructor and class, no-shows and late cancels, classes under `fill`% (owners; instructors their own).",
    },
  },
  {
    path: "/api/reports/revenue",
    module: reportsRevenue,
    summary: { GET: "Received, refunded and net cash by month and method, lesson revenue, units sold vs used, liability (owners; Pro)." },
  },
  {
    path: "/api/reports/payroll",
    module: reportsPayroll,
    summary: { GET: "Instructor pay from posted attendance at the rate in force, a line per lesson (owners; instructors their own; Pro)." },
  },
  {
    path: "/api/reports/payroll/settings",
    module: reportsPayrollSettings,
    summary: { PATCH: "Whether no-shows and late cancels are paid to instructors (owners; Pro)." },
  },
  {
    path: "/api/reports/utilisation",
    module: reportsUtilisation,
    summary: { GET: "Instructor and room booked ÷ available hours, and the busiest hours by weekday (owners; Pro)." },
  },
  {
    path: "/api/reports/retention",
    module: reportsRetention,
    summary: { GET: "New, returning and lapsed students, monthly cohorts, packages running out (owners; Pro)." },
  },
  {
    path: "/api/reports/custom",
    module: reportsCustom,
    summary: {
      GET: "The studio's saved custom reports (owners; Premium).",
      POST: "Save a custom report: measure, grouping, filters, chart (owners; Premium).",
    },
  },
  {
    path: "/api/reports/custom/{id}",
    module: reportsCustomId,
    summary: {
      GET: "One saved custom report (owners; Premium).",
      PATCH: "Edit a saved custom report (owners; Premium).",
      DELETE: "Delete a saved custom report (owners; Premium).",
    },
  },
  {
    path: "/api/reports/custom/{id}/run",
    module: reportsCustomIdRun,
    summary: { GET: "A saved custom report's rows for `from`–`to`, or their CSV (owners; Premium)." },
  },
];
