import { Sun } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { isStaff } from "@/lib/access/rules";
import { actorOf, type ScheduleSetup } from "./types";

/**
 * Owners and instructors go from the calendar to today's overview (/app/today) in one step: a link
 * beside the view controls (in the phone's sheet). It reads "Today's overview", so it is never
 * mistaken for the "Today" button that moves the calendar to today's date.
 */
export function TodayLink({ setup, className }: { setup: ScheduleSetup; className?: string }) {
  if (!isStaff(actorOf(setup))) return null;
  return (
    <Button asChild variant="secondary" size="sm" className={className}>
      <Link href="/app/today">
        <Sun aria-hidden /> Today&apos;s overview
      </Link>
    </Button>
  );
}
