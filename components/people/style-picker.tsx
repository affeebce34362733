import { DANCE_NAMES } from "@/lib/progress/dance-names";
import { STYLE_FAMILIES } from "./people-constants";

const OFFERED = new Set<string>([...STYLE_FAMILIES, ...DANCE_NAMES]);

/**
 * Checkboxes for the style families and the syllabus's dances; the API stores the chosen names in one
 * list. A name saved earlier that neither list offers any more stays shown (and can be unticked).
 */
export function StylePicker({ value, onChange }: { value: string[]; onChange: (styles: string[]) => void }) {
  const others = value.filter((name) => !OFFERED.has(name));
  const toggle = (name: string) => onChange(value.includes(name) ? value.filter((item) => item !== name) : [...value, name]);
  const group = (legend: string, names: readonly string[]) => (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {names.map((name) => (
          <label
            key={name}
            className="inline-flex items-center gap-1.5 rounded-md border border-border px-2 py-1 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
          >
            <input type="checkbox" checked={value.includes(name)} onChange={() => toggle(name)} className="accent-[var(--color-primary)]" />
            {name}
          </label>
        ))}
      </div>
    </fieldset>
  );
  return (
    <div className="grid gap-3">
      {group("Styles", STYLE_FAMILIES)}
      {group("Dances", DANCE_NAMES)}
      {others.length > 0 && group("Other", others)}
    </div>
  );
}
