"use client";

import { Video } from "lucide-react";
import { useState } from "react";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { fieldClass, Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { DANCE_STYLES, levelOrder, STYLE_NAMES, type LevelKey } from "@/lib/progress/levels";
import { ZDanceInput, ZDancePatch, ZFigureInput, ZFigurePatch, type TFigureVideo } from "@/lib/progress/schemas";
import { cn } from "@/lib/utils";
import { FigureVideosForm } from "./figure-videos-form";
import type { DanceOption, LevelOption } from "./format";

const selectClass = cn(fieldClass, "h-10");

function LevelSelect({ levels, upTo, ...props }: React.ComponentProps<"select"> & { levels: readonly LevelOption[]; upTo?: LevelKey }) {
  return (
    <select {...props} className={selectClass}>
      {levels
        .filter((level) => !upTo || levelOrder(level.key) <= levelOrder(upTo))
        .map((level) => (
          <option key={level.key} value={level.key}>
            {level.name}
          </option>
        ))}
    </select>
  );
}

/** A dance of the studio's own, in one of the five styles. */
export function AddDanceForm({ levels, onSaved }: { levels: readonly LevelOption[]; onSaved: (id: string) => void }) {
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZDanceInput, {
    defaultValues: { name: "", style: "club", topLevel: "gold-bar" },
    submit: (values) => apiFetch<{ dance: { id: string } }>("/api/dances", { body: values }),
    successMessage: "Dance added.",
    onSuccess: ({ dance }) => {
      form.reset();
      onSaved(dance.id);
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end" aria-label="Add a dance">
      <FormField id="dance-name" label="Dance" error={fieldError("name")}>
        {(field) => <Input {...field} {...form.register("name")} placeholder="e.g. Polka" autoComplete="off" />}
      </FormField>
      <FormField id="dance-style" label="Style" error={fieldError("style")}>
        {(field) => (
          <select {...field} {...form.register("style")} className={selectClass}>
            {DANCE_STYLES.map((style) => (
              <option key={style} value={style}>
                {STYLE_NAMES[style]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="dance-top" label="Taught up to" error={fieldError("topLevel")}>
        {(field) => <LevelSelect {...field} {...form.register("topLevel")} levels={levels.filter((level) => level.key !== "newcomer")} />}
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        Add dance
      </Button>
      <div className="sm:col-span-4">
        <FormStatus result={result} />
      </div>
    </form>
  );
}

/** Rename a dance, set how far it is taught, or take it out of use (its history stays). */
export function DanceSettingsForm({ dance, levels, onSaved }: { dance: DanceOption; levels: readonly LevelOption[]; onSaved: () => void }) {
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZDancePatch, {
    defaultValues: { name: dance.name, topLevel: dance.topLevel, active: dance.active },
    submit: (values) => apiFetch(`/api/dances/${dance.id}`, { method: "PATCH", body: values }),
    successMessage: "Dance saved.",
    onSuccess: () => onSaved(),
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end" aria-label="Dance settings">
      <FormField id="dance-edit-name" label="Name" error={fieldError("name")}>
        {(field) => <Input {...field} {...form.register("name")} autoComplete="off" />}
      </FormField>
      <FormField id="dance-edit-top" label="Taught up to" error={fieldError("topLevel")}>
        {(field) => <LevelSelect {...field} {...form.register("topLevel")} levels={levels.filter((level) => level.key !== "newcomer")} />}
      </FormField>
      <label className="inline-flex h-10 items-center gap-2 text-sm">
        <input type="checkbox" {...form.register("active")} className="size-4 accent-[var(--color-primary)]" />
        In use
      </label>
      <Button type="submit" variant="secondary" disabled={isSubmitting}>
        Save dance
      </Button>
      <div className="sm:col-span-4">
        <FormStatus result={result} />
      </div>
    </form>
  );
}

/** A figure added to the dance at a level (after the others of that level). */
export function AddFigureForm({ dance, levels, onSaved }: { dance: DanceOption; levels: readonly LevelOption[]; onSaved: () => void }) {
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZFigureInput, {
    defaultValues: { danceId: dance.id, level: "bronze-1", name: "" },
    submit: (values) => apiFetch("/api/figures", { body: values }),
    successMessage: "Figure added.",
    onSuccess: () => {
      form.reset({ ...form.getValues(), name: "" });
      onSaved();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end" aria-label="Add a figure">
      <FormField id="figure-name" label="New figure" error={fieldError("name")}>
        {(field) => <Input {...field} {...form.register("name")} autoComplete="off" />}
      </FormField>
      <FormField id="figure-level" label="Level" error={fieldError("level")}>
        {(field) => <LevelSelect {...field} {...form.register("level")} levels={levels} upTo={dance.topLevel} />}
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        Add figure
      </Button>
      <div className="sm:col-span-3">
        <FormStatus result={result} />
      </div>
    </form>
  );
}

/** One figure's name, level and use, edited in place; its demonstration videos a tap away. */
export function FigureRowForm({
  figure,
  dance,
  levels,
  onSaved,
}: {
  figure: { id: string; name: string; level: LevelKey; active: boolean; videos: TFigureVideo[] };
  dance: DanceOption;
  levels: readonly LevelOption[];
  onSaved: () => void;
}) {
  const [showVideos, setShowVideos] = useState(false);
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZFigurePatch, {
    defaultValues: { name: figure.name, level: figure.level, active: figure.active },
    submit: (values) => apiFetch(`/api/figures/${figure.id}`, { method: "PATCH", body: values }),
    onSuccess: (_answer: unknown, values: { name?: string; level?: LevelKey; active?: boolean }): void => {
      form.reset(values);
      onSaved();
    },
  });
  const id = `figure-${figure.id}`;
  return (
    <div className="grid gap-2">
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-2 sm:grid-cols-[2fr_1fr_auto_auto_auto] sm:items-center"
        aria-label={`Figure ${figure.name}`}
      >
        <Input {...form.register("name")} aria-label="Figure name" aria-invalid={Boolean(fieldError("name"))} id={`${id}-name`} />
        <LevelSelect {...form.register("level")} aria-label="Level" id={`${id}-level`} levels={levels} upTo={dance.topLevel} />
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="checkbox" {...form.register("active")} className="size-4 accent-[var(--color-primary)]" />
          In use
        </label>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          aria-expanded={showVideos}
          aria-controls={`${id}-videos`}
          aria-label={`Videos of ${figure.name} (${figure.videos.length})`}
          onClick={() => setShowVideos((shown) => !shown)}
        >
          <Video aria-hidden /> Videos ({figure.videos.length})
        </Button>
        <Button type="submit" size="sm" variant="ghost" disabled={isSubmitting || !form.formState.isDirty}>
          Save
        </Button>
        {(fieldError("name") || result?.kind === "error") && (
          <p role="alert" className="text-sm text-danger sm:col-span-5">
            {fieldError("name") ?? result?.text}
          </p>
        )}
      </form>
      {showVideos && (
        <div id={`${id}-videos`}>
          <FigureVideosForm figureId={figure.id} figureName={figure.name} videos={figure.videos} onSaved={onSaved} />
        </div>
      )}
    </div>
  );
}
