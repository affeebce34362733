import { cn } from "@/lib/utils";

type SectionHeadingProps = {
  /** The small line above the title. */
  eyebrow?: string;
  title: string;
  intro?: React.ReactNode;
  /** h1 on a page of its own, h2 as a section of the home page. */
  as?: "h1" | "h2";
  id?: string;
  className?: string;
};

/** The centred title block every marketing section starts with. */
export function SectionHeading({ eyebrow, title, intro, as: Heading = "h2", id, className }: SectionHeadingProps) {
  return (
    <div className={cn("mx-auto max-w-2xl text-center", className)}>
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">{eyebrow}</p>}
      <Heading
        id={id}
        className={cn(
          "mt-2 font-[family-name:var(--font-display)] font-semibold tracking-tight text-balance",
          Heading === "h1" ? "text-4xl sm:text-5xl" : "text-3xl sm:text-4xl",
        )}
      >
        {title}
      </Heading>
      {intro && <p className="mt-4 text-lg text-pretty text-muted-foreground">{intro}</p>}
    </div>
  );
}
