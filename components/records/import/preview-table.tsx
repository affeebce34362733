import type { ImportField } from "./import-types";

type Props = {
  caption: string;
  fields: ImportField[];
  rows: { row: number; values: Record<string, string> }[];
};

/** Rows as our fields read them, with the spreadsheet's row number; scrolls sideways on a phone. */
export function PreviewTable({ caption, fields, rows }: Props) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Row
            </th>
            {fields.map((field) => (
              <th key={field.key} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                {field.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ row, values }) => (
            <tr key={row} className="border-t border-border">
              <th scope="row" className="px-3 py-2 font-normal text-muted-foreground">
                {row}
              </th>
              {fields.map((field) => (
                <td key={field.key} className="max-w-56 truncate px-3 py-2" title={values[field.key] || undefined}>
                  {values[field.key] || <span className="text-muted-foreground">—</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
