// The progress and reports part of the route table (api-routes.ts holds the rest and includes this).
import type { ApiRoute } from "@/lib/http/openapi";
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

export const PROGRESS_AND_REPORT_ROUTES: readonly ApiRoute[] = [
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
