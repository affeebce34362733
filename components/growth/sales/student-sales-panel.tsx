import type { StudioClock } from "@/lib/studio/locales";
import { Panel } from "@/components/people/detail-header";
import { Tag } from "@/components/ui/tag";
import { SALE_CATEGORY_LABELS, type SaleCategoryKey } from "@/lib/growth/sales-labels";
import { formatMoney } from "@/lib/money/money";
import { SaleEditDialog } from "./sale-edit-dialog";

export type StudentSale = {
  id: string;
  name: string;
  category: SaleCategoryKey;
  categoryByHand: boolean;
  listCents: number;
  discountCents: number;
  amountCents: number;
  soldAt: Date | string;
  credits: { instructorId: string; instructor: string; percent: number }[];
};

/** A student's packages and memberships sold, each with its category and who is credited; owners change both. */
export function StudentSalesPanel(props: {
  sales: StudentSale[];
  instructors: { id: string; name: string }[];
  currency: string;
  clock: StudioClock;
  canEdit: boolean;
}) {
  const { sales, instructors, currency, clock, canEdit } = props;
  const day = new Intl.DateTimeFormat(clock.locale, { dateStyle: "medium", timeZone: clock.timeZone });
  return (
    <Panel id="sales-title" title="Sales and credit">
      {sales.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No package or membership sold yet. Each sale shows here with its category (first package, extension, renewal…) and the instructor
          credited.
        </p>
      ) : (
        <ul className="grid gap-2">
          {sales.map((sale) => (
            <li key={sale.id} className="grid gap-1 rounded-lg bg-muted p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{sale.name}</span>
                <span className="tabular-nums">
                  {formatMoney(sale.amountCents, currency)}
                  {sale.discountCents > 0 && <span className="text-muted-foreground"> (list {formatMoney(sale.listCents, currency)})</span>}
                </span>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-muted-foreground">{day.format(new Date(sale.soldAt))}</span>
                <Tag tone="primary">{SALE_CATEGORY_LABELS[sale.category]}</Tag>
                {sale.categoryByHand && <span className="text-xs text-muted-foreground">set by hand</span>}
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  <span className="text-muted-foreground">Credit: </span>
                  {sale.credits.length === 0
                    ? "nobody"
                    : sale.credits.map((credit) => `${credit.instructor} ${credit.percent}%`).join(", ")}
                </span>
                {canEdit && instructors.length > 0 && (
                  <SaleEditDialog
                    sale={{ id: sale.id, name: sale.name, category: sale.category, credits: sale.credits }}
                    instructors={instructors}
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
