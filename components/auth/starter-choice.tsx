import { RadioCard } from "@/components/ui/radio-card";

type Starter = "ballroom" | "empty";

const OPTIONS: { value: Starter; title: string; text: string }[] = [
  {
    value: "ballroom",
    title: "Start with a typical ballroom studio",
    text: "Private Lesson (45 min), Group Class (60 min), Practice Party (90 min) and Room Rental (60 min); one room, Main Ballroom; open 12:00–22:00 on weekdays and 10:00–18:00 on Saturday. Change any of it in Settings.",
  },
  { value: "empty", title: "Start empty", text: "Add your own rooms, services and hours in Settings." },
];

/** Sign-up's offer: the usual services, a room and hours at once, or nothing. */
export function StarterChoice({
  value,
  onChange,
  error,
}: {
  value: Starter | undefined;
  onChange: (value: Starter) => void;
  error?: string;
}) {
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? "signup-starter-error" : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-foreground">How would you like to start?</legend>
      {OPTIONS.map((option) => (
        <RadioCard
          key={option.value}
          name="starter"
          value={option.value}
          checked={value === option.value}
          onChange={onChange}
          title={option.title}
          text={option.text}
        />
      ))}
      {error && (
        <p id="signup-starter-error" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
