import { describe, expect, it } from "vitest";
import { pickToken } from "@/lib/auth/pick-token";

describe("pickToken", () => {
  it.each(["accessToken", "token", "jwt", "access_token"])("reads the token from %s", (key) => {
    expect(pickToken({ [key]: "abc.def.ghi", user: { id: "1" } })).toBe("abc.def.ghi");
  });

  it("prefers accessToken, then token, jwt, access_token", () => {
    expect(pickToken({ access_token: "d", jwt: "c", token: "b", accessToken: "a" })).toBe("a");
    expect(pickToken({ access_token: "d", jwt: "c", token: "b" })).toBe("b");
    expect(pickToken({ access_token: "d", jwt: "c" })).toBe("c");
  });

  it("skips empty and non-string values", () => {
    expect(pickToken({ accessToken: "", token: "  ", jwt: 12, access_token: "real" })).toBe("real");
  });

  it.each([null, undefined, "token", 42, [], {}, { user: { id: "1" } }])("finds none in %j", (body) => {
    expect(pickToken(body)).toBeNull();
  });
});
