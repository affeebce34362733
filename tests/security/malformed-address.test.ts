import { describe, expect, it } from "vitest";
import { isMalformedPath } from "@/lib/security/malformed-address";
import { BAD_ENCODINGS, GOOD_ENCODINGS } from "../helpers/bad-encodings";

describe("malformed paths", () => {
  it.each(BAD_ENCODINGS)("a path segment %s is malformed, wherever it is", (bad) => {
    expect(isMalformedPath(`/api/students/${bad}`)).toBe(true);
    expect(isMalformedPath(`/${bad}/x`)).toBe(true);
    expect(isMalformedPath(`/s/slug/${bad}/confirm`)).toBe(true);
  });

  it.each(GOOD_ENCODINGS)("%s decodes: the path passes", (good) => {
    expect(isMalformedPath(`/api/students/${good}`)).toBe(false);
    expect(isMalformedPath(`/${good}/${good}`)).toBe(false);
  });

  it("passes plain paths", () => {
    for (const path of ["/", "/app/schedule", "/api/events", "/s/promenade/trial", "//double", "/trailing/"])
      expect(isMalformedPath(path), path).toBe(false);
  });
});
