"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/input";
import { StudentSearch, type StudentOption } from "./student-search";

type Props = {
  eventId: string;
  ownStudentsOnly: boolean;
  /** A class asks which part the student dances; a private lesson doesn't. */
  asksRole: boolean;
  /** Students already in the lesson (booked, held or waitlisted): not offered again. */
  exclude: string[];
  disabled: boolean;
  onBook: (body: Record<string, string>, name: string) => void;
};

/** Staff book a student: search the studio's students, pick one, for a class optionally a dance role, then Book. */
export function BookStudent({ eventId, ownStudentsOnly, asksRole, exclude, disabled, onBook }: Props) {
  const [picked, setPicked] = useState<StudentOption | null>(null);
  const [role, setRole] = useState("");
  const id = `book-student-${eventId}`;
  return (
    <div className="grid gap-2 border-t border-border pt-3">
      <StudentSearch
        id={id}
        label="Book a student"
        ownStudentsOnly={ownStudentsOnly}
        exclude={exclude}
        picked={picked}
        onPick={setPicked}
      />
      <div className="flex flex-wrap items-end gap-2">
        {asksRole && (
          <div className="grid gap-1">
            <Label htmlFor={`${id}-role`}>Dances as</Label>
            <select
              id={`${id}-role`}
              value={role}
              onChange={(event) => setRole(event.target.value)}
              className="h-9 rounded-md border border-border bg-card px-2 text-sm"
            >
              <option value="">Not set</option>
              <option value="lead">Lead</option>
              <option value="follow">Follow</option>
            </select>
          </div>
        )}
        <Button
          size="sm"
          disabled={disabled || !picked}
          onClick={() => {
            if (!picked) return;
            onBook({ studentId: picked.id, ...(role ? { role } : {}) }, picked.name);
            setPicked(null);
          }}
        >
          {picked ? `Book ${picked.name}` : "Choose a student"}
        </Button>
      </div>
    </div>
  );
}
