/**
 * Percent-encodings that don't decode: a lone or short `%`, non-hex digits, bytes that aren't UTF-8
 * (overlong, truncated, stray continuation bytes, surrogates, beyond U+10FFFF), and `%u` escapes.
 * Used by the address check's unit test and the e2e sweep against the built server.
 */
export const BAD_ENCODINGS = [
  "%",
  "%%",
  "%2",
  "%zz",
  "%g0",
  "a%",
  "100%",
  "%%32%66",
  "%E0%A4%A",
  "%E0%A4",
  "%c0",
  "%c0%af",
  "%ff",
  "%fe%ff",
  "%C3%28",
  "%80",
  "%ED%A0%80",
  "%F4%90%80%80",
  "%F8%88%80%80%80",
  "%2e%ff",
  "%u002f",
];

/** Encodings that do decode: an address made with them must pass the check. */
export const GOOD_ENCODINGS = [
  "abc",
  "%20",
  "%2F",
  "%2f",
  "%25",
  "%C3%BC",
  "%F0%9F%92%83",
  "%E2%80%A8",
  "%00",
  "caf%C3%A9",
  "a+b",
  "%2e%2e",
];
