import { describe, expect, it, vi } from "vitest";
import { makePublicStudio } from "./public-fixture";

// Every first lesson is confirmed from its address: on a server with no mail server the form says so
// at once, instead of "check your e-mail" for a message that can never arrive.
describe("a first-lesson request on a server without a mail server", () => {
  it("is refused with 503 and a way to book", async () => {
    const { slug, event } = await makePublicStudio();
    vi.resetModules();
    vi.stubEnv("SMTP_URL", "");
    try {
      const { POST } = await import("@/app/api/public/studios/[slug]/trial/route");
      const { callRoute } = await import("../helpers/call-route");
      const answer = await callRoute(POST, {
        params: { slug },
        body: { eventId: event.id, name: "Nora Mail", email: "nora@example.test" },
        headers: { "x-forwarded-for": "198.51.100.200" },
      });
      expect(answer.status).toBe(503);
      expect(answer.body.error.message).toBe(
        "This studio can't take first-lesson requests online just now. Please call or e-mail the studio to book.",
      );
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
