import { Tag } from "@/components/ui/tag";
import { formatMoney } from "@/lib/money/money";
import type { PackageView } from "@/lib/payments/types";
import { PackageFormDialog } from "./package-form-dialog";
import { SectionCard } from "./section-card";
import { plural } from "@/lib/text/plural";

type ServiceOption = { id: string; name: string };

/** The lesson packages the studio sells: "10 Private Lessons · $850.00 · 180 days", each editable. */
export function PackagesManager({
  packages,
  services,
  currency,
  onChanged,
}: {
  packages: PackageView[];
  services: ServiceOption[];
  currency: string;
  onChanged: () => void;
}) {
  const serviceName = new Map(services.map((service) => [service.id, service.name]));
  return (
    <SectionCard
      id="packages-title"
      title="Packages"
      actions={<PackageFormDialog services={services} currency={currency} onDone={onChanged} />}
    >
      {packages.length === 0 ? (
        <p className="text-sm text-muted-foreground">No packages yet. Create one, e.g. 10 private lessons valid for 180 days.</p>
      ) : (
        <ul className="divide-y divide-border" aria-labelledby="packages-title">
          {packages.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2.5 text-sm">
              <div className="grid min-w-0 gap-0.5">
                <span className="font-medium">
                  {item.name} {item.introOffer && <Tag>Intro offer</Tag>} {!item.active && <Tag>Not on sale</Tag>}
                </span>
                <span className="text-muted-foreground">
                  {plural(item.units, "lesson")} · {formatMoney(item.priceCents, currency)} · {plural(item.validDays, "day")} ·{" "}
                  {item.serviceIds.map((id) => serviceName.get(id) ?? "Removed service").join(", ")}
                </span>
              </div>
              <PackageFormDialog item={item} services={services} currency={currency} onDone={onChanged} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
