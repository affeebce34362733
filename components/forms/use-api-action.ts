"use client";

import { useCallback, useState } from "react";
import { failureResult, type FormResult } from "./failure-result";

type RunOptions<T> = {
  /** Shown when the failure carries no message of its own (a network error, say). */
  errorMessage?: string;
  /** The confirmation shown after success; none when the screen changes by itself. */
  successMessage?: string | ((value: T) => string);
};

/**
 * useApiForm's sibling for a button that isn't a form (Export, Void, Deactivate, Book): runs one API
 * call, says how it went in the same FormResult (shown by FormStatus, plan refusals included), and
 * reports whether it worked. No try/catch in the component.
 */
export function useApiAction() {
  const [result, setResult] = useState<FormResult | null>(null);
  const [isPending, setIsPending] = useState(false);

  const run = useCallback(async <T>(action: () => Promise<T>, options: RunOptions<T> = {}): Promise<boolean> => {
    setIsPending(true);
    setResult(null);
    try {
      const value = await action();
      const { successMessage } = options;
      if (successMessage)
        setResult({ kind: "success", text: typeof successMessage === "function" ? successMessage(value) : successMessage });
      return true;
    } catch (error) {
      setResult(failureResult(error, options.errorMessage));
      return false;
    } finally {
      setIsPending(false);
    }
  }, []);

  return { run, result, setResult, isPending };
}
