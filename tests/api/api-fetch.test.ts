import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiDownload, apiFetch, readPlanRequired } from "@/lib/api/api-fetch";

function answer(status: number, body: string, type = "application/json") {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body || null, { status, headers: { "content-type": type } })),
  );
}

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => vi.unstubAllGlobals());

describe("apiFetch", () => {
  it("sends JSON and returns the parsed answer", async () => {
    answer(201, JSON.stringify({ ok: true }));
    await expect(apiFetch("/api/contact", { body: { name: "Ana" } })).resolves.toEqual({ ok: true });
    const [path, init] = vi.mocked(fetch).mock.calls[0];
    expect(path).toBe("/api/contact");
    expect(init).toMatchObject({ method: "POST", body: '{"name":"Ana"}', headers: { "content-type": "application/json" } });
  });

  it("sends an idempotency key as the Idempotency-Key header", async () => {
    answer(201, JSON.stringify({ ok: true }));
    await apiFetch("/api/payments", { body: { amountCents: 100 }, idempotencyKey: "k-123" });
    const [, init] = vi.mocked(fetch).mock.calls[0];
    expect(init?.headers).toEqual({ "content-type": "application/json", "idempotency-key": "k-123" });
  });

  it("turns our error body into an ApiError with its code, message and fields", async () => {
    answer(
      400,
      JSON.stringify({ error: { code: "validation", message: "Choose a service.", fields: { serviceId: "Choose a service." } } }),
    );
    const error = await failure(apiFetch("/api/events", { body: {} }));
    expect(error).toMatchObject({
      status: 400,
      code: "validation",
      message: "Choose a service.",
      fields: { serviceId: "Choose a service." },
    });
  });

  it("reads a bare { message }, then the text, then names what failed with the status", async () => {
    answer(502, JSON.stringify({ message: "Bad gateway" }));
    expect((await failure(apiFetch("/api/x"))).message).toBe("Bad gateway");
    answer(503, "Down for maintenance", "text/plain");
    expect((await failure(apiFetch("/api/x"))).message).toBe("Down for maintenance");
    answer(502, "");
    expect((await failure(apiFetch("/api/x"))).message).toBe("Request failed (502)");
    answer(502, "");
    expect((await failure(apiFetch("/api/auth/login", { body: {}, failure: "Login failed" }))).message).toBe("Login failed (502)");
  });

  it("says the connection failed, keeping the browser's error as the cause", async () => {
    const cause = new TypeError("Failed to fetch");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(cause)),
    );
    const error = await failure(apiFetch("/api/x"));
    expect(error).toMatchObject({ status: 0, code: "network" });
    expect(error.message).toMatch(/Couldn't reach Promenade/);
    expect(error.cause).toBe(cause);
  });

  it("lets an abort through as it is", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new DOMException("aborted", "AbortError"))),
    );
    await expect(apiFetch("/api/x")).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("apiDownload", () => {
  it("returns the file's bytes", async () => {
    answer(200, "date,amount\n2026-11-01,95.00\n", "text/csv");
    const file = await apiDownload("/api/payments/export?from=2026-11-01&to=2026-11-30");
    expect(await file.text()).toBe("date,amount\n2026-11-01,95.00\n");
  });

  it("raises the same ApiError, and a plan refusal reads as one", async () => {
    answer(
      403,
      JSON.stringify({
        error: { code: "plan_required", message: "Data export is on Pro.", feature: "data_export", plan: "pro", planName: "Pro" },
      }),
    );
    const error = await failure(apiDownload("/api/payments/export"));
    expect(error.message).toBe("Data export is on Pro.");
    expect(readPlanRequired(error)).toEqual({ feature: "data_export", plan: "pro", planName: "Pro" });
  });
});
