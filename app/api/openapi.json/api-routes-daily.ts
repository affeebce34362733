// The daily screens' part of the route table (api-routes.ts includes it): agenda, today, a student's home.
import type { ApiRoute } from "@/lib/http/openapi";
import * as agenda from "@/app/api/agenda/route";
import * as meLessons from "@/app/api/me/lessons/route";
import * as meNoticesIdSeen from "@/app/api/me/notices/[id]/seen/route";
import * as today from "@/app/api/today/route";

export const DAILY_ROUTES: readonly ApiRoute[] = [
  {
    path: "/api/agenda",
    module: agenda,
    summary: {
      GET: "Today and the next six days, lesson by lesson: students, room, notes, each student's last lesson and note (instructors their own; owners all).",
    },
  },
  {
    path: "/api/today",
    module: today,
    summary: {
      GET: "What today holds: lessons, classes and their fill, who teaches, open balances of today's students (owners; instructors their own lessons).",
    },
  },
  {
    path: "/api/me/lessons",
    module: meLessons,
    summary: { GET: "The signed-in student's past lessons, newest first, five a page (`page`)." },
  },
  {
    path: "/api/me/notices/{id}/seen",
    module: meNoticesIdSeen,
    summary: { POST: 'Dismiss a notice ("a place opened up"; its id is the booking\'s): it stays dismissed on every device (students).' },
  },
];
