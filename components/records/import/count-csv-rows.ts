/** Files past this are counted by the server: reading them whole in the browser would only slow the page. */
const COUNT_LIMIT_BYTES = 20 * 1024 * 1024;

/**
 * The data rows in a CSV file (the header row not counted), or null when it is too big to count here.
 * A line break inside quotes belongs to its cell; blank lines are not rows.
 */
export async function countCsvRows(file: Blob): Promise<number | null> {
  if (file.size > COUNT_LIMIT_BYTES) return null;
  return countRows(await file.text());
}

export function countRows(text: string): number {
  let rows = 0;
  let quoted = false;
  let hasContent = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    if (!quoted && (character === "\n" || character === "\r")) {
      if (hasContent) rows += 1;
      hasContent = false;
    } else if (character.trim() !== "" || quoted) hasContent = true;
  }
  if (hasContent) rows += 1;
  return Math.max(rows - 1, 0);
}
