// Count text in English ("1 student", "2 students", "0 lessons"), chosen by Intl.PluralRules rather than `=== 1`.
const RULES = new Intl.PluralRules("en");

/** The noun's form for this count: `one` for 1 (and -1), `other` for 0, 2, 1.5 … (default: `one` + "s"). */
export function pluralWord(count: number, one: string, other = `${one}s`): string {
  return RULES.select(count) === "one" ? one : other;
}

/** The count and its noun: plural(1, "student") is "1 student"; plural(3, "person", "people") is "3 people". */
export function plural(count: number, one: string, other = `${one}s`): string {
  return `${count} ${pluralWord(count, one, other)}`;
}
