/** The title row of a signed-in page. */
export function PageHeader({ title, description }: { title: string; description: string }) {
  return (
    <header className="border-b border-border px-4 py-6 sm:px-8">
      <h1 className="font-[family-name:var(--font-display)] text-3xl font-semibold">{title}</h1>
      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
    </header>
  );
}
