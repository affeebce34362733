/** An API error as the client sees it: the status and our `{ error: { code, message, fields } }` body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly details: Record<string, unknown> = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "ApiError";
  }
}

/** The API's message and per-field messages for a failed call; `fallback` for anything else. */
export function readApiError(
  error: unknown,
  fallback = "Something went wrong. Please try again.",
): { message: string; fields: Record<string, string> } {
  if (error instanceof ApiError) return { message: error.message, fields: error.fields };
  return { message: fallback, fields: {} };
}

type RequestInit = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Names what failed when a non-OK answer has no body: "Login failed (502)". Default "Request failed". */
  failure?: string;
  /** Sent as the Idempotency-Key header: the money endpoints record a request once per key. */
  idempotencyKey?: string;
};

/** The one way client components call /api/*: JSON in, JSON out, errors as ApiError. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await send(path, init);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? safeJson(text) : null) as T;
}

/** The same call for a file (a CSV export, say): the answer's bytes, errors as the same ApiError. */
export async function apiDownload(path: string, init: RequestInit = {}): Promise<Blob> {
  return (await send(path, init)).blob();
}

async function send(path: string, init: RequestInit): Promise<Response> {
  let response: Response;
  const file = typeof Blob !== "undefined" && init.body instanceof Blob ? init.body : null;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: {
        ...(init.body !== undefined && { "content-type": file ? file.type || "application/octet-stream" : "application/json" }),
        ...(init.idempotencyKey && { "idempotency-key": init.idempotencyKey }),
      },
      body: init.body === undefined ? undefined : (file ?? JSON.stringify(init.body)),
      signal: init.signal,
      credentials: "same-origin",
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "network", "Couldn't reach Promenade. Check your connection and try again.", {}, {}, { cause: error });
  }
  if (response.ok) return response;
  const text = (await response.text()).trim();
  const body = text ? safeJson(text) : null;
  const error = (body as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null)?.error;
  // Our `{ error: { message } }`, a bare `{ message }` from a proxy, or the text itself: a failed request shows the answer's own text.
  const bare = (body as { message?: unknown } | null)?.message;
  throw new ApiError(
    response.status,
    error?.code ?? "http",
    error?.message || (typeof bare === "string" && bare) || text || `${init.failure ?? "Request failed"} (${response.status})`,
    error?.fields ?? {},
    (error ?? {}) as Record<string, unknown>,
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A 403 plan_required answer: the feature refused and the cheapest plan that has it. */
export type PlanRequired = { feature: string; plan: string; planName: string };

/** The one place the UI reads a plan refusal (every endpoint answers the same shape). */
export function readPlanRequired(error: unknown): PlanRequired | undefined {
  if (!(error instanceof ApiError) || error.code !== "plan_required") return undefined;
  const { feature, plan, planName } = error.details as Partial<PlanRequired>;
  return { feature: String(feature ?? ""), plan: String(plan ?? ""), planName: String(planName ?? "") };
}
