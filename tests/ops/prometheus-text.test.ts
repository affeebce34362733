import { describe, expect, it } from "vitest";
import { parsePrometheusText, sampleOf } from "../helpers/prometheus-text";

const HISTOGRAM = `# HELP d Duration.
# TYPE d histogram
d_bucket{le="0.1",route="/a"} 1
d_bucket{le="+Inf",route="/a"} 2
d_sum{route="/a"} 0.3
d_count{route="/a"} 2
`;

describe("the strict Prometheus text reader the /metrics tests use", () => {
  it("reads families, labels (escapes too) and values", () => {
    const families = parsePrometheusText(`# HELP c Count.\n# TYPE c counter\nc{path="a\\"b",x="1"} 3\n# TYPE g gauge\ng Nan\n${HISTOGRAM}`);
    expect(sampleOf(families, "c", { path: 'a"b' })?.value).toBe(3);
    expect(sampleOf(families, "d_count", { route: "/a" })?.value).toBe(2);
    expect(families.get("d")?.type).toBe("histogram");
    expect(sampleOf(families, "g")?.value).toBeNaN();
  });

  it.each([
    ["a sample before any TYPE", "c 1\n"],
    ["a malformed label", "# TYPE c counter\nc{path=a} 1\n"],
    ["a value that isn't a number", "# TYPE c counter\nc one\n"],
    ["a sample of another family", "# TYPE c counter\nd 1\n"],
    ["a sample repeated", '# TYPE c counter\nc{a="1"} 1\nc{a="1"} 2\n'],
    ["no final line break", "# TYPE c counter\nc 1"],
    ["buckets that shrink", HISTOGRAM.replace('le="+Inf",route="/a"} 2', 'le="+Inf",route="/a"} 0')],
    ["+Inf unequal to the count", HISTOGRAM.replace('d_count{route="/a"} 2', 'd_count{route="/a"} 5')],
  ])("refuses %s", (_, text) => {
    expect(() => parsePrometheusText(text)).toThrow();
  });
});
