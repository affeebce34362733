import { describe, expect, it } from "vitest";
import { readIdParam } from "@/app/app/id-param";
import { isId } from "@/lib/api/ids";

describe("a page's [id] is read by the API's id rule", () => {
  it("a record id passes through", async () => {
    await expect(readIdParam(Promise.resolve({ id: "6f1c2a9e-3b4d-4c5e-8f70-112233445566" }))).resolves.toBe(
      "6f1c2a9e-3b4d-4c5e-8f70-112233445566",
    );
  });

  it.each(["not-an-id", "123", " ", "6f1c2a9e-3b4d-4c5e-8f70-11223344556", "6f1c2a9e-3b4d-4c5e-8f70-112233445566x"])(
    "%j is the app's 404",
    async (id) => {
      await expect(readIdParam(Promise.resolve({ id }))).rejects.toMatchObject({ digest: "NEXT_HTTP_ERROR_FALLBACK;404" });
    },
  );

  it("isId is the same rule for ids from outside (webhook metadata)", () => {
    expect(isId("6f1c2a9e-3b4d-4c5e-8f70-112233445566")).toBe(true);
    for (const value of ["", "x", null, undefined, 42, "6f1c2a9e3b4d4c5e8f70112233445566"]) expect(isId(value)).toBe(false);
  });
});
