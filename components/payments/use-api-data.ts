"use client";

import { useCallback, useEffect, useState } from "react";
import { ApiError, apiFetch } from "@/lib/api/api-fetch";

export type ApiData<T> = { data: T | null; error: ApiError | null; loading: boolean; reload: () => void };

/**
 * GET a JSON endpoint and keep its answer; `reload` after a mutation. The previous answer stays on
 * screen while the next one loads, so a table does not flash empty when the period changes.
 * `loading` is derived: the request asked for differs from the one last answered.
 */
export function useApiData<T>(path: string | null): ApiData<T> {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ data: T | null; error: ApiError | null; answered: string | null }>({
    data: null,
    error: null,
    answered: null,
  });
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const key = path ? `${version}:${path}` : null;

  useEffect(() => {
    if (!path || !key) return;
    const controller = new AbortController();
    apiFetch<T>(path, { signal: controller.signal }).then(
      (data) => setState({ data, error: null, answered: key }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof ApiError ? error : new ApiError(0, "network", "Couldn't load this. Try again.");
        setState((current) => ({ data: current.data, error: failure, answered: key }));
      },
    );
    return () => controller.abort();
  }, [path, key]);

  return { data: state.data, error: state.error, loading: key !== null && state.answered !== key, reload };
}
