import { cn } from "@/lib/utils";

/** One choice of a radio group drawn as a card: a title and a line of explanation, the chosen one tinted. */
export function RadioCard<T extends string>(props: {
  name: string;
  value: T;
  checked: boolean;
  onChange: (value: T) => void;
  title: string;
  text: string;
}) {
  return (
    <label
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-md border p-3 transition-colors",
        props.checked ? "border-primary bg-primary-soft" : "border-border bg-card hover:bg-muted",
      )}
    >
      <input
        type="radio"
        name={props.name}
        value={props.value}
        checked={props.checked}
        onChange={() => props.onChange(props.value)}
        className="mt-1 size-4 shrink-0 accent-[var(--primary)]"
      />
      <span className="grid gap-0.5">
        <span className="text-sm font-medium text-foreground">{props.title}</span>
        <span className="text-sm text-muted-foreground">{props.text}</span>
      </span>
    </label>
  );
}
