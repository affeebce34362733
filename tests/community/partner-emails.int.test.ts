import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUT as myPut } from "@/app/api/me/partner-search/route";
import { PATCH as settingsRoute } from "@/app/api/me/notifications/route";
import { POST as acceptRoute } from "@/app/api/partner-requests/[id]/accept/route";
import { POST as declineRoute } from "@/app/api/partner-requests/[id]/decline/route";
import { POST as requestRoute } from "@/app/api/partner-requests/route";
import { GET as listRoute } from "@/app/api/partner-search/route";
import { callRoute } from "../helpers/call-route";
import { makeStudentMember } from "../helpers/people-factory";
import { makeStudio } from "../helpers/studio-factory";
import { headerLine, startMailbox } from "../notifications/mail-helpers";

const AD = { active: true, style: "international-standard", level: "Silver", days: [2, 4] };
type Member = Awaited<ReturnType<typeof makeStudentMember>>;

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => mailbox.close());

async function ask(from: Member, to: Member, toFirstName: string): Promise<string> {
  const list = await callRoute(listRoute, { token: from.token, path: "/api/partner-search" });
  const card = list.body.people.find((person: { firstName: string }) => person.firstName === toFirstName);
  const sent = await callRoute(requestRoute, { token: from.token, body: { profileId: card.profileId } });
  expect(sent.status).toBe(201);
  return sent.body.request.id;
}

describe("partner-request e-mails", () => {
  it("tells the student asked (first name and level only), then the asker when accepted — each once", async () => {
    const { studio } = await makeStudio({ plan: "premium" });
    const ana = await makeStudentMember(studio.id, { name: "Ana Kowalska", level: "Silver" });
    const ben = await makeStudentMember(studio.id, { name: "Ben Okafor", level: "Bronze" });
    expect((await callRoute(myPut, { token: ana.token, method: "PUT", body: AD })).status).toBe(200);

    const id = await ask(ben, ana, "Ana");
    const toAna = await mailbox.deliver(ana.user.email);
    expect(toAna).toHaveLength(1);
    expect(toAna[0].subject).toBe("Ben (Bronze) would like to dance with you");
    // Nothing beyond first name and level before both accept.
    expect(toAna[0].text).not.toContain("Okafor");
    expect(toAna[0].text).not.toContain(ben.user.email);
    expect(toAna[0].text).toContain("/app/community");
    expect(headerLine(toAna[0], "list-unsubscribe")).toContain("/api/notifications/unsubscribe");

    expect((await callRoute(acceptRoute, { token: ana.token, params: { id } })).status).toBe(200);
    // A retried accept is refused and sends nothing more.
    expect((await callRoute(acceptRoute, { token: ana.token, params: { id } })).status).toBe(409);
    const toBen = await mailbox.deliver(ben.user.email);
    expect(toBen).toHaveLength(1);
    expect(toBen[0].subject).toBe("Ana Kowalska accepted your partner request");
    expect(await mailbox.deliver(ana.user.email)).toHaveLength(1);
  });

  it("sends nothing to someone who turned partner e-mails off, and nothing on a decline", async () => {
    const { studio } = await makeStudio({ plan: "premium" });
    const cleo = await makeStudentMember(studio.id, { name: "Cleo Park" });
    const dan = await makeStudentMember(studio.id, { name: "Dan Reyes" });
    const eve = await makeStudentMember(studio.id, { name: "Eve Stone" });
    const muted = await callRoute(settingsRoute, { token: cleo.token, method: "PATCH", body: { mutedKinds: ["partner_request"] } });
    expect(muted.status).toBe(200);
    expect((await callRoute(myPut, { token: cleo.token, method: "PUT", body: AD })).status).toBe(200);
    const fromDan = await ask(dan, cleo, "Cleo");
    await ask(eve, cleo, "Cleo");
    expect(await mailbox.deliver(cleo.user.email)).toHaveLength(0);
    expect((await callRoute(declineRoute, { token: cleo.token, params: { id: fromDan } })).status).toBe(200);
    expect(await mailbox.deliver(dan.user.email)).toHaveLength(0);
  });
});
