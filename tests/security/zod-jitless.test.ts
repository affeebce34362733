import { describe, expect, it } from "vitest";

describe("zod's settings object (instrumentation-client.ts sets jitless through it)", () => {
  it("zod adopts the settings object put on globalThis before it loads, and reads jitless from it", async () => {
    const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
    expect(scope.__zod_globalConfig).toBeUndefined(); // nothing in this file loaded zod yet
    (scope.__zod_globalConfig ??= {}).jitless = true; // what instrumentation-client.ts runs
    const { z } = await import("zod");
    expect(z.config()).toBe(scope.__zod_globalConfig);
    expect(z.config().jitless).toBe(true);
  });
});
