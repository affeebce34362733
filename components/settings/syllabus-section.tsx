import { BookOpen } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";

/** Settings → Syllabus (owners): the editor has a page of its own, under Progress. */
export function SyllabusSection() {
  return (
    <section aria-labelledby="settings-syllabus" className="grid gap-3 rounded-xl border border-border bg-card p-5 sm:p-6">
      <div>
        <h2 id="settings-syllabus" className="font-[family-name:var(--font-display)] text-2xl font-semibold">
          Syllabus
        </h2>
        <p className="text-sm text-muted-foreground">
          Dances per style, their figures per level, and your names for the levels (progress tracking, Pro).
        </p>
      </div>
      <div>
        <Button asChild variant="secondary">
          <Link href="/app/progress/syllabus">
            <BookOpen aria-hidden />
            Edit the syllabus
          </Link>
        </Button>
      </div>
    </section>
  );
}
