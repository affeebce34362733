"use client";

import { useEffect, useState } from "react";
import { Input, Label } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { cn } from "@/lib/utils";

export type StudentOption = { id: string; name: string; level: string | null };

type Props = {
  /** Unique on the page: the field's and its list's ids start with it. */
  id: string;
  label: string;
  /** An instructor's list: GET /api/students gives them only their own students, and the hint says so. */
  ownStudentsOnly: boolean;
  /** Students not to offer (already booked, or already chosen). */
  exclude?: string[];
  picked: StudentOption | null;
  onPick: (student: StudentOption) => void;
};

/** Search the studio's active students by name and pick one (booking a student, a private lesson's student). */
export function StudentSearch({ id, label, ownStudentsOnly, exclude = [], picked, onPick }: Props) {
  const [search, setSearch] = useState("");
  const [options, setOptions] = useState<StudentOption[]>([]);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({ active: "true", ...(search.trim() ? { search: search.trim() } : {}) });
    apiFetch<{ students: StudentOption[] }>(`/api/students?${query}`, { signal: controller.signal })
      .then((result) => {
        setOptions(result.students);
        setLoaded(true);
      })
      .catch(() => setOptions([]));
    return () => controller.abort();
  }, [search]);

  const shown = options.filter((option) => !exclude.includes(option.id)).slice(0, 6);
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-search`}>{label}</Label>
      {ownStudentsOnly && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Your students: those who have booked one of your lessons. The studio owner books anyone new.
        </p>
      )}
      <Input
        id={`${id}-search`}
        aria-describedby={ownStudentsOnly ? `${id}-hint` : undefined}
        type="search"
        placeholder="Search by name"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        autoComplete="off"
      />
      {loaded && shown.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {ownStudentsOnly ? "None of your students match. The studio owner can book someone new." : "No active student matches."}
        </p>
      )}
      {shown.length > 0 && (
        <ul aria-label={`${label}: students`} className="grid gap-1">
          {shown.map((option) => (
            <li key={option.id}>
              <button
                type="button"
                aria-pressed={picked?.id === option.id}
                onClick={() => onPick(option)}
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
    </div>
  );
}
