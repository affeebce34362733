import { expect, test } from "@playwright/test";
import { loginViaApi, signUpViaApi, uniqueEmail } from "./support/login";
import { startMailCapture } from "./support/mail-capture";
import { SHOTS, shooter } from "./support/shots";
import { withStripeAppServer } from "./support/stripe-app-server";

// A visitor buys a gift certificate on the studio's public page and pays at Stripe Checkout on the
// studio's own account; the recipient's e-mail arrives with the code and a printable certificate;
// the owner redeems part of it at the desk into a student's credit and sees what is left. The suite's
// server runs without Stripe, so this spec starts its own, pointed at the stand-in.

const running = withStripeAppServer();
const shoot = shooter("/tmp/shots/gift");

test("a visitor buys a gift certificate, the recipient gets its code by e-mail, and the desk redeems part of it", async ({ browser }) => {
  test.setTimeout(180_000);
  const owner = await browser.newContext({ baseURL: running.app.origin });
  const visitor = await browser.newContext({ baseURL: running.app.origin });
  try {
    await loginViaApi(owner.request);
    const desk = await owner.newPage();
    // The owner connects Stripe: without it the public page sells no certificate online.
    await desk.goto("/app/settings#settings-online-payments");
    const payments = desk.getByRole("region", { name: "Online payments" });
    await payments.getByRole("button", { name: "Connect Stripe" }).click();
    await desk.getByRole("button", { name: "Finish" }).click();
    await expect(payments.getByText("Active", { exact: true })).toBeVisible();
    const slug = `gift-${Date.now().toString(36)}`;
    const opened = await owner.request.patch("/api/studio/public-page", { data: { enabled: true, slug } });
    expect(opened.status(), await opened.text()).toBe(200);

    // The visitor buys $120 for a friend on the public page.
    const visit = await visitor.newPage();
    await visit.goto(`/s/${slug}`);
    const section = visit.getByRole("region", { name: "Gift certificates" });
    await shoot(visit, "public-section", section);
    const recipient = uniqueEmail("gift.recipient");
    const buyer = uniqueEmail("gift.buyer");
    await section.getByLabel("Amount (USD)").fill("120");
    await section.getByLabel("Your name", { exact: true }).fill("Helen Park");
    await section.getByLabel("Your e-mail", { exact: true }).fill(buyer);
    await section.getByLabel("Recipient's name").fill("Daniel Park");
    await section.getByLabel("Recipient's e-mail").fill(recipient);
    await section.getByLabel("Message (optional)").fill("Happy birthday — dance with me!");
    await section.getByRole("button", { name: "Pay and send" }).click();

    // Stripe's Checkout (the stand-in): on the studio's account, for the amount chosen.
    await visit.getByRole("button", { name: /^Pay/ }).click();
    await expect(visit.getByRole("status").filter({ hasText: "The certificate is on its way" })).toBeVisible();
    const checkout = running.stripe.requests.findLast((request) => request.path === "/v1/checkout/sessions");
    expect(checkout?.form["metadata[kind]"]).toBe("gift_certificate");
    expect(checkout?.form["line_items[0][price_data][unit_amount]"]).toBe("12000");
    expect(checkout?.account).toMatch(/^acct_/);

    // The recipient's e-mail: the value, the message, the code and the printable page.
    const mail = await (await startMailCapture()).waitFor(recipient, /Helen Park sent you a gift certificate/);
    expect(mail.text).toContain("$120.00");
    expect(mail.text).toContain("Happy birthday — dance with me!");
    const code = mail.text?.match(/\b[A-Z2-9]{4}(?:-[A-Z2-9]{4}){3}\b/)?.[0];
    expect(code, mail.text).toBeTruthy();
    const printLink = String(mail.html)
      .match(/href="([^"]*\/gift\/[^"]+)"/)?.[1]
      ?.replaceAll("&amp;", "&");
    expect(printLink, String(mail.html)).toBeTruthy();
    if (SHOTS) {
      const letter = await visitor.newPage();
      await letter.setContent(String(mail.html));
      await shoot(letter, "email");
      await letter.close();
    }
    await visit.goto(printLink!);
    await expect(visit.getByRole("heading", { name: "Gift certificate" })).toBeVisible();
    await expect(visit.getByText("$120.00", { exact: true })).toBeVisible();
    await expect(visit.getByText(code!, { exact: true })).toBeVisible();
    await shoot(visit, "printable");

    // At the desk: $50 of it into Daniel's account credit (a new student); $70 is left.
    const daniel = uniqueEmail("gift.daniel");
    const made = await owner.request.post("/api/students", { data: { name: "Daniel Park", email: daniel } });
    expect(made.status(), await made.text()).toBe(201);
    await desk.goto("/app/payments/gift-certificates");
    const redeem = desk.getByRole("region", { name: "Redeem a code" });
    await redeem.getByLabel("Code").fill(code!.toLowerCase().replaceAll("-", " "));
    await redeem.getByLabel("Into the account of").selectOption({ label: "Daniel Park" });
    await redeem.getByLabel("How much (optional)").fill("50");
    await redeem.getByRole("button", { name: "Redeem" }).click();
    await expect(redeem.getByText("$50.00 added to Daniel Park's account credit. Left on the certificate: $70.00.")).toBeVisible();
    const listed = desk.getByRole("list", { name: "Gift certificates" }).getByRole("listitem").filter({ hasText: code! });
    await expect(listed.getByText("$70.00", { exact: true })).toBeVisible();
    await expect(listed.getByText("bought online")).toBeVisible();
    // Daniel is told what went into his account, like a receipt.
    const confirmation = await (await startMailCapture()).waitFor(daniel, /from your gift certificate is in your account/);
    expect(confirmation.text).toContain("$70.00");
    expect(confirmation.text).not.toContain(code!);
    if (SHOTS) {
      const letter = await visitor.newPage();
      await letter.setContent(String(confirmation.html));
      await shoot(letter, "email-redeemed");
      await letter.close();
    }

    // More than is left is refused, saying how much there is.
    await redeem.getByLabel("Code").fill(code!);
    await redeem.getByLabel("Into the account of").selectOption({ label: "Daniel Park" });
    await redeem.getByLabel("How much (optional)").fill("80");
    await redeem.getByRole("button", { name: "Redeem" }).click();
    await expect(redeem.getByText("Only $70.00 left on this certificate.").first()).toBeVisible();
    await shoot(desk, "desk-screen");
  } finally {
    await Promise.allSettled([owner.close(), visitor.close()]);
  }
});

