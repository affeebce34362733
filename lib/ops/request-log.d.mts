import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
export declare function observeRequests(
  handle: Handler,
  options?: { trustedProxy?: number; patternOf?: (pathname: string) => string; log?: Logger },
): Handler;
