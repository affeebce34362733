import { expect, test } from "@playwright/test";
import { uniqueName } from "./support/booking";
import { loginViaApi } from "./support/login";
import { createGroupPackage } from "./support/payments";

// The server records a payment but its answer never reaches the browser (a dropped connection, a 503
// from a proxy): sending the same form again must answer the first result, not record it twice.
test("a payment whose answer was lost is recorded once when sent again; the next one is its own", async ({ page }) => {
  await loginViaApi(page);
  const name = uniqueName("Retry");
  const created = await page.request.post("/api/students", { data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const { student } = (await created.json()) as { student: { id: string } };

  const keys: string[] = [];
  let loseAnswer = true;
  await page.route("**/api/payments", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    keys.push(route.request().headers()["idempotency-key"]);
    if (!loseAnswer) return route.fallback();
    loseAnswer = false;
    const answer = await route.fetch();
    expect(answer.status()).toBe(201);
    await route.abort("connectionreset");
  });

  await page.goto(`/app/payments/students/${student.id}`);
  const history = page.getByRole("list", { name: "Account history, newest first" });
  const record = page.getByRole("dialog", { name: "Record payment" });
  await page.getByRole("button", { name: "Record payment" }).click();
  await record.getByLabel("Amount").fill("50");
  await record.getByLabel("Method").selectOption("Cash");
  await record.getByRole("button", { name: "Record payment" }).click();
  await expect(record.getByText("Couldn't reach Promenade")).toBeVisible();
  await record.getByRole("button", { name: "Record payment" }).click();
  await expect(record).toBeHidden();
  await expect(history.getByText("Payment (cash)")).toHaveCount(1);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);

  // The same amount again is a second payment: a new key once the first was recorded.
  await page.getByRole("button", { name: "Record payment" }).click();
  await record.getByLabel("Amount").fill("50");
  await record.getByRole("button", { name: "Record payment" }).click();
  await expect(record).toBeHidden();
  await expect(history.getByText("Payment (cash)")).toHaveCount(2);
  expect(keys).toHaveLength(3);
  expect(keys[2]).not.toBe(keys[0]);
});

test("the refund and package-sale dialogs send a key of their own with each new submission", async ({ page }) => {
  await loginViaApi(page);
  const pass = await createGroupPackage(page.request);
  const name = uniqueName("Keys");
  const created = await page.request.post("/api/students", { data: { name } });
  const { student } = (await created.json()) as { student: { id: string } };
  const paid = await page.request.post("/api/payments", { data: { studentId: student.id, amountCents: 5_000, method: "cash" } });
  expect(paid.status()).toBe(201);

  const keys: Record<string, string[]> = { refunds: [], packages: [] };
  await page.route(/\/api\/(payments\/[^/]+\/refunds|students\/[^/]+\/packages)$/, async (route) => {
    const kind = route.request().url().endsWith("/refunds") ? "refunds" : "packages";
    keys[kind].push(route.request().headers()["idempotency-key"]);
    await route.fallback();
  });
  await page.goto(`/app/payments/students/${student.id}`);
  const history = page.getByRole("list", { name: "Account history, newest first" });

  await history.getByRole("button", { name: /^Refund Payment \(cash\)/ }).click();
  const refund = page.getByRole("dialog", { name: "Refund payment" });
  await refund.getByLabel("Amount to refund").fill("10");
  await refund.getByRole("button", { name: "Refund" }).click();
  await expect(refund).toBeHidden();
  await history.getByRole("button", { name: /^Refund Payment \(cash\)/ }).click();
  await refund.getByLabel("Amount to refund").fill("10");
  await refund.getByRole("button", { name: "Refund" }).click();
  await expect(refund).toBeHidden();
  await expect(history.getByText(/^Refund of/)).toHaveCount(2);

  await page.getByRole("button", { name: "Sell package" }).click();
  const sale = page.getByRole("dialog", { name: "Sell package" });
  await sale.getByLabel("Package").selectOption({ label: `${pass.name} — $200.00, 180 days` });
  await sale.getByRole("button", { name: "Sell package" }).click();
  await expect(sale).toBeHidden();

  expect(keys.refunds).toHaveLength(2);
  expect(keys.packages).toHaveLength(1);
  for (const key of [...keys.refunds, ...keys.packages]) expect(key).toMatch(/^[0-9a-f]{32}$/);
  expect(keys.refunds[1]).not.toBe(keys.refunds[0]);
});
