// The public-page part of the route table (api-routes.ts includes it): the studio's page, timetable, trial booking, settings.
import type { ApiRoute } from "@/lib/http/openapi";
import * as mePublicPage from "@/app/api/me/public-page/route";
import * as publicStudio from "@/app/api/public/studios/[slug]/route";
import * as publicPrivateSlots from "@/app/api/public/studios/[slug]/private-slots/route";
import * as publicTimetable from "@/app/api/public/studios/[slug]/timetable/route";
import * as publicTrial from "@/app/api/public/studios/[slug]/trial/route";
import * as publicTrialConfirm from "@/app/api/public/studios/[slug]/trial/confirm/route";
import * as studioPublicPage from "@/app/api/studio/public-page/route";
import * as trialRequests from "@/app/api/trial-requests/route";
import * as trialRequestsIdConfirm from "@/app/api/trial-requests/[id]/confirm/route";
import * as trialRequestsIdDecline from "@/app/api/trial-requests/[id]/decline/route";

export const PUBLIC_PAGE_ROUTES: readonly ApiRoute[] = [
  {
    path: "/api/public/studios/{slug}",
    module: publicStudio,
    summary: { GET: "A studio's public page (no session): name, branding, contact, instructors shown, private lessons offered." },
  },
  {
    path: "/api/public/studios/{slug}/timetable",
    module: publicTimetable,
    summary: { GET: "Classes and practice parties with places left, ?from&to (no session)." },
  },
  {
    path: "/api/public/studios/{slug}/private-slots",
    module: publicPrivateSlots,
    summary: {
      GET: "Free first private lessons (no session): { timeZone, days } — the studio's dates of the next six weeks with a free time; ?date=YYYY-MM-DD → { date, timeZone, instructors: [{ instructorId, instructorName, times: [{ startsAt, endsAt }] }] }; 400 for a day outside those six weeks.",
    },
  },
  {
    path: "/api/public/studios/{slug}/trial",
    module: publicTrial,
    summary: {
      POST: 'Ask for a first lesson: { eventId | instructorId+startsAt, name, email, phone?, ref? } → 201 { status: "check_email" }, the same for every address; nothing is booked until the address confirms from the e-mail; 409 full; 429.',
    },
  },
  {
    path: "/api/public/studios/{slug}/trial/confirm",
    module: publicTrialConfirm,
    summary: {
      POST: 'Confirm a first lesson with the e-mailed link\'s { token }: books it → { status: "booked" | "requested" | "checkout" (checkoutUrl, place held 15 min) | "sign_in" }; 409 taken meanwhile; 410 used or expired.',
    },
  },
  {
    path: "/api/studio/public-page",
    module: studioPublicPage,
    summary: {
      GET: "The public page's settings (owners): { enabled, slug, description, showInstructors, widgetOrigins, trialNeedsConfirmation }.",
      PATCH: "Change them; a slug taken or reserved is refused with its reason.",
    },
  },
  {
    path: "/api/me/public-page",
    module: mePublicPage,
    summary: { GET: "Whether you (an instructor) agreed to appear on the public page.", PUT: "{ showOnPublicPage }." },
  },

  {
    path: "/api/trial-requests",
    module: trialRequests,
    summary: { GET: "First lessons from the public page waiting for the studio's confirmation (owners)." },
  },
  {
    path: "/api/trial-requests/{id}/confirm",
    module: trialRequestsIdConfirm,
    summary: { POST: "Book a waiting first lesson through the booking services; 409 when the class filled up (owners)." },
  },
  {
    path: "/api/trial-requests/{id}/decline",
    module: trialRequestsIdDecline,
    summary: { POST: "Turn a waiting first lesson down (owners)." },
  },
];
