import { z } from "zod";
import { parseMoney } from "./money";

/**
 * An amount field in a form: the text a person types in the studio's currency, turned into cents by
 * parseMoney and then checked by the route's own cents schema (`cents`), so the limits and their
 * messages stay the route's. Zero passes the text check; whether it is allowed is the route's call.
 */
export function zMoneyText<TCents extends z.ZodType<unknown, number>>(
  cents: TCents,
  { currency, max }: { currency: string; max?: number },
) {
  return z
    .string()
    .transform((text, ctx) => {
      const parsed = parseMoney(text, { currency, max, allowZero: true });
      if (parsed.error === undefined) return parsed.cents;
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    })
    .pipe(cents);
}
