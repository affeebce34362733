"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";

export type Scope = "one" | "following" | "all";

const CHOICES: { value: Scope; label: string; hint: string }[] = [
  { value: "one", label: "This event", hint: "Only this occurrence changes." },
  { value: "following", label: "This and following events", hint: "This one and every later one." },
  { value: "all", label: "All events", hint: "Every occurrence that hasn't happened yet." },
];

export type ScopeQuestion = { action: "move" | "edit" | "cancel"; repeating: boolean; title: string };
type Props = { question: ScopeQuestion | null; onChoose: (scope: Scope) => void; onDismiss: () => void };

/**
 * Asks which occurrences of a weekly series a change applies to; for a single event that is being
 * cancelled, it just asks for confirmation.
 */
export function ScopeDialog({ question, onChoose, onDismiss }: Props) {
  const [scope, setScope] = useState<Scope>("one");
  if (!question) return null;
  const verb = question.action === "cancel" ? "Cancel" : question.action === "move" ? "Move" : "Change";
  return (
    <Dialog open onOpenChange={(next) => !next && onDismiss()}>
      <DialogContent
        title={question.repeating ? `${verb} a repeating event` : `${verb} ${question.title}?`}
        description={question.repeating ? `${question.title} is part of a weekly series.` : "Its time becomes free for other bookings."}
      >
        {question.repeating && (
          <fieldset className="grid gap-2">
            <legend className="sr-only">Apply to</legend>
            {CHOICES.map((choice) => (
              <label
                key={choice.value}
                className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
              >
                <input
                  type="radio"
                  name="scope"
                  value={choice.value}
                  checked={scope === choice.value}
                  onChange={() => setScope(choice.value)}
                  className="mt-1 accent-[var(--color-primary)]"
                />
                <span>
                  <span className="block text-sm font-medium">{choice.label}</span>
                  <span className="block text-xs text-muted-foreground">{choice.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onDismiss}>
            Don&apos;t {verb.toLowerCase()}
          </Button>
          <Button
            variant={question.action === "cancel" ? "danger" : "primary"}
            onClick={() => onChoose(question.repeating ? scope : "one")}
          >
            {verb}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
