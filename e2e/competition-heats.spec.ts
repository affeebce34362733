import { expect, test, type APIRequestContext } from "@playwright/test";
import { addDays, instantToLocal } from "@/lib/dates/wall-time";
import { expectNoA11yViolations, useTheme } from "./support/axe";
import { instructorId, newInstructorContext, newStudentContext, STUDIO_ZONE, uniqueName } from "./support/booking";
import { loginViaApi } from "./support/login";
import { shooter } from "./support/shots";

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const shoot = shooter("/tmp/shots/heats");

test.describe.configure({ timeout: 180_000 });

async function danceIds(owner: APIRequestContext): Promise<Map<string, string>> {
  const response = await owner.get("/api/dances");
  const { dances } = (await response.json()) as { dances: { id: string; name: string; style: string }[] };
  return new Map(dances.filter((dance) => dance.style === "american-smooth").map((dance) => [dance.name, dance.id]));
}

async function enter(owner: APIRequestContext, eventId: string, values: Record<string, unknown>) {
  const created = await owner.post(`/api/competitions/${eventId}/entries`, {
    data: { entryType: "single", style: "american-smooth", level: "bronze-2", ...values },
  });
  expect(created.status(), await created.text()).toBe(201);
}

test("the owner imports a heat list and sees the conflict; the instructor reads their merged heats on a phone; a student sees their own heats and results", async ({
  browser,
  request,
}) => {
  await loginViaApi(request);
  const { context: anaContext, page: anaPage, student: ana } = await newStudentContext(browser, request);
  const { context: benContext, student: ben } = await newStudentContext(browser, request);
  await benContext.close();
  const { context: ninaContext, page: ninaPhone, instructor: nina } = await newInstructorContext(browser, request, PHONE);
  const elena = await instructorId(request, "Elena Petrova");
  const today = instantToLocal(new Date(), STUDIO_ZONE).date;
  const day = addDays(today, 20);
  const name = uniqueName("Spring Showcase");
  const created = await request.post("/api/competitions", {
    data: {
      kind: "showcase",
      name,
      startsOn: day,
      endsOn: day,
      entryDeadline: addDays(today, 10),
      published: true,
      place: "Grand Ballroom",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { competition } = (await created.json()) as { competition: { id: string } };
  const dances = await danceIds(request);
  await enter(request, competition.id, { studentId: ana.id, instructorId: nina.id, danceIds: [dances.get("Waltz")] });
  await enter(request, competition.id, { studentId: ana.id, instructorId: nina.id, danceIds: [dances.get("Foxtrot")], level: "bronze-1" });
  await enter(request, competition.id, { studentId: ben.id, instructorId: nina.id, danceIds: [dances.get("Waltz")] });
  await enter(request, competition.id, { studentId: ben.id, instructorId: elena, danceIds: [dances.get("Tango")] });

  // The owner pastes the organiser's list: Nina dances heats 201 and 202, ninety seconds each, a minute apart.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await loginViaApi(owner);
  await owner.goto(`/app/competitions/${competition.id}/heats`);
  await expect(owner.getByRole("link", { name: "Heats" })).toHaveAttribute("aria-current", "page");
  await expect(owner.getByRole("heading", { name: "No heats yet" })).toBeVisible();
  const csv = [
    "Heat,Time,Dancer,Partner,Dance,Level",
    `201,7:00 PM,${ana.name},${nina.name},Waltz,Bronze 2`,
    `202,7:01 PM,${ben.name},${nina.name},Waltz,Bronze 2`,
    `205,7:08 PM,${ben.name},Elena Petrova,Tango,`,
    `210,7:15 PM,${ana.name},${nina.name},Foxtrot,`,
  ].join("\n");
  await owner.getByLabel("Heat list (CSV)").fill(csv);
  await owner.getByRole("button", { name: "Import heat list" }).click();
  await expect(owner.getByRole("status")).toContainText(
    "4 heats with 4 entries on the sheet. 1 conflict below. 2 students e-mailed their heats.",
  );
  const conflicts = owner.getByRole("region", { name: /1 conflict/ });
  await expect(conflicts).toContainText(`${nina.name} dances heats 201 and 202 at 7:00 PM (instructor).`);
  await expectNoA11yViolations(owner);
  await shoot(owner, "owner-heats");
  await useTheme(owner, "dark");
  await expectNoA11yViolations(owner);
  await useTheme(owner, "light");

  // Nina on her phone: her merged list, the conflict on top, Ben's heat with Elena not in it.
  await ninaPhone.goto(`/app/competitions/${competition.id}/heats`);
  await expect(ninaPhone.getByText(`${nina.name}'s heats, merged from every student they dance with.`)).toBeVisible();
  await expect(ninaPhone.getByRole("region", { name: /1 conflict/ })).toBeVisible();
  await expect(ninaPhone.getByRole("listitem").filter({ hasText: "Heat 205" })).toHaveCount(0);
  await expect(ninaPhone.getByText(`${ana.name} with ${nina.name}`)).toHaveCount(2);
  const width = await ninaPhone.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(ninaPhone);
  await shoot(ninaPhone, "instructor-heats");
  await useTheme(ninaPhone, "dark");
  await expectNoA11yViolations(ninaPhone);
  await ninaContext.close();

  // The owner types Ana's placement; the results screen and Ana's own views show it.
  await owner.goto(`/app/competitions/${competition.id}/results`);
  await owner.getByLabel(ana.name).first().fill("1");
  await owner.getByRole("button", { name: "Save results" }).click();
  await expect(owner.getByRole("status")).toHaveText("Results saved.");
  await expectNoA11yViolations(owner);
  await shoot(owner, "owner-results");

  await anaPage.goto(`/app/competitions/${competition.id}/heats`);
  await expect(anaPage.getByText("Your heats and times. They are in your calendar feed too.")).toBeVisible();
  await expect(anaPage.getByText("Spring Showcase", { exact: false }).first()).toBeVisible();
  await expect(anaPage.getByText(ben.name)).toHaveCount(0);
  await expect(anaPage.getByText(`${ana.name} with ${nina.name}`)).toHaveCount(2);
  await expectNoA11yViolations(anaPage);
  await shoot(anaPage, "student-heats");
  await anaPage.goto(`/app/competitions/${competition.id}/results`);
  await expect(anaPage.getByText("1st")).toBeVisible();
  await expect(anaPage.getByText(ben.name)).toHaveCount(0);
  await expectNoA11yViolations(anaPage);
  await shoot(anaPage, "student-results");
  await anaPage.goto("/app/progress");
  const history = anaPage.getByRole("region", { name: "Competitions and showcases" });
  await expect(history).toContainText(`${name} · Bronze 2`);
  await expect(history).toContainText("1st");
  await shoot(anaPage, "student-progress", history);
  await anaContext.close();
  await ownerContext.close();
});
