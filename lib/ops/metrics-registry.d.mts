import type { Counter, Histogram, Registry } from "prom-client";

export type Metrics = {
  registry: Registry;
  requests: Counter<"route" | "method" | "status">;
  duration: Histogram<"route" | "method" | "status">;
  jobRuns: Counter<"job" | "outcome">;
};
export declare function metrics(): Metrics;
export declare function recordRequest(route: string, method: string, status: number, seconds: number): void;
