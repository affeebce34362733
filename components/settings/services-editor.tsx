import { Tag } from "@/components/ui/tag";
import { formatMoney } from "@/lib/money/money";
import type { ServiceRow } from "@/lib/scheduling/catalog";
import { ArchiveButton, DeleteButton } from "./catalog-actions";
import { ServiceFormDialog, type DanceChoice } from "./service-form-dialog";
import { KIND_LABELS } from "./service-kinds";
import { plural } from "@/lib/text/plural";

/** The studio's services with kind, duration, price and who books them, each editable in place (owners). */
export function ServicesEditor({ services, currency, dances }: { services: ServiceRow[]; currency: string; dances: DanceChoice[] }) {
  const danceOf = (id: string | null) => dances.find((dance) => dance.id === id)?.label;
  if (services.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No services yet. Add what students book: private lessons, group classes, practice parties, room rentals.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-border" aria-label="Services">
      {services.map((service) => (
        <li key={service.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
          <div className="flex min-w-0 items-center gap-3">
            <span aria-hidden className="size-3 shrink-0 rounded-full" style={{ backgroundColor: service.color }} />
            <span className="grid min-w-0 gap-0.5">
              <span className="font-medium">
                {service.name} {service.archived && <Tag>Archived</Tag>} {!service.bookableOnline && <Tag>Staff only</Tag>}
              </span>
              <span className="text-sm text-muted-foreground">
                {KIND_LABELS[service.kind]} · {service.durationMinutes} min · {formatMoney(service.priceCents, currency)}
                {service.kind !== "private" && ` · ${plural(service.defaultCapacity, "place")}`}
                {danceOf(service.danceId) && ` · ${danceOf(service.danceId)}`}
              </span>
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-1">
            <ServiceFormDialog service={service} currency={currency} dances={dances} />
            <ArchiveButton kind="service" item={service} />
            <DeleteButton kind="service" item={service} />
          </div>
        </li>
      ))}
    </ul>
  );
}
