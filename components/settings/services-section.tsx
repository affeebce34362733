import type { ServiceRow } from "@/lib/scheduling/catalog";
import { nextCatalogColor } from "@/lib/scheduling/catalog-colors";
import type { DanceChoice } from "./service-form-dialog";
import { ServiceFormDialog } from "./service-form-dialog";
import { ServicesEditor } from "./services-editor";
import { SettingsSection } from "./settings-section";

/** Settings → Services (owners): what can be booked, at what price, in the studio's currency. */
export function ServicesSection({ services, currency, dances }: { services: ServiceRow[]; currency: string; dances: DanceChoice[] }) {
  return (
    <SettingsSection
      id="settings-services"
      title="Services"
      description="What students book and what it costs. A lesson not covered by a package is charged at its service's price."
      actions={
        <ServiceFormDialog currency={currency} dances={dances} newColor={nextCatalogColor(services.map((service) => service.color))} />
      }
    >
      <ServicesEditor services={services} currency={currency} dances={dances} />
    </SettingsSection>
  );
}
