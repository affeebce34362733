import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { fieldClass, Label } from "@/components/ui/input";
import { cn } from "@/lib/utils";

type Select = { name: string; label: string; value: string; options: { value: string; label: string }[] };

/**
 * Search and filters as a plain GET form: the choice lives in the URL, so back/forward, reload and
 * shared links all show the same list, and it works before any script has loaded.
 */
export function ListFilters({
  search,
  searchLabel,
  placeholder,
  selects,
}: {
  search: string;
  searchLabel: string;
  placeholder: string;
  selects: Select[];
}) {
  return (
    <form method="get" role="search" aria-label="Filters" className="flex flex-wrap items-end gap-3 px-4 pt-5 sm:px-8">
      <div className="grid min-w-48 flex-1 gap-1.5">
        <Label htmlFor="filter-search">{searchLabel}</Label>
        <input
          id="filter-search"
          name="search"
          type="search"
          defaultValue={search}
          placeholder={placeholder}
          className={cn(fieldClass, "h-10")}
        />
      </div>
      {selects.map((select) => (
        <div key={select.name} className="grid gap-1.5">
          <Label htmlFor={`filter-${select.name}`}>{select.label}</Label>
          <select
            id={`filter-${select.name}`}
            name={select.name}
            defaultValue={select.value}
            className={cn(fieldClass, "h-10 w-auto pr-8")}
          >
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <Button type="submit" variant="secondary">
        <Search aria-hidden />
        Apply
      </Button>
    </form>
  );
}
