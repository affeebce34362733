"use client";

import { useCallback, useEffect, useState } from "react";
import { ApiError, apiFetch } from "@/lib/api/api-fetch";

export type ApiData<T> = { data: T | null; error: ApiError | null; loading: boolean; reload: () => void };

/**
 * GET a JSON endpoint and keep its answer; `reload` after a mutation. The previous answer stays on
 * screen while the next one loads, so a table does not flash empty when the period changes.
 */
export function useApiData<T>(path: string | null): ApiData<T> {
  const [state, setState] = useState<{ data: T | null; error: ApiError | null; loading: boolean }>({ data: null, error: null, loading: Boolean(path) });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((value) => value + 1), []);

  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true }));
    apiFetch<T>(path, { signal: controller.signal }).then(
      (data) => setState({ data, error: null, loading: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof ApiError ? error : new ApiError(0, "network", "Couldn't load this. Try again.");
        setState((current) => ({ data: current.data, error: failure, loading: false }));
      },
    );
    return () => controller.abort();
  }, [path, version]);

  return { ...state, reload };
}
