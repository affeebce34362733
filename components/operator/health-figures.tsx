import { Tag } from "@/components/ui/tag";
import type { OperatorHealth } from "@/lib/operator/health";
import { formatWait } from "./format";

const CHANNEL_LABELS: Record<string, string> = {
  email: "Studio e-mail",
  sms: "Texts",
  push: "Push notifications",
  // lib/ops/health.ts reports the site's own e-mail (site_outbox) as this channel.
  "site-email": "Site e-mail (contact form)",
};

function Status({ label, isGood, good, bad }: { label: string; isGood: boolean; good: string; bad: string }) {
  return (
    <div className="rounded-xl border border-border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-2">
        <Tag tone={isGood ? "success" : "danger"}>{isGood ? good : bad}</Tag>
      </dd>
    </div>
  );
}

/** Readiness at a glance, then each outbox's backlog: what is due now and how long the oldest has waited. */
export function HealthFigures({ health }: { health: OperatorHealth }) {
  const rows = health.outbox.map((row) => ({ key: row.channel, label: CHANNEL_LABELS[row.channel] ?? row.channel, ...row }));
  return (
    <div className="grid gap-6 px-4 py-6 sm:px-8">
      <section aria-labelledby="readiness">
        <h2 id="readiness" className="mb-3 text-lg font-semibold">
          Readiness
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Status label="Database" isGood={health.database} good="Answers" bad="Not answering" />
          <Status label="Migrations" isGood={health.migrationsCurrent} good="Current" bad="Behind" />
          <Status label="Outbox" isGood={health.draining} good="Draining" bad="Stalled" />
          <div className="rounded-xl border border-border bg-card p-4">
            <dt className="text-sm text-muted-foreground">Studios</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">{health.studioCount.toLocaleString("en")}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="outbox">
        <h2 id="outbox" className="mb-3 text-lg font-semibold">
          Outbox
        </h2>
        <div className="overflow-hidden rounded-xl border border-border bg-card">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Messages due by channel</caption>
            <thead className="bg-muted text-muted-foreground">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  Channel
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  Due now
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  Oldest waiting
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-t border-border">
                  <th scope="row" className="px-4 py-2.5 font-medium">
                    {row.label}
                  </th>
                  <td className="px-4 py-2.5 text-right tabular-nums">{row.due.toLocaleString("en")}</td>
                  <td className="px-4 py-2.5 text-right tabular-nums text-muted-foreground">
                    {row.oldestDueSeconds === null ? "—" : formatWait(row.oldestDueSeconds)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
