import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectNoA11yViolations, useTheme as emulateTheme } from "./support/axe";
import { inviteStudent, uniqueName } from "./support/booking";
import { uniqueEmail } from "./support/login";

test.describe.configure({ timeout: 120_000 });

async function studioOn(owner: APIRequestContext, plan: "pro" | "premium") {
  const signup = await owner.post("/api/auth/signup", {
    data: { name: "Nina Quickstep", email: uniqueEmail("owner"), password: "e2e-password-1", starter: "ballroom" },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const changed = await owner.put("/api/subscription", { data: { plan, interval: "month" } });
  expect(changed.ok(), await changed.text()).toBe(true);
}

test("the owner picks a priority student by name, and can take them off again", async ({ page }) => {
  await studioOn(page.request, "premium");
  const pat = await inviteStudent(page.request, uniqueName("Pat"));
  await inviteStudent(page.request, uniqueName("Rene"));

  await page.goto("/app/settings#settings-priority-booking");
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Priority booking", level: 2 }) });
  await expect(section.getByRole("heading", { name: "Priority list" })).toHaveCount(0);
  await section.getByLabel("Students on a list I choose").check();
  await section.getByRole("button", { name: "Save booking windows" }).click();
  await expect(section.getByText("Saved.")).toBeVisible();

  await section.getByLabel("Find a student").fill(pat.name.split(" ")[1]);
  await section.getByRole("button", { name: "Search" }).click();
  await section.getByRole("button", { name: `Add ${pat.name}` }).click();
  await expect(section.getByText(`${pat.name} added to the priority list.`)).toBeVisible();
  await expect(section.getByRole("list", { name: "Priority students" })).toContainText(pat.name);
  const listed = await page.request.get("/api/priority-students");
  expect((await listed.json()).students).toEqual([{ id: pat.id, name: pat.name }]);

  for (const theme of ["light", "dark"] as const) {
    await emulateTheme(page, theme);
    await page.reload();
    await expect(section.getByRole("list", { name: "Priority students" })).toContainText(pat.name);
    await expectNoA11yViolations(page);
  }
  await section.getByRole("button", { name: `Remove ${pat.name}` }).click();
  await expect(section.getByText("Nobody yet")).toBeVisible();
  expect((await (await page.request.get("/api/priority-students")).json()).students).toEqual([]);
});

test("on Pro, adding a priority student says which plan has it", async ({ page }) => {
  await studioOn(page.request, "pro");
  const pat = await inviteStudent(page.request, uniqueName("Pat"));
  await page.goto("/app/settings#settings-priority-booking");
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Priority booking", level: 2 }) });
  await section.getByLabel("Students on a list I choose").check();
  await section.getByLabel("Find a student").fill(pat.name);
  await section.getByRole("button", { name: "Search" }).click();
  await section.getByRole("button", { name: `Add ${pat.name}` }).click();
  const refusal = section.getByRole("alert");
  await expect(refusal).toContainText("Premium");
  await expect(refusal.getByRole("link", { name: "Compare plans" })).toBeVisible();
});
