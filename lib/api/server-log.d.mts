import type { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "pino";

/** One request's state while it is served: its id, and the studio of the caller once known. */
export type RequestState = { reqId: string; studioId?: string };
export declare const requestContext: AsyncLocalStorage<RequestState>;
export declare function serverLog(): Logger;
export declare function configureServerLog(settings: { level?: string; pretty?: boolean }): void;
export declare function requestFields(): { reqId?: string };
export declare function noteStudio(studioId: string): void;
