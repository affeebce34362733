/** The public page's header: the studio's logo and name, nothing of the app's navigation. */
export function StudioHeader({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  return (
    <header className="border-b border-border bg-card">
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-3 px-4 sm:px-6">
        {logoUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- the logo route serves exact, cached bytes
          <img src={logoUrl} alt="" width={40} height={40} className="size-10 rounded-md object-contain" />
        )}
        <p className="font-[family-name:var(--font-display)] text-xl font-semibold">{name}</p>
      </div>
    </header>
  );
}
