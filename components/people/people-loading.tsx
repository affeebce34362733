/** A quiet placeholder while a people page loads on the server: the header and a few grey rows. */
export function PeopleLoading({ title }: { title: string }) {
  return (
    <div aria-busy="true" aria-live="polite">
      <header className="border-b border-border px-4 py-6 sm:px-8">
        <h1 className="font-[family-name:var(--font-display)] text-3xl font-semibold">{title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">Loading…</p>
      </header>
      <div className="grid gap-3 px-4 py-6 sm:px-8">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="h-12 animate-pulse rounded-lg bg-muted motion-reduce:animate-none" />
        ))}
      </div>
    </div>
  );
}
