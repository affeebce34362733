"use client";

import { useRouter } from "next/navigation";
import { useRef } from "react";
import { z } from "zod";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZGiftCode } from "@/lib/growth/gift-schemas";
import { formatMoney, parseMoney } from "@/lib/money/money";
import { SELECT } from "./gift-sell-dialog";

const redeemForm = z.object({
  code: ZGiftCode,
  studentId: z.string().min(1, "Choose a student."),
  amount: z.string(),
  unit: z.enum(["money", "lessons"]),
});

/**
 * Redeem a code into a student's account: all that is left, or part of it (an amount for money,
 * a number of lessons for lessons; the server says which the code is).
 */
export function GiftRedeemForm({ currency, students }: { currency: string; students: { id: string; name: string }[] }) {
  const router = useRouter();
  const lessons = (n: number) => `${n} ${n === 1 ? "lesson" : "lessons"}`;
  // The student of the redemption being sent, for the confirmation (the form is reset after it).
  const chosen = useRef("");
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(redeemForm, {
    defaultValues: { code: "", studentId: "", amount: "", unit: "money" },
    submit: (values) => {
      chosen.current = values.studentId;
      const typed = values.amount.trim();
      // Money is typed as money; lessons as a whole number (the server refuses the wrong one for the code).
      const amount = !typed ? undefined : values.unit === "lessons" ? Number(typed) : (parseMoney(typed, { currency }).cents ?? -1);
      return apiFetch<{ redemption: { into: "credit" | "units"; amount: number; balance: number } }>("/api/gift-certificates/redeem", {
        body: { code: values.code, studentId: values.studentId, ...(amount !== undefined && { amount }) },
      });
    },
    // What the desk tells the student: what went into their account, and what the certificate still holds.
    successMessage: ({ redemption }): string => {
      const name = students.find((student) => student.id === chosen.current)?.name ?? "the student";
      const left =
        redemption.balance === 0
          ? "Nothing is left on the certificate."
          : `Left on the certificate: ${redemption.into === "credit" ? formatMoney(redemption.balance, currency) : lessons(redemption.balance)}.`;
      return redemption.into === "credit"
        ? `${formatMoney(redemption.amount, currency)} added to ${name}'s account credit. ${left}`
        : `${lessons(redemption.amount)} added to ${name}'s account as a package. ${left}`;
    },
    errorMessage: "The code couldn't be redeemed. Try again.",
    onSuccess: () => {
      form.reset();
      router.refresh();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-[1fr_1fr_14rem_auto] sm:items-end">
      <FormField id="redeem-code" label="Code" error={fieldError("code")}>
        {(field) => (
          <Input
            {...field}
            {...form.register("code")}
            autoComplete="off"
            className="font-mono uppercase"
            placeholder="ABCD-EFGH-JKMN-PQRS"
          />
        )}
      </FormField>
      <FormField id="redeem-student" label="Into the account of" error={fieldError("studentId")}>
        {(field) => (
          <select {...field} {...form.register("studentId")} className={SELECT}>
            <option value="">Choose a student</option>
            {students.map((student) => (
              <option key={student.id} value={student.id}>
                {student.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {/* No hint line under this field: it would lift its input above the row's others. */}
      <FormField id="redeem-amount" label="How much (optional)" error={fieldError("amount")}>
        {(field) => (
          <div className="flex gap-1">
            <Input {...field} {...form.register("amount")} inputMode="decimal" placeholder="All that is left" className="min-w-0" />
            <select {...form.register("unit")} aria-label="In" className={SELECT}>
              <option value="money">{currency}</option>
              <option value="lessons">lessons</option>
            </select>
          </div>
        )}
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        Redeem
      </Button>
      <div className="sm:col-span-4">
        <FormStatus result={result} />
      </div>
    </form>
  );
}
