import { expect, test } from "@playwright/test";
import { makePng } from "../tests/helpers/images";
import { expectNoA11yViolations, useTheme as emulateTheme } from "./support/axe";
import { uniqueEmail } from "./support/login";

test.describe.configure({ timeout: 90_000 });

test("the owner uploads an instructor's photo; it shows on the profile and in the list", async ({ page }) => {
  const signup = await page.request.post("/api/auth/signup", {
    data: { name: "Nina Quickstep", email: uniqueEmail("owner"), password: "e2e-password-1", starter: "ballroom" },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const created = await page.request.post("/api/instructors", { data: { name: "Maria Lopez" } });
  expect(created.status(), await created.text()).toBe(201);
  const { instructor } = (await created.json()) as { instructor: { id: string } };

  await page.goto(`/app/instructors/${instructor.id}`);
  await page.getByLabel("Upload a photo").setInputFiles({ name: "maria.png", mimeType: "image/png", buffer: makePng(160, 160) });
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByText("Photo saved.")).toBeVisible();
  const photo = page.getByRole("img", { name: "Photo of Maria Lopez" });
  await expect(photo).toBeVisible();
  const src = await photo.getAttribute("src");
  const served = await page.request.get(src!);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  for (const theme of ["light", "dark"] as const) {
    await emulateTheme(page, theme);
    await page.reload();
    await expect(page.getByLabel("Replace the photo")).toBeVisible();
    await expectNoA11yViolations(page);
  }
  await page.goto("/app/instructors");
  await expect(page.locator(`img[src="${src}"]`)).toBeVisible();
});
