"use client";

import { LoadError, LoadingNote } from "@/components/payments/section-card";
import { useApiData } from "@/components/payments/use-api-data";
import { SettingsSection } from "@/components/settings/settings-section";
import { Tag } from "@/components/ui/tag";
import { formatMoney } from "@/lib/money/money";
import { PromoCodeDialog } from "./promo-code-dialog";
import { EndPromoButton } from "./end-promo-button";
import { PromoUsesDialog } from "./promo-uses-dialog";
import { isCurrent, offText, termsText, usesText, type PromoCode } from "./promo-text";
import { useStudioLocale } from "@/components/ui/studio-locale";

/** Settings → Promo codes (owners): the studio's codes with their terms and uses; make, change, end one. */
export function PromoCodesSection({ currency, today }: { currency: string; today: string }) {
  const locale = useStudioLocale();
  const codes = useApiData<{ promoCodes: PromoCode[] }>("/api/promo-codes");
  const list = codes.data?.promoCodes ?? [];
  return (
    <SettingsSection
      id="settings-promo-codes"
      title="Promo codes"
      description="Discounts students type when they buy a package, join a membership or book a paid lesson, and you type at the desk."
      actions={<PromoCodeDialog currency={currency} onDone={codes.reload} />}
    >
      {codes.loading && !codes.data && <LoadingNote what="promo codes" />}
      {codes.error && <LoadError message={codes.error.message} onRetry={codes.reload} />}
      {codes.data && list.length === 0 && (
        <p className="text-sm text-muted-foreground">
          No promo codes yet. Make one, such as &ldquo;SPRING20&rdquo; for 20% off packages in March, or a welcome code for first-time
          students only.
        </p>
      )}
      {list.length > 0 && (
        <ul className="divide-y divide-border" aria-label="Promo codes">
          {list.map((code) => (
            <li key={code.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2.5">
              <span className="grid min-w-0 gap-0.5">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-mono font-semibold tracking-wide">{code.code}</span>
                  <span className="text-sm">{offText(code, currency)}</span>
                  {isCurrent(code, today) ? <Tag tone="primary">In use</Tag> : <Tag>{code.active ? "Not now" : "Ended"}</Tag>}
                </span>
                {code.description && <span className="text-sm">{code.description}</span>}
                <span className="text-sm text-muted-foreground">{termsText(code, locale)}</span>
                <span className="text-sm text-muted-foreground">
                  {usesText(code)}
                  {code.discountCents > 0 && ` · ${formatMoney(code.discountCents, currency)} taken off`}
                </span>
              </span>
              <span className="flex flex-wrap gap-2">
                <PromoUsesDialog code={code} currency={currency} />
                <PromoCodeDialog currency={currency} code={code} onDone={codes.reload} />
                {code.active && <EndPromoButton code={code} onDone={codes.reload} />}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
