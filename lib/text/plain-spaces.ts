/**
 * Node's and the browser's ICU differ in the spaces they put in dates ("1:00\u202fPM" or "1:00 PM",
 * "14\u2009–\u200915 Mar"); plain spaces everywhere keep server HTML and client render identical.
 */
export function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u2009\u202f]/g, " ");
}
