import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { createClass, inviteStudent, serviceId, signRequiredDocuments, STUDENT_PASSWORD, uniqueName } from "./support/booking";
import { uniqueEmail } from "./support/login";
import { shooter } from "./support/shots";
import { withStripeAppServer } from "./support/stripe-app-server";
import { openBookingTab } from "./support/student-home";

// A brand-new studio makes a promo code in Settings; a student types it when buying a package,
// pays the discounted price at Stripe Checkout (a stand-in in this process), and the owner sees its use.
const SHOTS_DIR = "/tmp/shots/promo";
// The second part's screens: a code for chosen items, the desk's discount before the sale, a class booked with a code.
const SHOTS_DIR_2 = "/tmp/shots/promo2";

const running = withStripeAppServer();
const shoot = shooter(SHOTS_DIR);
const shoot2 = shooter(SHOTS_DIR_2);

/** A named region of the page, or the open dialog. */
const region = (page: Page, name: string) => (name === "dialog" ? page.getByRole("dialog") : page.getByRole("region", { name }));

test("a student buys a package with a promo code at its discounted price; the owner sees the use", async ({ browser }) => {
  test.setTimeout(180_000);
  const owner = await browser.newContext({ baseURL: running.app.origin });
  const student = await browser.newContext({ baseURL: running.app.origin });
  const extra: BrowserContext[] = [];
  try {
    const page = await owner.newPage();
    await page.goto("/signup");
    await page.getByLabel("Your name").fill("Rosa Quickstep");
    await page.getByLabel("Email").fill(uniqueEmail("promo-owner"));
    await page.getByLabel("Password", { exact: true }).fill("quickstep-nights-2");
    await page.getByLabel("Studio name (optional)").fill("Quickstep Hall");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page).toHaveURL("/app/schedule");

    // A brand-new studio: no codes yet, and a first one made in Settings.
    await page.goto("/app/settings#settings-promo-codes");
    const section = page.getByRole("region", { name: "Promo codes" });
    await expect(section.getByText("No promo codes yet.")).toBeVisible();
    await shoot(page, "settings-empty", region(page, "Promo codes"));
    await section.getByRole("button", { name: "New code" }).click();
    const dialog = page.getByRole("dialog", { name: "New promo code" });
    await dialog.getByLabel("Code").fill("spring20");
    await dialog.getByLabel("Percent off").fill("20");
    await dialog.getByLabel("Uses per student").fill("1");
    await dialog.getByRole("button", { name: "Make code" }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByText("SPRING20")).toBeVisible();
    await expect(section.getByText("0 used · once per student")).toBeVisible();

    // Stripe connected (the stand-in's onboarding), a $150 package on sale, and a student invited.
    await page.goto("/app/settings#settings-online-payments");
    await page.getByRole("region", { name: "Online payments" }).getByRole("button", { name: "Connect Stripe" }).click();
    await page.getByRole("button", { name: "Finish" }).click();
    await expect(page.getByRole("region", { name: "Online payments" }).getByText("Active", { exact: true })).toBeVisible();
    const created = await owner.request.post("/api/packages", {
      data: {
        name: "Ten Classes",
        units: 10,
        priceCents: 15_000,
        validDays: 180,
        serviceIds: [await serviceId(owner.request, "Group Class")],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const learner = await inviteStudent(owner.request, uniqueName("Lena"));
    const accepted = await student.request.post(`/api${learner.path.replace("/invite/", "/invites/")}/accept`, {
      data: { name: learner.name, password: STUDENT_PASSWORD },
    });
    expect(accepted.ok(), await accepted.text()).toBe(true);

    // The student tries a wrong code, then the right one, and pays $120 instead of $150.
    const studentPage = await student.newPage();
    await studentPage.goto("/app/payments");
    const buy = studentPage.getByRole("region", { name: "Buy a package" });
    await buy.getByLabel("Promo code (optional)").fill("SPRING2O");
    await buy.getByRole("button", { name: "Buy Ten Classes" }).click();
    await expect(buy.getByRole("alert")).toContainText("There is no promo code SPRING2O.");
    await buy.getByLabel("Promo code (optional)").fill("spring20");
    // The refusal was about the code typed before: changing it clears the message.
    await expect(buy.getByRole("alert")).toBeHidden();
    await shoot(studentPage, "student-buy", region(studentPage, "Buy a package"));
    const before = running.stripe.requests.length;
    await buy.getByRole("button", { name: "Buy Ten Classes" }).click();
    await expect(studentPage.getByRole("heading", { name: "Stripe stand-in Checkout" })).toBeVisible();
    const checkout = running.stripe.requests.slice(before).find((request) => request.path === "/v1/checkout/sessions")!;
    expect(checkout.form["line_items[0][price_data][unit_amount]"]).toBe("12000");
    await studentPage.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(studentPage).toHaveURL(/\/app\/payments\?checkout=success$/);
    await expect(studentPage.getByRole("list", { name: "Account history, newest first" })).toContainText("$120.00");

    // The owner sees the use under the code.
    await page.goto("/app/settings#settings-promo-codes");
    await expect(section.getByText("1 used · once per student · $30.00 taken off")).toBeVisible();
    await section.getByRole("button", { name: "Uses of SPRING20" }).click();
    await expect(page.getByRole("dialog", { name: "Uses of SPRING20" })).toContainText(learner.name);
    await page.keyboard.press("Escape");
    await shoot(page, "settings-used", region(page, "Promo codes"));

    // A second code, for group classes only (and any package): the owner ticks the service it is for.
    await section.getByRole("button", { name: "New code" }).click();
    const second = page.getByRole("dialog", { name: "New promo code" });
    await second.getByLabel("Code").fill("CLASS25");
    await second.getByLabel("Percent off").fill("25");
    await second.getByLabel("Memberships (the first period)").selectOption("none");
    await second.getByLabel("Paid lessons and classes").selectOption("some");
    await second.getByRole("checkbox", { name: "Group Class" }).check();
    await shoot2(page, "code-for-chosen", region(page, "dialog"));
    await second.getByRole("button", { name: "Make code" }).click();
    await expect(second).toBeHidden();
    await expect(section.getByText("Packages, some lessons")).toBeVisible();

    // At the desk, the code's discount shows before the sale and the payment starts at it.
    await page.goto(`/app/payments/students/${learner.id}`);
    await page.getByRole("button", { name: "Sell package" }).click();
    const sale = page.getByRole("dialog", { name: "Sell package" });
    await sale.getByLabel("Package").selectOption({ label: "Ten Classes — $150.00, 180 days" });
    await expect(sale.getByLabel("Amount paid")).toHaveValue("150.00");
    await sale.getByLabel("Promo code (optional)").fill("class25");
    await sale.getByRole("button", { name: "Apply code" }).click();
    await expect(sale.getByRole("status")).toContainText("CLASS25: $37.50 off $150.00 — $112.50 to pay");
    await expect(sale.getByLabel("Amount paid")).toHaveValue("112.50");
    await shoot2(page, "desk-sale-quote", region(page, "dialog"));
    await page.keyboard.press("Escape");

    // A $20 group class in three days; a student without a class package books it with the code and is charged $15.
    const group = await serviceId(owner.request, "Group Class");
    const priced = await owner.request.patch(`/api/services/${group}`, { data: { priceCents: 2_000 } });
    expect(priced.ok(), await priced.text()).toBe(true);
    const teacherName = uniqueName("Tomas");
    const teacher = await owner.request.post("/api/instructors", { data: { name: teacherName, email: uniqueEmail("promo-teacher") } });
    expect(teacher.status(), await teacher.text()).toBe(201);
    await createClass(owner.request, new Date(Date.now() + 3 * 86_400_000), teacherName);
    const dancer = await inviteStudent(owner.request, uniqueName("Dario"));
    const dancerContext = await browser.newContext({ baseURL: running.app.origin });
    extra.push(dancerContext);
    const joined = await dancerContext.request.post(`/api${dancer.path.replace("/invite/", "/invites/")}/accept`, {
      data: { name: dancer.name, password: STUDENT_PASSWORD },
    });
    expect(joined.ok(), await joined.text()).toBe(true);
    await signRequiredDocuments(dancerContext.request, dancer.name);
    const dancerPage = await dancerContext.newPage();
    await dancerPage.goto("/app/schedule");
    const classes = await openBookingTab(dancerPage, "Group classes");
    const classCode = classes.getByLabel("Promo code (optional)");
    await classCode.fill("CLASS52");
    await classes.getByRole("button", { name: /^Book: Group Class/ }).click();
    const refusal = dancerPage.getByRole("alert").filter({ hasText: "There is no promo code CLASS52." });
    await expect(refusal).toBeVisible();
    await classCode.fill("CLASS25");
    await expect(refusal).toBeHidden();
    await shoot2(dancerPage, "class-with-code", classes);
    await classes.getByRole("button", { name: /^Book: Group Class/ }).click();
    await expect(dancerPage.getByRole("status").filter({ hasText: "Booked: Group Class." })).toContainText("$15.00 added to your account.");
    // The one paid class is theirs now: nothing left to type a code for.
    await expect(classCode).toBeHidden();
    await page.goto("/app/settings#settings-promo-codes");
    await expect(section.getByText("1 used · $5.00 taken off")).toBeVisible();
  } finally {
    await owner.close();
    await student.close();
    for (const context of extra) await context.close();
  }
});
