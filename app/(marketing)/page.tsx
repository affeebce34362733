export default function HomePage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <h1 className="font-[family-name:var(--font-display)] text-5xl font-semibold">Elegant Dance Scheduling</h1>
    </section>
  );
}
