"use client";

import { useState } from "react";
import { FormStatus } from "@/components/forms/form-status";
import { useApiAction } from "@/components/forms/use-api-action";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZStudentsQuery } from "@/lib/people/schemas";

type Person = { id: string; name: string };
const ZSearch = ZStudentsQuery.pick({ search: true });

/**
 * The chosen priority list (priority rule "a chosen list", Premium): search students by name, add,
 * remove. Each change replaces the list through PUT /api/priority-students; a plan refusal shows
 * "Compare plans" like every form.
 */
export function PriorityStudentPicker({ initial }: { initial: Person[] }) {
  const [chosen, setChosen] = useState(initial);
  const [found, setFound] = useState<Person[] | null>(null);
  const { run, result, isPending: saving } = useApiAction();
  const search = useApiForm(ZSearch, {
    defaultValues: { search: "" },
    submit: (values) =>
      apiFetch<{ students: Person[] }>(`/api/students?${new URLSearchParams({ search: values.search ?? "", active: "true" })}`),
    errorMessage: "Couldn't search your students. Try again.",
    onSuccess: (result) => setFound(result.students.map(({ id, name }) => ({ id, name }))),
  });

  const save = (next: Person[], done: string) =>
    run(
      async () => {
        const saved = await apiFetch<{ students: Person[] }>("/api/priority-students", {
          method: "PUT",
          body: { studentIds: next.map((person) => person.id) },
        });
        setChosen(saved.students);
      },
      { successMessage: done, errorMessage: "The priority list couldn't be saved. Try again." },
    );

  const isChosen = (id: string) => chosen.some((person) => person.id === id);
  return (
    <section aria-labelledby="priority-list" className="grid gap-3 rounded-lg border border-border p-4">
      <h3 id="priority-list" className="text-base font-semibold">
        Priority list
      </h3>
      {chosen.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody yet: search for a student below and add them.</p>
      ) : (
        <ul aria-label="Priority students" className="grid gap-2">
          {chosen.map((person) => (
            <li key={person.id} className="flex items-center justify-between gap-3 text-sm">
              {person.name}
              <Button
                type="button"
                variant="secondary"
                size="sm"
                disabled={saving}
                aria-label={`Remove ${person.name}`}
                onClick={() =>
                  save(
                    chosen.filter((other) => other.id !== person.id),
                    `${person.name} removed from the priority list.`,
                  )
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormStatus result={result} />
      <form role="search" onSubmit={search.onSubmit} noValidate className="flex flex-wrap items-end gap-2">
        <FormField id="priority-search" label="Find a student" error={search.fieldError("search")} className="min-w-0 flex-1">
          {(field) => <Input {...field} {...search.form.register("search")} type="search" placeholder="Name" />}
        </FormField>
        <Button type="submit" variant="secondary" disabled={search.isSubmitting}>
          Search
        </Button>
      </form>
      <FormStatus result={search.result} />
      {found && found.length === 0 && <p className="text-sm text-muted-foreground">No active student matches.</p>}
      {found && found.length > 0 && (
        <ul aria-label="Search results" className="grid gap-2">
          {found.map((person) => (
            <li key={person.id} className="flex items-center justify-between gap-3 text-sm">
              {person.name}
              {isChosen(person.id) ? (
                <span className="text-muted-foreground">On the list</span>
              ) : (
                <Button
                  type="button"
                  size="sm"
                  disabled={saving}
                  aria-label={`Add ${person.name}`}
                  onClick={() => save([...chosen, person], `${person.name} added to the priority list.`)}
                >
                  Add
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
