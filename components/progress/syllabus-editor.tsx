"use client";

import { useState } from "react";
import { useApiData } from "@/components/payments/use-api-data";
import { fieldClass, Label } from "@/components/ui/input";
import type { Figure } from "@/lib/progress/figures";
import { DANCE_STYLES, levelOrder, MEDAL_NAMES, medalOf, MEDALS, STYLE_NAMES } from "@/lib/progress/levels";
import { cn } from "@/lib/utils";
import type { DanceOption, LevelOption } from "./format";
import { LevelNamesForm } from "./level-names-form";
import { AddDanceForm, AddFigureForm, DanceSettingsForm, FigureRowForm } from "./syllabus-forms";

function Card({ id, title, description, children }: { id: string; title: string; description: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-xl border border-border bg-card p-4 sm:p-5">
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}

/** The studio's syllabus (owners): dances per style, each dance's figures per level, and the level names. */
export function SyllabusEditor() {
  const dances = useApiData<{ dances: DanceOption[] }>("/api/dances");
  const levels = useApiData<{ levels: LevelOption[] }>("/api/levels");
  const [chosen, setChosen] = useState<string | null>(null);
  const all = dances.data?.dances ?? [];
  const dance = all.find((row) => row.id === chosen) ?? all[0];
  const figures = useApiData<{ figures: Figure[] }>(dance ? `/api/dances/${dance.id}/figures` : null);
  const error = dances.error ?? levels.error ?? figures.error;
  if (error) return <p className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">{error.message}</p>;
  if (!dances.data || !levels.data || !dance) return <p className="text-sm text-muted-foreground">Loading the syllabus…</p>;
  const names = levels.data.levels;
  const byMedal = MEDALS.map((medal) => ({
    medal,
    rows: (figures.data?.figures ?? []).filter((figure) => medalOf(figure.level) === medal),
  })).filter((group) => group.rows.length > 0);

  return (
    <div className="grid gap-6">
      <Card
        id="syllabus-figures"
        title="Dances and figures"
        description="Each dance has its own figures per level; figures out of use keep students' marks."
      >
        <div className="grid gap-1.5 sm:max-w-sm">
          <Label htmlFor="syllabus-dance">Dance</Label>
          <select
            id="syllabus-dance"
            value={dance.id}
            onChange={(event) => setChosen(event.target.value)}
            className={cn(fieldClass, "h-10")}
          >
            {DANCE_STYLES.map((style) => (
              <optgroup key={style} label={STYLE_NAMES[style]}>
                {all
                  .filter((row) => row.style === style)
                  .map((row) => (
                    <option key={row.id} value={row.id}>
                      {row.name} ({STYLE_NAMES[style]}){row.active ? "" : " — out of use"}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </div>
        <DanceSettingsForm key={`settings-${dance.id}`} dance={dance} levels={names} onSaved={dances.reload} />
        {!figures.data ? (
          <p className="text-sm text-muted-foreground">Loading figures…</p>
        ) : byMedal.length === 0 ? (
          <p className="text-sm text-muted-foreground">No figures yet: add the first below.</p>
        ) : (
          byMedal.map((group) => (
            <div key={group.medal} className="grid gap-2">
              <h3 className="text-sm font-semibold">
                {MEDAL_NAMES[group.medal]} ({group.rows.length})
              </h3>
              <ul className="grid gap-2">
                {group.rows
                  .sort((a, b) => levelOrder(a.level) - levelOrder(b.level) || a.position - b.position)
                  .map((figure) => (
                    <li key={`${figure.id}-${figure.name}-${figure.level}-${figure.active}`}>
                      <FigureRowForm figure={figure} dance={dance} levels={names} onSaved={figures.reload} />
                    </li>
                  ))}
              </ul>
            </div>
          ))
        )}
        <AddFigureForm key={`add-${dance.id}`} dance={dance} levels={names} onSaved={figures.reload} />
      </Card>
      <Card id="syllabus-add-dance" title="Add a dance" description="A dance the starter syllabus doesn't have, in one of the five styles.">
        <AddDanceForm
          levels={names}
          onSaved={(id) => {
            setChosen(id);
            dances.reload();
          }}
        />
      </Card>
      <Card id="syllabus-levels" title="Level names" description="Rename levels to match your medal system; their order and keys stay.">
        <LevelNamesForm key={names.map((level) => level.name).join("|")} levels={names} onSaved={levels.reload} />
      </Card>
    </div>
  );
}
