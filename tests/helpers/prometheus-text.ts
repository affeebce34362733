// A strict reader of Prometheus's text exposition format (version 0.0.4), as a scraper reads /metrics:
// every line is a HELP, a TYPE or a sample of the family typed just before it, names and labels are
// well formed, no sample repeats, and a histogram's buckets grow up to +Inf, which equals its _count.
// Any other line throws, naming it.

export type Sample = { name: string; labels: Record<string, string>; value: number };
export type Family = { name: string; help: string; type: string; samples: Sample[] };

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: -?\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\[\\"n])*)"(?:,|$)/y;
const TYPES = new Set(["counter", "gauge", "histogram", "summary", "untyped"]);
const SUFFIXES: Record<string, string[]> = { histogram: ["_bucket", "_sum", "_count"], summary: ["", "_sum", "_count"] };

export function parsePrometheusText(text: string): Map<string, Family> {
  if (!text.endsWith("\n")) throw new Error("The exposition doesn't end with a line break.");
  const families = new Map<string, Family>();
  const seen = new Set<string>();
  let current: Family | undefined;
  text.split("\n").forEach((line, index) => {
    const fail = (why: string) => {
      throw new Error(`line ${index + 1} (${JSON.stringify(line)}): ${why}`);
    };
    if (line === "") return;
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (meta) {
      const [, kind, name, rest] = meta;
      if (!NAME.test(name)) fail("a malformed metric name");
      const family = families.get(name) ?? { name, help: "", type: "untyped", samples: [] };
      families.set(name, family);
      if (kind === "HELP") family.help = rest;
      else if (!TYPES.has(rest)) fail(`an unknown type ${rest}`);
      else family.type = rest;
      current = family;
      return;
    }
    if (line.startsWith("#")) return; // a comment
    const match = SAMPLE.exec(line);
    if (!match) return fail("not a sample");
    const [, name, labelText = "", valueText] = match;
    if (!current) return fail("a sample before any TYPE");
    const suffix = name.slice(current.name.length);
    if (!name.startsWith(current.name) || !(SUFFIXES[current.type] ?? [""]).includes(suffix)) fail(`not a sample of ${current.name}`);
    const labels: Record<string, string> = {};
    LABEL.lastIndex = 0;
    while (LABEL.lastIndex < labelText.length) {
      const label = LABEL.exec(labelText);
      if (!label) return fail("malformed labels");
      if (label[1] in labels) fail(`label ${label[1]} twice`);
      labels[label[1]] = label[2].replace(/\\(.)/g, (_, char: string) => (char === "n" ? "\n" : char));
    }
    const value = parseValue(valueText);
    if (value === undefined) fail(`a value that isn't a number: ${valueText}`);
    const key = `${name}${JSON.stringify(Object.entries(labels).sort())}`;
    if (seen.has(key)) fail("a sample repeated");
    seen.add(key);
    current.samples.push({ name, labels, value: value! });
  });
  for (const family of families.values()) if (family.type === "histogram") checkHistogram(family);
  return families;
}

/** A float as Prometheus reads it (Go's ParseFloat): NaN and Inf in any case, with a sign for Inf. */
function parseValue(text: string): number | undefined {
  if (/^nan$/i.test(text)) return NaN;
  const infinite = /^([+-]?)inf(inity)?$/i.exec(text);
  if (infinite) return infinite[1] === "-" ? -Infinity : Infinity;
  return /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text) ? Number(text) : undefined;
}

/** Each series' buckets are cumulative and end at +Inf, equal to its count. */
function checkHistogram(family: Family): void {
  const series = new Map<string, Sample[]>();
  for (const sample of family.samples.filter((each) => each.name.endsWith("_bucket"))) {
    const { le, ...rest } = sample.labels;
    if (le === undefined) throw new Error(`${family.name}: a bucket without le`);
    const key = JSON.stringify(Object.entries(rest).sort());
    series.set(key, [...(series.get(key) ?? []), sample]);
  }
  for (const [key, buckets] of series) {
    const values = buckets.map((bucket) => bucket.value);
    if (values.some((value, index) => index > 0 && value < values[index - 1])) throw new Error(`${family.name} ${key}: buckets shrink`);
    if (buckets.at(-1)?.labels.le !== "+Inf") throw new Error(`${family.name} ${key}: no +Inf bucket`);
    const count = family.samples.find(
      (sample) => sample.name.endsWith("_count") && JSON.stringify(Object.entries(sample.labels).sort()) === key,
    );
    if (count?.value !== values.at(-1)) throw new Error(`${family.name} ${key}: +Inf bucket ≠ count`);
  }
}

/** The one sample of `name` whose labels include `labels`. */
export function sampleOf(families: Map<string, Family>, name: string, labels: Record<string, string> = {}): Sample | undefined {
  const family = [...families.values()].find((each) => name.startsWith(each.name) && each.samples.some((sample) => sample.name === name));
  return family?.samples.find(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
}
