"use client";

import { useState } from "react";
import { LoadError, LoadingNote } from "@/components/payments/section-card";
import { useApiData } from "@/components/payments/use-api-data";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { formatMoney } from "@/lib/money/money";
import type { PromoCode } from "./promo-text";
import { useStudioLocale } from "@/components/ui/studio-locale";

type Use = {
  id: string;
  studentId: string;
  studentName: string;
  name: string;
  listCents: number;
  discountCents: number;
  redeemedAt: string;
};

/** Who used a code, on what (GET /api/promo-codes/{id}/uses), newest first. */
export function PromoUsesDialog({ code, currency }: { code: PromoCode; currency: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Uses of ${code.code}`}>
          Uses ({code.uses})
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Uses of ${code.code}`}
        description="Who used the code, on what, and how much it took off."
        className="max-w-xl"
      >
        {open && <UsesList code={code} currency={currency} />}
      </DialogContent>
    </Dialog>
  );
}

function UsesList({ code, currency }: { code: PromoCode; currency: string }) {
  const locale = useStudioLocale();
  const uses = useApiData<{ uses: Use[] }>(`/api/promo-codes/${code.id}/uses`);
  if (uses.error) return <LoadError message={uses.error.message} onRetry={uses.reload} />;
  if (!uses.data) return <LoadingNote what="uses" />;
  if (uses.data.uses.length === 0) return <p className="text-sm text-muted-foreground">Nobody has used {code.code} yet.</p>;
  return (
    <ul className="divide-y divide-border text-sm" aria-label={`Uses of ${code.code}`}>
      {uses.data.uses.map((use) => (
        <li key={use.id} className="flex flex-wrap justify-between gap-x-4 py-2">
          <span className="grid">
            <a href={`/app/students/${use.studentId}`} className="font-medium underline-offset-2 hover:underline">
              {use.studentName}
            </a>
            <span className="text-muted-foreground">
              {use.name} · {new Date(use.redeemedAt).toLocaleDateString(locale, { month: "short", day: "numeric", year: "numeric" })}
            </span>
          </span>
          <span className="text-right">
            −{formatMoney(use.discountCents, currency)}
            <span className="block text-muted-foreground">of {formatMoney(use.listCents, currency)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
