/** The operator's lists show this many rows a page. */
export const OPERATOR_PAGE_SIZE = 25;

/** A page number from the query string: 1 when absent or not a whole number ≥ 1 (never an error). */
export function readPage(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export type Paged<T> = { rows: T[]; page: number; pageCount: number; total: number };

export function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / OPERATOR_PAGE_SIZE));
}
