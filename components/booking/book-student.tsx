"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { cn } from "@/lib/utils";

type StudentOption = { id: string; name: string; level: string | null };

type Props = { eventId: string; ownStudentsOnly: boolean; disabled: boolean; onBook: (body: Record<string, string>, name: string) => void };

/** Staff book a student: search the studio's students, pick one, optionally a dance role, then Book. */
export function BookStudent({ eventId, ownStudentsOnly, disabled, onBook }: Props) {
  const [search, setSearch] = useState("");
  const [options, setOptions] = useState<StudentOption[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [picked, setPicked] = useState<StudentOption | null>(null);
  const [role, setRole] = useState("");

  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({ active: "true", ...(search.trim() ? { search: search.trim() } : {}) });
    apiFetch<{ students: StudentOption[] }>(`/api/students?${query}`, { signal: controller.signal })
      .then((result) => {
        setOptions(result.students.slice(0, 6));
        setLoaded(true);
      })
      .catch(() => setOptions([]));
    return () => controller.abort();
  }, [search]);

  const listId = `book-student-${eventId}`;
  return (
    <div className="grid gap-2 border-t border-border pt-3">
      <Label htmlFor={`${listId}-search`}>Book a student</Label>
      {/* The list comes from GET /api/students, which gives an instructor only their students. */}
      {ownStudentsOnly && (
        <p id={`${listId}-hint`} className="text-xs text-muted-foreground">
          Your students: those who have booked one of your lessons. The studio owner books anyone new.
        </p>
      )}
      <Input
        id={`${listId}-search`}
        aria-describedby={ownStudentsOnly ? `${listId}-hint` : undefined}
        type="search"
        placeholder="Search by name"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        autoComplete="off"
      />
      {loaded && options.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {ownStudentsOnly ? "None of your students match. The studio owner can book someone new." : "No active student matches."}
        </p>
      )}
      {options.length > 0 && (
        <ul aria-label="Students" className="grid gap-1">
          {options.map((option) => (
            <li key={option.id}>
              <button
                type="button"
                aria-pressed={picked?.id === option.id}
                onClick={() => setPicked(option)}
                className={cn(
                  "w-full rounded-md px-2.5 py-1.5 text-left text-sm hover:bg-muted",
                  picked?.id === option.id && "bg-primary-soft text-primary hover:bg-primary-soft",
                )}
              >
                {option.name}
                {option.level && <span className="text-muted-foreground"> · {option.level}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor={`${listId}-role`}>Dances as</Label>
          <select
            id={`${listId}-role`}
            value={role}
            onChange={(event) => setRole(event.target.value)}
            className="h-9 rounded-md border border-border bg-card px-2 text-sm"
          >
            <option value="">Not set</option>
            <option value="lead">Lead</option>
            <option value="follow">Follow</option>
          </select>
        </div>
        <Button
          size="sm"
          disabled={disabled || !picked}
          onClick={() => picked && onBook({ studentId: picked.id, ...(role ? { role } : {}) }, picked.name)}
        >
          {picked ? `Book ${picked.name}` : "Choose a student"}
        </Button>
      </div>
    </div>
  );
}
