import { startMailServer } from "./mail-capture";

/** One SMTP server for the whole run, so every spec, in either worker, reads the mail the app sends. */
export default async function globalSetup() {
  return startMailServer();
}
