import { IntakeAnswersForm } from "./intake-answers-form";
import type { IntakeAnswer, IntakeQuestion } from "./intake-types";

/** Settings → Profile, a student's answers to the studio's questions (staff-only ones are never here). */
export function OwnIntakeSection({ questions, answers }: { questions: IntakeQuestion[]; answers: IntakeAnswer[] }) {
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby="profile-intake" className="grid gap-4">
      <div>
        <h3 id="profile-intake" className="text-base font-semibold">
          About you
        </h3>
        <p className="text-sm text-muted-foreground">The studio&apos;s questions for its students.</p>
      </div>
      <IntakeAnswersForm endpoint="/api/me/intake" questions={questions} answers={answers} idPrefix="profile-intake" />
    </section>
  );
}
