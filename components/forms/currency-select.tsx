import { fieldClass } from "@/components/ui/input";
import { CURRENCIES } from "@/lib/money/currencies";
import { cn } from "@/lib/utils";

/** The studio's currency, from the currencies it can keep its books in. */
export function CurrencySelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select className={cn(fieldClass, "h-10", className)} {...props}>
      {CURRENCIES.map((currency) => (
        <option key={currency.code} value={currency.code}>
          {currency.code} — {currency.name}
        </option>
      ))}
    </select>
  );
}
