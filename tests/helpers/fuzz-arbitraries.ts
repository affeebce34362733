import fc from "fast-check";
import type { Role } from "@/lib/auth/roles";

/**
 * What the fuzzing property (tests/api/fuzz.int.test.ts) sends, as plain data generated before
 * any database exists: which endpoint, who calls, and how each part of the request is spoiled.
 * Fields are picked by index and filled in at run time from the endpoint's own schemas, so new
 * endpoints get the same treatment as soon as they are in the route table.
 */

/** The characters that break things: controls (C0, DEL, C1), NUL, lone surrogates, bidi overrides, BOMs. */
const awkwardChar = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.constantFrom("\u007f", "\u0085", "\u009b", "\u2028", "\u202e", "\ufeff", "\ufffe", "\uffff"),
  fc.constantFrom("\ud800", "\udbff", "\udc00", "\udfff"),
  fc.constantFrom("'", '"', "\\", "%", "_", "<", "&", ";", "$", "{", "é", "ß", "𝄞", "👩‍👩‍👧"),
);

const AWKWARD_STRINGS = [
  "\u0000",
  "Sam\u0000Carter",
  "\ud800",
  "tail\udfff",
  "x".repeat(100_000),
  "'; DROP TABLE students; --",
  "%00",
  "\\u0000",
  "Robert\r\nBcc: everyone@example.test",
  "<script>alert(1)</script>",
  " ",
  "",
  "1e309",
  "NaN",
  "-0",
  "null",
  "9".repeat(400),
];

export const awkwardString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...AWKWARD_STRINGS),
  fc.string({ unit: fc.oneof(awkwardChar, fc.string({ unit: "binary", minLength: 1, maxLength: 1 })), maxLength: 40 }),
  fc.tuple(fc.constantFrom("Sam", "Waltz", "owner@promenade.test"), awkwardChar).map(([text, char]) => `${text}${char}`),
);

/** Instants anywhere a JavaScript Date can be, and strings that look like dates but aren't. */
const farDate = fc.oneof(
  fc.date({ min: new Date("0000-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59Z"), noInvalidDate: true }),
  fc.date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true }),
);
export const awkwardDateTime: fc.Arbitrary<string> = fc.oneof(
  farDate.map((date) => date.toISOString()),
  farDate.map((date) => date.toISOString().replace("Z", "+14:00")),
  fc.constantFrom(
    "9999-12-31T23:59:59Z",
    "0001-01-01T00:00:00Z",
    "1900-01-01T00:00:00+14:00",
    "2026-02-30T10:00:00Z",
    "2026-11-24T25:00:00Z",
    "2026-11-24T10:00:00+99:00",
    "+275760-09-13T00:00:00.000Z",
    "2026-11-24",
  ),
);
export const awkwardDate: fc.Arbitrary<string> = fc.oneof(
  farDate.map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom("0000-00-00", "9999-12-31", "0001-01-01", "2026-02-30", "2026-13-01", "99999-01-01"),
);
export const awkwardNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -(2 ** 53), 2 ** 31, -(2 ** 31) - 1, 1.5, -1, 0, 5e-324, 1e21),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any JSON at all, a little deep: objects where numbers go, arrays where strings go. */
export const anyJson = fc.jsonValue({ maxDepth: 3 });

/** A spoiled value for one field: usually of the field's own kind, sometimes anything. */
export type Kit = { string: string; dateTime: string; date: string; number: number; json: unknown; typed: boolean };
export const kit: fc.Arbitrary<Kit> = fc.record({
  string: awkwardString,
  dateTime: awkwardDateTime,
  date: awkwardDate,
  number: awkwardNumber,
  json: anyJson,
  typed: fc.boolean().chain((first) => (first ? fc.constant(true) : fc.boolean())),
});

/** Bodies that aren't JSON: truncated, HTML, bytes that aren't UTF-8, a nesting too deep to parse. */
export const rawBody: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  fc.constantFrom('{"name": "Ann', "<html>", "{}}", "\u0000", '{"a":1,"a":2}', "[".repeat(20_000), '{"__proto__": {"x": 1}}'),
  fc.constantFrom(new Uint8Array([0xff, 0xfe, 0x00]), new Uint8Array([0xc0, 0x80]), new Uint8Array([0x7b, 0xed, 0xa0, 0x80, 0x7d])),
  awkwardString,
);

type Part = { kind: "valid" } | { kind: "spoil"; fields: { index: number; kit: Kit }[] } | { kind: "json"; value: unknown };
export type Plan = {
  endpoint: number;
  caller: Role | "anonymous";
  param: "own" | "unknown" | { nasty: string };
  body: Part | { kind: "raw"; text: string | Uint8Array };
  query: Part;
};

const spoil = fc.record({
  kind: fc.constant("spoil" as const),
  fields: fc.array(fc.record({ index: fc.nat(), kit }), { minLength: 1, maxLength: 3 }),
});

export function plan(endpointCount: number): fc.Arbitrary<Plan> {
  return fc.record({
    endpoint: fc.nat({ max: endpointCount - 1 }),
    caller: fc.constantFrom("anonymous" as const, "owner" as const, "instructor" as const, "student" as const),
    param: fc.oneof(
      { weight: 6, arbitrary: fc.constant("own" as const) },
      { weight: 1, arbitrary: fc.constant("unknown" as const) },
      { weight: 1, arbitrary: awkwardString.map((nasty) => ({ nasty })) },
    ),
    body: fc.oneof(
      { weight: 6, arbitrary: spoil },
      { weight: 2, arbitrary: anyJson.map((value) => ({ kind: "json" as const, value })) },
      { weight: 1, arbitrary: rawBody.map((text) => ({ kind: "raw" as const, text })) },
      { weight: 1, arbitrary: fc.constant({ kind: "valid" as const }) },
    ),
    query: fc.oneof(
      { weight: 3, arbitrary: spoil },
      {
        weight: 1,
        arbitrary: fc.dictionary(awkwardString, awkwardString, { maxKeys: 3 }).map((value) => ({ kind: "json" as const, value })),
      },
      { weight: 2, arbitrary: fc.constant({ kind: "valid" as const }) },
    ),
  });
}
