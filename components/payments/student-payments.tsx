"use client";

import { useState } from "react";
import { BuyInInstalmentsDialog } from "@/components/autopay/buy-in-instalments-dialog";
import { MyMemberships } from "@/components/autopay/my-memberships";
import { MySchedule } from "@/components/autopay/my-schedule";
import { useMyAutopay } from "@/components/autopay/use-my-autopay";
import { ONLINE_PLAN_MIN_CENTS } from "@/lib/payments/schemas";
import { formatMoney } from "@/lib/money/money";
import type { PackageCover, PackageView, StudentAccount } from "@/lib/payments/types";
import { AccountHistory } from "./account-history";
import { BalanceSummary } from "./balance-summary";
import { PromoCodeInput } from "@/components/growth/promo/promo-code-input";
import { CheckoutButton } from "./checkout-button";
import { SaveCardChoice } from "./save-card-choice";
import { LoadError, LoadingNote, SectionCard } from "./section-card";
import { StudentPackages } from "./student-packages";
import { UnpaidLessonsChoice } from "./unpaid-lessons-choice";
import { useApiData } from "./use-api-data";
import { plural } from "@/lib/text/plural";

/** A student's own Payments screen: balance, packages with what is left and when it expires, history, Pay / Buy online. */
export function StudentPayments({ studentId, onlinePayments, today }: { studentId: string; onlinePayments: boolean; today: string }) {
  const account = useApiData<StudentAccount>(`/api/students/${studentId}/account`);
  // Memberships, the payment schedule, plans to join online and whether a card is saved.
  const autopay = useMyAutopay(studentId, onlinePayments);
  // Only fetched when they could be bought online; a studio without Stripe sells packages at the desk.
  const catalog = useApiData<{ packages: PackageView[] }>(onlinePayments ? "/api/packages" : null);
  const data = account.data;
  const forSale = (catalog.data?.packages ?? []).filter((item) => item.active);
  // What each package would pay for of the lessons they owe; "Apply to …" starts ticked.
  const covers = useApiData<{ covers: PackageCover[] }>(onlinePayments ? `/api/students/${studentId}/unpaid-lessons` : null);
  const [notApplied, setNotApplied] = useState<string[]>([]);
  const coverOf = (packageId: string) => covers.data?.covers.find((item) => item.packageId === packageId);
  const applies = (packageId: string) => !notApplied.includes(packageId) && Boolean(coverOf(packageId)?.lessons.length);
  // Whether the card used at Checkout stays on file with the studio; asked where each payment starts.
  const [saveForBalance, setSaveForBalance] = useState(false);
  const [saveForPackage, setSaveForPackage] = useState(false);
  const [promoCode, setPromoCode] = useState("");

  return (
    <div aria-busy={account.loading} className="grid gap-5 px-4 py-6 sm:px-8">
      {account.loading && !data && <LoadingNote what="your account" />}
      {account.error && <LoadError message={account.error.message} onRetry={account.reload} />}
      {data && (
        <>
          <BalanceSummary balanceCents={data.balanceCents} currency={data.currency} who="you">
            {onlinePayments && data.balanceCents > 0 && (
              <div className="grid justify-items-start gap-2 sm:justify-items-end">
                <CheckoutButton
                  checkout={{ kind: "balance", ...(saveForBalance ? { saveCard: true } : {}) }}
                  label={`Pay ${formatMoney(data.balanceCents, data.currency)}`}
                />
                <SaveCardChoice id="save-card-balance" checked={saveForBalance} onChange={setSaveForBalance} />
              </div>
            )}
          </BalanceSummary>
          <div className="grid gap-5 lg:grid-cols-[2fr_3fr]">
            <div className="grid content-start gap-5">
              <MyMemberships autopay={autopay} studentId={studentId} currency={data.currency} today={today} />
              <SectionCard id="my-packages-title" title="My packages">
                <StudentPackages packages={data.packages} />
              </SectionCard>
              {onlinePayments && forSale.length > 0 && (
                <SectionCard id="buy-title" title="Buy a package">
                  <SaveCardChoice id="save-card-package" checked={saveForPackage} onChange={setSaveForPackage} />
                  <PromoCodeInput id="buy-promo-code" value={promoCode} onChange={setPromoCode} />
                  <ul className="divide-y divide-border">
                    {forSale.map((item) => (
                      <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm">
                        <span className="min-w-0">
                          <span className="font-medium">{item.name}</span>
                          <span className="block text-muted-foreground">
                            {formatMoney(item.priceCents, data.currency)} · {plural(item.units, "lesson")} · valid{" "}
                            {plural(item.validDays, "day")}
                          </span>
                        </span>
                        <span className="flex flex-wrap items-center gap-1">
                          {item.priceCents >= ONLINE_PLAN_MIN_CENTS && (
                            <BuyInInstalmentsDialog item={item} currency={data.currency} today={today} applyToUnpaid={applies(item.id)} />
                          )}
                          <CheckoutButton
                            checkout={{
                              kind: "package",
                              packageId: item.id,
                              ...(applies(item.id) ? { applyToUnpaid: true } : {}),
                              ...(saveForPackage ? { saveCard: true } : {}),
                              ...(promoCode.trim() ? { promoCode: promoCode.trim() } : {}),
                            }}
                            label="Buy"
                            accessibleName={`Buy ${item.name}`}
                            variant="secondary"
                          />
                        </span>
                        <div className="basis-full empty:hidden">
                          <UnpaidLessonsChoice
                            id={`buy-apply-${item.id}`}
                            cover={coverOf(item.id)}
                            currency={data.currency}
                            checkbox={{
                              checked: !notApplied.includes(item.id),
                              onChange: (event) =>
                                setNotApplied((ids) => (event.target.checked ? ids.filter((id) => id !== item.id) : [...ids, item.id])),
                            }}
                          />
                        </div>
                      </li>
                    ))}
                  </ul>
                </SectionCard>
              )}
            </div>
            <div className="grid content-start gap-5">
              <MySchedule
                autopay={autopay}
                currency={data.currency}
                payNow={
                  onlinePayments &&
                  data.balanceCents > 0 && (
                    <CheckoutButton
                      checkout={{ kind: "balance" }}
                      label="Pay now"
                      accessibleName={`Pay now: your balance of ${formatMoney(data.balanceCents, data.currency)}`}
                      variant="secondary"
                    />
                  )
                }
              />
              <SectionCard id="history-title" title="History">
                <AccountHistory entries={data.entries} currency={data.currency} />
              </SectionCard>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
