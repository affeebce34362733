import fs from "node:fs";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as outboxRoute } from "@/app/api/outbox/route";
import { getDb } from "@/lib/db/client";
import { outboxMessages } from "@/lib/db/schema";
import { unsubscribeToken } from "@/lib/notifications/unsubscribe-token";
import { sendableMessage } from "@/lib/notifications/worker";
import { callRoute } from "../helpers/call-route";
import { makeStudentMember } from "../helpers/people-factory";
import { makeStudio } from "../helpers/studio-factory";

const MIGRATION = "drizzle/0039_outbox_tokens_out_of_text.sql";

// Messages queued before secret slots existed held their live links in their text: the migration
// takes them out, and a message still to send goes out with its link working.
describe(MIGRATION, () => {
  it("moves old messages' tokens out of their text; unsent ones still go out with working links", async () => {
    const db = await getDb();
    const { studio, owner } = await makeStudio();
    const member = await makeStudentMember(studio.id);
    const resetToken = "R".repeat(43);
    const inviteToken = "I".repeat(43);
    const unsubscribe = unsubscribeToken({ studioId: studio.id, userId: member.user.id, kind: "reminder" });
    const base = { studioId: studio.id, recipient: "someone@example.test", subject: "Old" };
    await db.insert(outboxMessages).values([
      {
        ...base,
        kind: "password_reset",
        status: "queued",
        text: `Reset: http://x/reset-password?token=${resetToken}`,
        html: `<a href="http://x/reset-password?token=${resetToken}">Reset</a>`,
      },
      { ...base, kind: "invitation", status: "sent", text: `Join: http://x/invite/${inviteToken}` },
      {
        ...base,
        kind: "reminder",
        userId: member.user.id,
        status: "unsent",
        text: `Stop these e-mails: http://x/api/notifications/unsubscribe?token=${unsubscribe}`,
        headers: { "List-Unsubscribe": `<http://x/api/notifications/unsubscribe?token=${unsubscribe}>` },
      },
    ]);
    for (const statement of fs.readFileSync(MIGRATION, "utf8").split("--> statement-breakpoint")) await db.execute(sql.raw(statement));

    const rows = await db.select().from(outboxMessages).where(eq(outboxMessages.studioId, studio.id));
    const stored = JSON.stringify(rows.map(({ secrets: _secrets, ...row }) => row));
    for (const token of [resetToken, inviteToken, unsubscribe]) expect(stored).not.toContain(token);
    const log = JSON.stringify((await callRoute(outboxRoute, { token: owner.token })).body);
    for (const token of [resetToken, inviteToken, unsubscribe]) expect(log).not.toContain(token);

    const reset = sendableMessage(rows.find((row) => row.kind === "password_reset")!);
    expect(reset.text).toBe(`Reset: http://x/reset-password?token=${resetToken}`);
    expect(reset.html).toContain(`token=${resetToken}"`);
    const reminder = sendableMessage(rows.find((row) => row.kind === "reminder")!);
    expect(reminder.text).toContain(`unsubscribe?token=${unsubscribe}`);
    expect(reminder.headers["List-Unsubscribe"]).toBe(`<http://x/api/notifications/unsubscribe?token=${unsubscribe}>`);
  });
});
