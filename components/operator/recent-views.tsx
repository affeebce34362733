import { formatWhen } from "./format";

type View = { email: string; view: string; createdAt: Date };

/** Every view of this screen is recorded (operator_views): the latest, so operators see who else has looked. */
export function RecentViews({ views }: { views: View[] }) {
  return (
    <section aria-labelledby="recent-views" className="px-4 pb-8 sm:px-8">
      <h2 id="recent-views" className="mb-1 text-lg font-semibold">
        Recent views of this screen
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">Every view is recorded: who, which view, when.</p>
      <ul className="divide-y divide-border rounded-xl border border-border bg-card text-sm">
        {views.map((view, index) => (
          <li key={index} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-2.5">
            <span className="break-all">
              {view.email} · {view.view}
            </span>
            <time className="text-muted-foreground" dateTime={view.createdAt.toISOString()}>
              {formatWhen(view.createdAt)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
