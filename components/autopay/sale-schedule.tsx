import { Button } from "@/components/ui/button";
import type { PaymentItem } from "./autopay-text";
import { PaymentSchedule } from "./payment-schedule";

/** After a sale in instalments: the schedule the server wrote, the first already paid or being charged. */
export function SaleSchedule({ items, currency, onClose }: { items: PaymentItem[]; currency: string; onClose: () => void }) {
  const first = items[0];
  return (
    <div className="grid gap-4">
      <p role="status" className="rounded-md bg-success-soft px-3 py-2 text-sm text-success">
        Sold. {firstText(first)} The rest are charged on their days, to a saved card or to the account.
      </p>
      <PaymentSchedule items={items} currency={currency} label="Instalments of this sale" empty="No instalments." />
      <div className="flex justify-end">
        <Button type="button" onClick={onClose}>
          Done
        </Button>
      </div>
    </div>
  );
}

function firstText(first: PaymentItem | undefined): string {
  if (!first) return "";
  if (first.status === "failed") return "The first instalment couldn't be charged to the card: see below.";
  if (first.status !== "paid") return "The first instalment is being charged.";
  if (first.settledBy === "account") return "The first instalment is on the account.";
  return `The first instalment is paid ${first.settledBy === "cash" ? "at the desk" : "by card"}.`;
}
