import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATCH as moderateRoute } from "@/app/api/board/posts/[id]/route";
import { POST as replyRoute } from "@/app/api/board/posts/[id]/replies/route";
import { GET as listRoute, POST as postRoute } from "@/app/api/board/posts/route";
import { PATCH as hideReplyRoute } from "@/app/api/board/replies/[id]/route";
import { PATCH as settingsRoute } from "@/app/api/me/notifications/route";
import { POST as unsubscribeRoute } from "@/app/api/notifications/unsubscribe/route";
import { callRoute } from "../helpers/call-route";
import { makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";
import { headerLine, startMailbox } from "../notifications/mail-helpers";

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => mailbox.close());

async function post(token: string, body = { title: "Medal ball sign-ups", body: "Sign up by Dec 1: https://example.test/medal-ball" }) {
  return callRoute(postRoute, { token, body });
}

describe("the studio board", () => {
  it("owners and instructors post, students reply, and students can't post (403)", async () => {
    const s = await makeScheduleStudio();
    const sam = await makeStudentMember(s.studio.id, { name: "Sam Carter" });
    const created = await post(s.owner.token);
    expect(created.status).toBe(201);
    expect((await post(s.instructorMember.token, { title: "Schedule change", body: "No class on Thanksgiving." })).status).toBe(201);
    expect((await post(sam.token)).status).toBe(403);
    const reply = await callRoute(replyRoute, { token: sam.token, body: { body: "I'm in!" }, params: { id: created.body.post.id } });
    expect(reply.status).toBe(201);
    const list = await callRoute(listRoute, { token: sam.token });
    expect(list.body.posts.map((p: { title: string }) => p.title)).toEqual(["Schedule change", "Medal ball sign-ups"]);
    expect(list.body.posts[1]).toMatchObject({
      body: "Sign up by Dec 1: https://example.test/medal-ball",
      replies: [{ authorName: sam.user.name, body: "I'm in!" }],
    });
  });

  it("owners hide a reply (students no longer see it), pin a post to the top, lock it and hide it", async () => {
    const s = await makeScheduleStudio();
    const sam = await makeStudentMember(s.studio.id, { name: "Sam Carter" });
    const first = (await post(s.owner.token, { title: "First", body: "One" })).body.post.id;
    await post(s.owner.token, { title: "Second", body: "Two" });
    const reply = (await callRoute(replyRoute, { token: sam.token, body: { body: "Buy cheap watches" }, params: { id: first } })).body.reply
      .id;

    expect(
      (await callRoute(hideReplyRoute, { token: sam.token, method: "PATCH", body: { hidden: true }, params: { id: reply } })).status,
    ).toBe(403);
    expect(
      (await callRoute(hideReplyRoute, { token: s.owner.token, method: "PATCH", body: { hidden: true }, params: { id: reply } })).status,
    ).toBe(200);
    const seen = await callRoute(listRoute, { token: sam.token });
    expect(seen.body.posts.find((p: { id: string }) => p.id === first).replies).toEqual([]);
    const moderator = await callRoute(listRoute, { token: s.owner.token });
    expect(moderator.body.posts.find((p: { id: string }) => p.id === first).replies).toMatchObject([{ hidden: true }]);

    await callRoute(moderateRoute, { token: s.owner.token, method: "PATCH", body: { pinned: true, locked: true }, params: { id: first } });
    expect((await callRoute(listRoute, { token: sam.token })).body.posts[0]).toMatchObject({ title: "First", pinned: true, locked: true });
    const locked = await callRoute(replyRoute, { token: sam.token, body: { body: "Late" }, params: { id: first } });
    expect(locked.status).toBe(422);
    expect(locked.body.error.message).toBe("This post is locked: no more replies.");

    expect(
      (await callRoute(moderateRoute, { token: s.instructorMember.token, method: "PATCH", body: { hidden: true }, params: { id: first } }))
        .status,
    ).toBe(403);
    await callRoute(moderateRoute, { token: s.owner.token, method: "PATCH", body: { hidden: true }, params: { id: first } });
    expect((await callRoute(listRoute, { token: sam.token })).body.posts.map((p: { title: string }) => p.title)).toEqual(["Second"]);
    expect((await callRoute(replyRoute, { token: sam.token, body: { body: "Hi" }, params: { id: first } })).status).toBe(404);
  });

  it("another studio's post or reply is 404", async () => {
    const s = await makeScheduleStudio();
    const other = await makeScheduleStudio();
    const theirs = (await post(other.owner.token)).body.post.id;
    expect((await callRoute(replyRoute, { token: s.student.token, body: { body: "Hi" }, params: { id: theirs } })).status).toBe(404);
    expect(
      (await callRoute(moderateRoute, { token: s.owner.token, method: "PATCH", body: { hidden: true }, params: { id: theirs } })).status,
    ).toBe(404);
    expect((await callRoute(listRoute, { token: s.owner.token })).body.posts).toEqual([]);
  });

  it("e-mails a new post to students and instructors once each, not to those who turned it off or unsubscribed", async () => {
    const s = await makeScheduleStudio();
    const sam = await makeStudentMember(s.studio.id, { name: "Sam Carter" });
    const quiet = await makeStudentMember(s.studio.id, { name: "Quinn Quiet" });
    const gone = await makeStudentMember(s.studio.id, { name: "Gail Gone" });
    await callRoute(settingsRoute, { token: quiet.token, method: "PATCH", body: { mutedKinds: ["board_post"] } });

    await post(s.owner.token, { title: "Showcase on Dec 12", body: "Details: https://example.test/showcase" });
    const toSam = await mailbox.deliver(sam.user.email);
    expect(toSam).toHaveLength(1);
    expect(toSam[0].subject).toBe(`${s.studio.name}: Showcase on Dec 12`);
    expect(toSam[0].text).toContain("Details: https://example.test/showcase");
    expect(headerLine(toSam[0], "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(await mailbox.deliver(s.instructorMember.user.email)).toHaveLength(1);
    expect(await mailbox.deliver(quiet.user.email)).toHaveLength(0);
    expect(await mailbox.deliver(s.owner.user.email)).toHaveLength(0);

    // Gail follows the link in her first e-mail: the next post doesn't reach her.
    const [first] = await mailbox.deliver(gone.user.email);
    const link = /Stop these e-mails: (\S+)/.exec(first.text ?? "")![1];
    const url = new URL(link);
    const unsubscribed = await callRoute(unsubscribeRoute, {
      method: "POST",
      path: `${url.pathname}${url.search}`,
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(unsubscribed.status).toBeLessThan(400);
    await post(s.owner.token, { title: "Second news", body: "More" });
    expect(await mailbox.deliver(gone.user.email)).toHaveLength(1);
    expect(await mailbox.deliver(sam.user.email)).toHaveLength(2);
  });
});
