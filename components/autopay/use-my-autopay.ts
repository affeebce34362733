"use client";

import type { SavedCard } from "@/components/settings/payment-methods-list";
import { useApiData } from "@/components/payments/use-api-data";
import type { Membership, MembershipPlan, PaymentItem } from "./autopay-text";

/**
 * What a student's Payments page reads for autopay: their memberships and schedule, and — where the
 * studio takes cards online — the plans open to online joining and whether they saved a card.
 * `reload` reads them all again (joining adds a membership and its first charges).
 */
export function useMyAutopay(studentId: string, onlinePayments: boolean) {
  const memberships = useApiData<{ memberships: Membership[] }>(`/api/students/${studentId}/memberships`);
  const schedule = useApiData<{ items: PaymentItem[] }>(`/api/students/${studentId}/payment-schedule`);
  const plans = useApiData<{ plans: MembershipPlan[] }>(onlinePayments ? "/api/membership-plans" : null);
  const cards = useApiData<{ paymentMethods: SavedCard[] }>(onlinePayments ? "/api/me/payment-methods" : null);
  return {
    memberships,
    schedule,
    plans: (plans.data?.plans ?? []).filter((plan) => plan.active && plan.onlineEnrol),
    hasCard: (cards.data?.paymentMethods.length ?? 0) > 0,
    reload: () => {
      memberships.reload();
      schedule.reload();
    },
  };
}

export type MyAutopay = ReturnType<typeof useMyAutopay>;
