// GET /api/payments/export?from=&to= — the period's ledger as a CSV download (owners, plans with data export).
import { raw, route } from "@/lib/http/route";
import { exportLedgerCsv } from "@/lib/payments/export-csv";
import { ZPeriodQuery } from "@/lib/payments/schemas";

export const GET = route(
  {
    summary: "The period's ledger as CSV (owners; plans with data export).",
    roles: ["owner"],
    feature: "data_export",
    query: ZPeriodQuery,
    response: raw(
      "text/csv",
      "Every ledger entry of the period: date, type, student, amount, currency, method, description, note and entry ids.",
    ),
  },
  async ({ db, session, query }) => {
    const { filename, csv } = await exportLedgerCsv(db, session, query);
    return new Response(csv, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${filename}"`,
        "cache-control": "no-store",
      },
    });
  },
);
