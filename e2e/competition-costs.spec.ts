import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectNoA11yViolations, useTheme } from "./support/axe";
import { inviteStudent, newStudentContext } from "./support/booking";
import { signUpViaApi } from "./support/login";
import { shooter } from "./support/shots";

test.describe.configure({ timeout: 180_000 });
const shoot = shooter("/tmp/shots/costs");

async function post(owner: APIRequestContext, path: string, data: unknown, method: "post" | "put" | "patch" = "post") {
  const response = await owner[method](path, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/**
 * The hand-worked showcase on screen: the owner reads every sheet, charges in one confirmed step, an
 * entry changed before the deadline adjusts a charge; the student reads their own sheet and prints it.
 * Axe in light and dark. SHOTS=1 writes screenshots to /tmp/shots/costs.
 */
test("the owner charges the showcase's costs; a student reads and prints their own", async ({ browser, page }) => {
  // A studio of its own: its couple must not count against the demo studio's partner connections,
  // which other specs fill up to the plan's limit.
  await signUpViaApi(page.context(), { studioName: "Spring Showcase Studio" });
  const request = page.request;
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const { dances } = (await (await request.get("/api/dances")).json()) as { dances: { id: string; name: string; style: string }[] };
  const dance = (name: string, style: string) => dances.find((row) => row.name === name && row.style === style)!.id;
  const i1 = (await post(request, "/api/instructors", { name: "Marisol Vega" })).instructor.id;
  const i2 = (await post(request, "/api/instructors", { name: "Jonas Keller" })).instructor.id;
  const { context: anaContext, page: anaPage, student: ana } = await newStudentContext(browser, request);
  const ben = await inviteStudent(request, "Ben Ortiz");
  const cleo = await inviteStudent(request, "Cleo Diaz");
  await post(request, `/api/students/${ana.id}`, { partnerId: ben.id }, "patch");
  const { competition } = await post(request, "/api/competitions", {
    kind: "showcase",
    name: "Spring Showcase",
    startsOn: day(21),
    endsOn: day(21),
    entryDeadline: day(10),
    published: true,
    singleDanceCents: 4_500,
    multiDanceCents: 7_001,
    instructorHeatCents: 3_000,
    markupPercent: 10,
    items: [
      { kind: "package", label: "3 heats + dinner", amountCents: 15_000, includedHeats: 3 },
      { kind: "extra", label: "Dinner ticket", amountCents: 6_000 },
      { kind: "shared", label: "Coach to the venue", amountCents: 10_000 },
    ],
  });
  const id = competition.id;
  const smooth = "american-smooth";
  const [w, t, f, r] = [dance("Waltz", smooth), dance("Tango", smooth), dance("Foxtrot", smooth), dance("Rumba", "american-rhythm")];
  const enter = (body: Record<string, unknown>) => post(request, `/api/competitions/${id}/entries`, { level: "bronze-1", ...body });
  const single = (studentId: string, danceId: string, style = smooth) => ({ studentId, entryType: "single", style, danceIds: [danceId] });
  for (const d of [w, t, f]) await enter({ ...single(ana.id, d), instructorId: i1 });
  await enter({ ...single(ana.id, r, "american-rhythm"), instructorId: i1 });
  await enter({
    studentId: ana.id,
    partnerStudentId: ben.id,
    entryType: "multi",
    style: smooth,
    title: "Smooth 3-dance",
    danceIds: [w, t, f],
  });
  await enter({ ...single(ana.id, w), partnerStudentId: ben.id });
  await enter({ ...single(ben.id, r, "american-rhythm"), instructorId: i2 });
  const cleoTango = (await enter({ ...single(cleo.id, t), instructorId: i2 })).entry.id;
  await enter({ ...single(cleo.id, w), instructorId: i2 });
  const [pkg, dinner] = competition.items;
  await post(request, `/api/competitions/${id}/items`, { studentId: ana.id, items: [{ itemId: pkg.id, quantity: 1 }] }, "put");
  await post(request, `/api/competitions/${id}/items`, { studentId: cleo.id, items: [{ itemId: dinner.id, quantity: 2 }] }, "put");

  await page.goto(`/app/competitions/${id}/costs`);
  await expect(page.getByRole("heading", { name: "Spring Showcase", level: 1 })).toBeVisible();
  await expect(page.getByText("$941.50")).toBeVisible();
  await expectNoA11yViolations(page);
  await shoot(page, "owner-before");
  await page.getByRole("button", { name: "Charge" }).click();
  const dialog = page.getByRole("dialog", { name: "Charge the costs?" });
  await expect(dialog).toBeVisible();
  await shoot(page, "owner-dialog");
  await dialog.getByRole("button", { name: "Charge" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Charged 3 students" })).toBeVisible();
  await expect(page.getByText("Not charged yet")).toHaveCount(0);
  await shoot(page, "owner-after");
  // A change before the deadline adjusts Cleo's charge by itself; the sheet says Charged again.
  await post(
    request,
    `/api/competitions/${id}/entries/${cleoTango}`,
    { entryType: "multi", danceIds: [t, f], title: "Smooth 2-dance" },
    "patch",
  );
  await useTheme(page, "dark");
  await page.reload();
  await expect(page.getByText("$355.17").first()).toBeVisible();
  await expectNoA11yViolations(page);
  await useTheme(page, "light");

  await useTheme(anaPage, "dark");
  await anaPage.goto(`/app/competitions/${id}/costs`);
  await expect(anaPage.getByRole("heading", { name: "Your costs" })).toBeVisible();
  await expectNoA11yViolations(anaPage);
  await useTheme(anaPage, "light");
  await shoot(anaPage, "student");
  await anaPage.goto(`/app/competitions/${id}/costs/print?studentId=${ana.id}`);
  await expect(anaPage.getByRole("heading", { name: ana.name })).toBeVisible();
  await shoot(anaPage, "student-print");

  await page.goto(`/app/competitions/${id}/costs/print`);
  await expect(page.getByRole("heading", { name: "Marisol Vega" })).toBeVisible();
  await expectNoA11yViolations(page);
  await shoot(page, "owner-print");
  await anaContext.close();
});
