"use client";

import dynamic from "next/dynamic";
import { DialogPending } from "./dialog-pending";

// What only the schedule's dialogs need (the event form with its validation, the details with
// bookings, a slot's list, the series question, the phone's sheet) loads when one first opens, so
// the week paints and answers sooner; DialogPending covers the moment in between.
const loading = () => <DialogPending />;

export const EventFormDialog = dynamic(() => import("./event-form-dialog").then((module) => module.EventFormDialog), {
  ssr: false,
  loading,
});
export const EventDetailsDialog = dynamic(() => import("./event-details-dialog").then((module) => module.EventDetailsDialog), {
  ssr: false,
  loading,
});
export const SlotDialog = dynamic(() => import("./slot-dialog").then((module) => module.SlotDialog), { ssr: false, loading });
export const ScopeDialog = dynamic(() => import("./scope-dialog").then((module) => module.ScopeDialog), { ssr: false, loading });
export const ScheduleSheet = dynamic(() => import("./schedule-sheet").then((module) => module.ScheduleSheet), {
  ssr: false,
  loading,
});
