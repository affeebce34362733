/**
 * The title row of a signed-in page. `action` sits beside the title (under it on a phone when the
 * title is long): the one link a page's people reach for next, such as the studio calendar from a home.
 */
export function PageHeader({ title, description, action }: { title: string; description: string; action?: React.ReactNode }) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3 border-b border-border px-4 py-6 sm:px-8">
      <div className="min-w-0">
        <h1 className="font-[family-name:var(--font-display)] text-3xl font-semibold">{title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </div>
      {action}
    </header>
  );
}
