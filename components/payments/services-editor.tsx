"use client";

import { ServiceFormDialog, KIND_LABELS, type ServiceRow } from "./service-form-dialog";
import { LoadError } from "./section-card";
import { useApiData } from "./use-api-data";
import { Tag } from "@/components/people/detail-header";
import { formatMoney } from "@/lib/money/money";

type StudioFacts = { studio: { currency: string } };

/** The studio's services with kind, duration and price, each editable (owners, in Settings). */
export function ServicesEditor() {
  const services = useApiData<{ services: ServiceRow[] }>("/api/services");
  const me = useApiData<StudioFacts>("/api/me");
  const currency = me.data?.studio.currency ?? "USD";
  const rows = services.data?.services ?? [];
  return (
    <section
      aria-labelledby="services-title"
      aria-busy={services.loading}
      className="mx-4 grid gap-3 rounded-xl border border-border bg-card p-4 sm:mx-8"
    >
      <div>
        <h2 id="services-title" className="text-lg font-semibold">
          Services and prices
        </h2>
        <p className="text-sm text-muted-foreground">A lesson not covered by a package is charged at its service&apos;s price.</p>
      </div>
      {services.error && <LoadError message={services.error.message} onRetry={services.reload} />}
      {!services.loading && rows.length === 0 && !services.error && <p className="text-sm text-muted-foreground">No services yet.</p>}
      {rows.length > 0 && (
        <ul className="divide-y divide-border" aria-label="Services">
          {rows.map((service) => (
            <li key={service.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
              <div className="grid min-w-0 gap-0.5">
                <span className="font-medium">
                  {service.name} {!service.active && <Tag>Not bookable</Tag>}
                </span>
                <span className="text-sm text-muted-foreground">
                  {KIND_LABELS[service.kind]} · {service.durationMinutes} min
                </span>
              </div>
              <div className="flex items-center gap-2">
                <span className="font-semibold tabular-nums">{formatMoney(service.priceCents, currency)}</span>
                <ServiceFormDialog service={service} currency={currency} onSaved={services.reload} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
