import { expect, test } from "@playwright/test";
import { createClass, newStudentContext, oddStart, serviceId, whenLabel } from "./support/booking";
import { loginViaApi } from "./support/login";
import { createGroupPackage } from "./support/payments";
import { openBookingTab } from "./support/student-home";

test.beforeEach(async ({ request }) => {
  await loginViaApi(request);
});

/** The Group Class's price as the owner set it, in the demo studio's dollars. */
async function groupClassPrice(request: Parameters<typeof serviceId>[0]): Promise<string> {
  const id = await serviceId(request, "Group Class");
  const { services } = (await (await request.get("/api/services")).json()) as { services: { id: string; priceCents: number }[] };
  const cents = services.find((service) => service.id === id)!.priceCents;
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);
}

test("a student sees a class's price before booking it, and the confirmation says it went on their account", async ({
  browser,
  request,
}) => {
  const price = await groupClassPrice(request);
  const lesson = await createClass(request, oddStart(5), "Sofia Rossi");
  const { context, page } = await newStudentContext(browser, request);
  await page.goto("/app/schedule");
  await openBookingTab(page, "Group classes");
  const when = whenLabel(lesson.startsAt, lesson.endsAt);
  const item = page.getByRole("listitem", { name: `Group Class, ${when}` });
  await expect(item).toContainText(price);
  await item.getByRole("button", { name: `Book: Group Class, ${when}` }).click();
  await expect(page.getByRole("status")).toContainText(`Booked: Group Class. ${price} added to your account.`);
  await expect(item).toContainText("You're booked");
  await context.close();
});

test("a student with a package sees a credit from it instead of the money, and how many are left", async ({ browser, request }) => {
  const pass = await createGroupPackage(request, { units: 5 });
  const lesson = await createClass(request, oddStart(6), "Daniel Park");
  const { context, page, student } = await newStudentContext(browser, request);
  const sold = await request.post(`/api/students/${student.id}/packages`, { data: { packageId: pass.id } });
  expect(sold.status(), await sold.text()).toBe(201);

  await page.goto("/app/schedule");
  await openBookingTab(page, "Group classes");
  const when = whenLabel(lesson.startsAt, lesson.endsAt);
  const item = page.getByRole("listitem", { name: `Group Class, ${when}` });
  await expect(item).toContainText("1 credit from your package (5 left)");
  await item.getByRole("button", { name: `Book: Group Class, ${when}` }).click();
  await expect(page.getByRole("status")).toContainText(`Booked: Group Class. 1 credit used from ${pass.name}: 4 left.`);
  await context.close();
});
