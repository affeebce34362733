/** A titled card on the Payments screens, with optional actions on the right of its heading. */
export function SectionCard({
  id,
  title,
  actions,
  children,
  className,
}: {
  id: string;
  title: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`grid min-w-0 content-start gap-3 rounded-xl border border-border bg-card p-4 ${className ?? ""}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** A failed load, said plainly, with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
      <span>{message}</span>
      <button type="button" onClick={onRetry} className="font-medium underline underline-offset-4">
        Try again
      </button>
    </div>
  );
}

/** What a screen shows before its first answer arrives. */
export function LoadingNote({ what }: { what: string }) {
  return <p className="text-sm text-muted-foreground">Loading {what}…</p>;
}
