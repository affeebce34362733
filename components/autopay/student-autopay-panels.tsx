"use client";

import { useState } from "react";
import { Panel } from "@/components/people/detail-header";
import { LoadError, LoadingNote } from "@/components/payments/section-card";
import { useApiData } from "@/components/payments/use-api-data";
import type { Membership, MembershipPlan, PaymentItem } from "./autopay-text";
import { EnrolDialog } from "./enrol-dialog";
import { FailedItemActions } from "./failed-item-actions";
import { InstalmentActions } from "./instalment-actions";
import { MembershipActions } from "./membership-actions";
import { MembershipList, type MembershipSeen } from "./membership-list";
import { PaymentSchedule } from "./payment-schedule";

type Props = { studentId: string; studentName: string; currency: string; today: string; isOwner: boolean };

/**
 * A student's memberships and payment schedule on their page (staff). Owners enrol, pause, resume
 * and cancel, and change instalments still to come; instructors read what a membership covers.
 */
export function StudentAutopayPanels({ studentId, studentName, currency, today, isOwner }: Props) {
  const memberships = useApiData<{ memberships: MembershipSeen[] }>(`/api/students/${studentId}/memberships`);
  const plans = useApiData<{ plans: MembershipPlan[] }>(isOwner ? "/api/membership-plans" : null);
  const schedule = useApiData<{ items: PaymentItem[] }>(isOwner ? `/api/students/${studentId}/payment-schedule` : null);
  const planList = plans.data?.plans ?? [];
  // An enrolment or a change to a membership adds or removes due items: both lists are read again.
  const refresh = () => {
    memberships.reload();
    schedule.reload();
  };
  const list = memberships.data?.memberships ?? [];
  // What an owner's action on a failed payment came to: said above the list, as the row itself may move.
  const [outcome, setOutcome] = useState<string | null>(null);

  return (
    <>
      <Panel id="memberships-title" title="Memberships">
        <div aria-busy={memberships.loading} className="grid gap-3">
          {memberships.loading && !memberships.data && <LoadingNote what="memberships" />}
          {memberships.error && <LoadError message={memberships.error.message} onRetry={memberships.reload} />}
          {memberships.data && list.length === 0 && <p className="text-sm text-muted-foreground">{studentName} isn&apos;t a member.</p>}
          {list.length > 0 && (
            <MembershipList
              memberships={list}
              currency={currency}
              actions={
                isOwner
                  ? (membership) => (
                      <MembershipActions
                        membership={membership as Membership}
                        noticeDays={planList.find((plan) => plan.id === membership.planId)?.noticeDays ?? 0}
                        today={today}
                        onDone={refresh}
                      />
                    )
                  : undefined
              }
            />
          )}
          {isOwner && plans.data && (
            <div>
              <EnrolDialog
                studentId={studentId}
                studentName={studentName}
                plans={planList}
                currency={currency}
                today={today}
                onDone={refresh}
              />
            </div>
          )}
        </div>
      </Panel>
      {isOwner && (
        <Panel id="schedule-title" title="Payment schedule">
          <div aria-busy={schedule.loading} className="grid gap-3">
            {schedule.loading && !schedule.data && <LoadingNote what="the payment schedule" />}
            {schedule.error && <LoadError message={schedule.error.message} onRetry={schedule.reload} />}
            {outcome && (
              <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm">
                {outcome}
              </p>
            )}
            {schedule.data && (
              <PaymentSchedule
                items={schedule.data.items}
                currency={currency}
                label="Payment schedule"
                empty="No instalments or membership charges. Sell a package in instalments, or enrol them in a membership."
                actions={(item, items) =>
                  item.status === "failed" ? (
                    <FailedItemActions
                      item={item}
                      currency={currency}
                      onDone={(text) => {
                        setOutcome(text);
                        refresh();
                      }}
                    />
                  ) : (
                    <InstalmentActions item={item} items={items} currency={currency} today={today} onDone={refresh} />
                  )
                }
              />
            )}
          </div>
        </Panel>
      )}
    </>
  );
}
