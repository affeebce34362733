// The community part of the route table (api-routes.ts holds the rest and includes this): the studio
// board, partner search, announcements and the priority-booking list.
import type { ApiRoute } from "@/lib/http/openapi";
import * as announcements from "@/app/api/announcements/route";
import * as announcementsReach from "@/app/api/announcements/reach/route";
import * as boardPosts from "@/app/api/board/posts/route";
import * as boardPostsId from "@/app/api/board/posts/[id]/route";
import * as boardPostsIdReplies from "@/app/api/board/posts/[id]/replies/route";
import * as boardRepliesId from "@/app/api/board/replies/[id]/route";
import * as mePartnerSearch from "@/app/api/me/partner-search/route";
import * as instructorPhotosIdHash from "@/app/api/instructor-photos/[studioId]/[instructorId]/[hash]/route";
import * as instructorsIdPhoto from "@/app/api/instructors/[id]/photo/route";
import * as partnerRequests from "@/app/api/partner-requests/route";
import * as partnerRequestsIdAccept from "@/app/api/partner-requests/[id]/accept/route";
import * as partnerRequestsIdDecline from "@/app/api/partner-requests/[id]/decline/route";
import * as partnerSearch from "@/app/api/partner-search/route";
import * as priorityStudents from "@/app/api/priority-students/route";

export const COMMUNITY_ROUTES: readonly ApiRoute[] = [
  {
    path: "/api/board/posts",
    module: boardPosts,
    summary: {
      GET: "The studio board: pinned first, then newest, with replies (hidden ones only for owners).",
      POST: "Post news on the board (owners and instructors); e-mailed to students and instructors who haven't turned it off.",
    },
  },
  { path: "/api/board/posts/{id}", module: boardPostsId, summary: { PATCH: "Moderate a post: `hidden`, `pinned`, `locked` (owners)." } },
  {
    path: "/api/board/posts/{id}/replies",
    module: boardPostsIdReplies,
    summary: { POST: "Reply to a post (anyone in the studio); 422 when locked." },
  },
  { path: "/api/board/replies/{id}", module: boardRepliesId, summary: { PATCH: "Hide or show a reply (owners)." } },
  {
    path: "/api/me/partner-search",
    module: mePartnerSearch,
    summary: {
      GET: "Your partner-search ad, your partner and the requests to and from you (students).",
      PUT: "Say you're looking for a partner (style, level, optional height range, days), or stop (`active: false`).",
    },
  },
  {
    path: "/api/partner-search",
    module: partnerSearch,
    summary: { GET: "Students looking for a partner: first name, level and their ad only." },
  },
  { path: "/api/partner-requests", module: partnerRequests, summary: { POST: "Ask a dancer from the list to connect (`profileId`)." } },
  {
    path: "/api/partner-requests/{id}/accept",
    module: partnerRequestsIdAccept,
    summary: { POST: "Accept: you become partners. 403 plan_required when the plan's partner connections are used up." },
  },
  { path: "/api/partner-requests/{id}/decline", module: partnerRequestsIdDecline, summary: { POST: "Decline a partner request." } },
  {
    path: "/api/announcements",
    module: announcements,
    summary: {
      GET: "The sent announcements, newest first: subject, audience, recipients and who sent it (owners, Pro).",
      POST: "E-mail students (all, a level, or those booked into a class) through the outbox, once each, unsubscribe honoured (owners, Pro).",
    },
  },
  {
    path: "/api/announcements/reach",
    module: announcementsReach,
    summary: { GET: "How many students an announcement to `audience` (`level`, `serviceId`) would reach, and how many turned them off." },
  },
  {
    path: "/api/priority-students",
    module: priorityStudents,
    summary: { GET: "The chosen priority students (owners, Premium).", PUT: "Replace the chosen priority list (`studentIds`)." },
  },
  {
    path: "/api/instructors/{id}/photo",
    module: instructorsIdPhoto,
    summary: {
      PUT: "Upload an instructor's photo: the image as the body (PNG, JPEG or WebP, ≤ 1 MB, ≥ 64 px), checked from its bytes (owners, or the instructor).",
      DELETE: "Remove the photo (owners, or the instructor).",
    },
  },
  {
    path: "/api/instructor-photos/{studioId}/{instructorId}/{hash}",
    module: instructorPhotosIdHash,
    summary: { GET: "An instructor's photo by its content hash, cached for a year (public: the studio's page shows it)." },
  },
];
