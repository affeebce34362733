/** The page the service worker shows in place of any page it can't reach offline (precached at install). */
export const OFFLINE_PAGE = "/offline";

/** Where the service worker is served from (app/serwist/[path]/route.ts) and the scope it controls. */
export const SERVICE_WORKER_DIR = "/serwist/";
export const SERVICE_WORKER_URL = `${SERVICE_WORKER_DIR}sw.js`;
export const SERVICE_WORKER_SCOPE = "/";
