import { COMPARISON, hasFeature, PAID_PLANS } from "@/lib/billing/plans";

/** The feature comparison table, read from the same plan table the server enforces. */
export function PlanComparison() {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">Features included in each plan</caption>
      <thead>
        <tr className="border-b border-border">
          <th scope="col" className="py-3 pr-2 font-semibold">
            Feature
          </th>
          {PAID_PLANS.map((plan) => (
            <th key={plan.key} scope="col" className="w-16 py-3 text-center font-semibold sm:w-28">
              {plan.name}
            </th>
          ))}
        </tr>
      </thead>
      {COMPARISON.map((group) => (
        <tbody key={group.group}>
          <tr>
            <th scope="colgroup" colSpan={4} className="pt-6 pb-2 text-xs font-semibold uppercase tracking-[0.14em] text-accent">
              {group.group}
            </th>
          </tr>
          {group.rows.map((row) => (
            <tr key={row.feature} className="border-b border-border">
              <th scope="row" className="py-3 pr-2 font-normal">
                {row.label}
              </th>
              {PAID_PLANS.map((plan) => (
                <td key={plan.key} className="py-3 text-center">
                  {/* Glyphs rather than SVG icons: 48 cells, and a small DOM hydrates faster. */}
                  {hasFeature(plan.key, row.feature) ? (
                    <span className="text-lg font-semibold text-success">
                      <span aria-hidden>✓</span>
                      <span className="sr-only">Included</span>
                    </span>
                  ) : (
                    <span className="text-lg text-muted-foreground">
                      <span aria-hidden>—</span>
                      <span className="sr-only">Not included</span>
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
