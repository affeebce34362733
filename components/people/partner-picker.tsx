"use client";

import { useState } from "react";
import { fieldClass, Label } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { type StudentMatch, useStudentSearch } from "./use-student-search";

export type PartnerOption = StudentMatch;

/**
 * A search box feeding a select: a studio can have thousands of students, so the options are the
 * first page that matches what was typed, plus the current partner and "No partner".
 */
export function PartnerPicker({
  value,
  onChange,
  excludeId,
  error,
}: {
  value: PartnerOption | null;
  onChange: (partner: PartnerOption | null) => void;
  excludeId?: string;
  error?: string;
}) {
  const [query, setQuery] = useState("");
  const results = useStudentSearch(query);

  const options = [...(value ? [value] : []), ...results.filter((option) => option.id !== value?.id && option.id !== excludeId)];
  return (
    <fieldset className="grid gap-2 sm:grid-cols-2">
      <legend className="sr-only">Dance partner</legend>
      <div className="grid gap-1.5">
        <Label htmlFor="partner-search">Find a partner</Label>
        <input
          id="partner-search"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Type a name"
          className={cn(fieldClass, "h-10")}
          autoComplete="off"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="student-partner">Dance partner</Label>
        <select
          id="student-partner"
          value={value?.id ?? ""}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? "student-partner-error" : undefined}
          onChange={(e) => onChange(options.find((option) => option.id === e.target.value) ?? null)}
          className={cn(fieldClass, "h-10")}
        >
          <option value="">No partner</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id="student-partner-error" className="text-sm text-danger sm:col-span-2">
          {error}
        </p>
      )}
    </fieldset>
  );
}