test("a brand-new studio without Stripe sells certificates at the desk only", async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = await browser.newContext({ baseURL: running.app.origin });
  const visitor = await browser.newContext({ baseURL: running.app.origin });
  try {
    await signUpViaApi(owner.request, { studioName: "Fresh Steps Ballroom" });
    const slug = `fresh-${Date.now().toString(36)}`;
    const opened = await owner.request.patch("/api/studio/public-page", { data: { enabled: true, slug } });
    expect(opened.status(), await opened.text()).toBe(200);
    const visit = await visitor.newPage();
    await visit.goto(`/s/${slug}`);
    const section = visit.getByRole("region", { name: "Gift certificates" });
    await expect(section.getByText("gift certificates are sold at the studio")).toBeVisible();
    await expect(section.getByRole("button", { name: "Pay and send" })).toHaveCount(0);
    await shoot(visit, "public-section-new-studio", section);
    // Buying online is refused, saying why.
    const refused = await visitor.request.post(`/api/public/studios/${slug}/gift-certificates`, {
      data: { amountCents: 5000, buyerName: "A", buyerEmail: uniqueEmail("b"), recipientName: "B", recipientEmail: uniqueEmail("r") },
    });
    expect(refused.status(), await refused.text()).toBe(409);

    const desk = await owner.newPage();
    await desk.goto("/app/payments/gift-certificates");
    await expect(desk.getByText("No gift certificates sold yet.")).toBeVisible();
    await shoot(desk, "desk-screen-new-studio");
  } finally {
    await Promise.allSettled([owner.close(), visitor.close()]);
  }
});
