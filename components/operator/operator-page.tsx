import { OperatorHeader, type OperatorSection } from "./operator-header";

/** One view of the operator's screen: the frame, then the view under its title. */
export function OperatorPage({
  email,
  current,
  title,
  description,
  children,
}: {
  email: string;
  current: OperatorSection;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <OperatorHeader email={email} current={current} />
      <main id="main" className="mx-auto max-w-6xl">
        <div className="px-4 pt-6 sm:px-8">
          <h1 className="font-[family-name:var(--font-display)] text-3xl font-semibold">{title}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{description}</p>
        </div>
        {children}
      </main>
    </>
  );
}
