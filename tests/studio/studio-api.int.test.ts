import { afterEach, describe, expect, it } from "vitest";
import { GET as listEvents } from "@/app/api/events/route";
import { GET as receipt } from "@/app/api/payments/[id]/route";
import { GET, PATCH } from "@/app/api/studio/route";
import { getDb } from "@/lib/db/client";
import { ledgerEntries } from "@/lib/db/schema";
import { setStripeSettingsForTests } from "@/lib/stripe/config";
import { callRoute } from "../helpers/call-route";
import { standInSettings } from "../helpers/stripe-stand-in";
import { connectStudio } from "../helpers/stripe-stand-in-connect";
import { makeEvent, makeStudent } from "../helpers/people-factory";
import { makeMember, makeScheduleStudio, makeStudio, studioRow } from "../helpers/studio-factory";

const patch = (token: string, body: unknown) => callRoute(PATCH, { method: "PATCH", token, body });

afterEach(() => setStripeSettingsForTests(undefined));

describe("GET /api/studio", () => {
  it("answers the studio's settings in the agreed shape, to every member", async () => {
    const { studio, owner } = await makeStudio({
      name: "Starlight Ballroom",
      timeZone: "America/Chicago",
      currency: "CAD",
      weekStart: 1,
      businessHours: { "0": null, "1": { open: "12:00", close: "22:00" }, "2": null, "3": null, "4": null, "5": null, "6": null },
      contactEmail: "hello@starlight.example.com",
    });
    const response = await callRoute(GET, { token: owner.token });
    expect(response.status).toBe(200);
    expect(response.body.studio).toEqual({
      name: "Starlight Ballroom",
      timeZone: "America/Chicago",
      currency: "CAD",
      locale: "en-US",
      weekStartsOn: 1,
      businessHours: [{ weekday: 1, opens: "12:00", closes: "22:00" }],
      contact: { address: null, phone: null, email: "hello@starlight.example.com", website: null },
      paymentAtBooking: "account",
      branding: { color: null, logoUrl: null },
      currencyLocked: false,
      // Priority booking: no windows until the owner sets them.
      bookingWindowDays: null,
      priorityWindowDays: null,
      priorityRule: "packages",
    });
    for (const role of ["instructor", "student"] as const) {
      const member = await makeMember(studio.id, role);
      const read = await callRoute(GET, { token: member.token });
      expect(read.status, role).toBe(200);
      expect(read.body.studio.name).toBe("Starlight Ballroom");
    }
    expect((await callRoute(GET)).status).toBe(401);
  });

  it("says null for hours never set (open around the clock), and [] for a studio closed every day", async () => {
    const { owner } = await makeStudio();
    expect((await callRoute(GET, { token: owner.token })).body.studio.businessHours).toBeNull();
    expect((await patch(owner.token, { businessHours: [] })).body.studio.businessHours).toEqual([]);
  });
});

describe("PATCH /api/studio", () => {
  it("changes name, time zone, currency, week start, hours and contact details; blanks clear a contact field", async () => {
    const { studio, owner } = await makeStudio();
    const hours = [
      { weekday: 6, opens: "10:00", closes: "18:00" },
      { weekday: 1, opens: "12:00", closes: "24:00" },
    ];
    const response = await patch(owner.token, {
      name: "  Rumba Room ",
      timeZone: "europe/london",
      currency: "GBP",
      weekStartsOn: 1,
      businessHours: hours,
      contact: {
        address: "1 Dance Street\nLondon",
        phone: "+44 20 7946 0958",
        email: "Hello@Rumba.example.com",
        website: "rumba.example.com",
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.studio).toMatchObject({
      name: "Rumba Room",
      timeZone: "Europe/London",
      currency: "GBP",
      weekStartsOn: 1,
      businessHours: [
        { weekday: 1, opens: "12:00", closes: "24:00" },
        { weekday: 6, opens: "10:00", closes: "18:00" },
      ],
      contact: {
        address: "1 Dance Street\nLondon",
        phone: "+44 20 7946 0958",
        email: "Hello@Rumba.example.com",
        website: "https://rumba.example.com",
      },
    });
    const row = await studioRow(studio.id);
    expect(row.businessHours).toEqual({
      "0": null,
      "1": { open: "12:00", close: "24:00" },
      "2": null,
      "3": null,
      "4": null,
      "5": null,
      "6": { open: "10:00", close: "18:00" },
    });

    const cleared = await patch(owner.token, { contact: { website: "", phone: null } });
    expect(cleared.body.studio.contact).toEqual({
      address: "1 Dance Street\nLondon",
      phone: null,
      email: "Hello@Rumba.example.com",
      website: null,
    });
  });

  it("is for owners only", async () => {
    const { studio } = await makeStudio();
    for (const role of ["instructor", "student"] as const) {
      const member = await makeMember(studio.id, role);
      expect((await patch(member.token, { name: "Mine now" })).status, role).toBe(403);
    }
    expect((await callRoute(PATCH, { method: "PATCH", body: { name: "x" } })).status).toBe(401);
    expect((await studioRow(studio.id)).name).not.toBe("Mine now");
  });

  it("refuses an unknown time zone, closing before opening, a repeated weekday and an odd week start, naming the field", async () => {
    const { studio, owner } = await makeStudio();
    const cases: [unknown, string, string][] = [
      [{ timeZone: "Mars/Olympus_Mons" }, "timeZone", "Choose a time zone from the list, e.g. America/New_York."],
      [{ timeZone: "+05:00" }, "timeZone", "Choose a time zone from the list, e.g. America/New_York."],
      [
        { businessHours: [{ weekday: 2, opens: "22:00", closes: "12:00" }] },
        "businessHours.0.closes",
        "Closing time must be after opening time.",
      ],
      [{ businessHours: [{ weekday: 2, opens: "9am", closes: "17:00" }] }, "businessHours.0.opens", "Use a time like 09:00."],
      [
        {
          businessHours: [
            { weekday: 2, opens: "09:00", closes: "17:00" },
            { weekday: 2, opens: "18:00", closes: "20:00" },
          ],
        },
        "businessHours.1.weekday",
        "Give each weekday once.",
      ],
      [{ weekStartsOn: 3 }, "weekStartsOn", "Choose Sunday, Monday or Saturday."],
      [{ currency: "XYZ" }, "currency", "Choose one of the listed currencies."],
      [{ locale: "de-DE" }, "locale", "Choose one of the listed date and time formats."],
      [{ name: "   " }, "name", "Give your studio a name."],
      [{ contact: { email: "not an address" } }, "contact.email", "Enter an e-mail address like hello@yourstudio.com."],
      [{ contact: { website: "not a website" } }, "contact.website", "Enter a web address like yourstudio.com."],
    ];
    for (const [body, field, message] of cases) {
      const response = await patch(owner.token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.fields[field], JSON.stringify(body)).toBe(message);
    }
    expect(await studioRow(studio.id)).toMatchObject({ timeZone: "America/New_York", weekStart: 0, businessHours: null });
  });

  it("changes the currency until money is recorded, then answers 409 on the currency field", async () => {
    const { studio, owner } = await makeStudio();
    expect((await patch(owner.token, { currency: "EUR" })).body.studio).toMatchObject({ currency: "EUR", currencyLocked: false });
    const student = await makeStudent(studio.id);
    const db = await getDb();
    await db.insert(ledgerEntries).values([
      { studioId: studio.id, studentId: student.id, kind: "charge", amountCents: 2500, description: "Group Class" },
      { studioId: studio.id, studentId: student.id, kind: "payment", amountCents: 2500, method: "cash", description: "Payment" },
    ]);
    const refused = await patch(owner.token, { currency: "USD" });
    expect(refused.status).toBe(409);
    expect(refused.body.error.fields.currency).toBe("2 payments and charges are already recorded in EUR, so the currency can't change.");
    expect((await studioRow(studio.id)).currency).toBe("EUR");
    // Sending the same currency (a form that saves every field) is not a change.
    const same = await patch(owner.token, { currency: "EUR", name: "Still EUR" });
    expect(same.status).toBe(200);
    expect(same.body.studio).toMatchObject({ name: "Still EUR", currencyLocked: true });
  });

  it("keeps lessons at their instants when the time zone changes", async () => {
    const s = await makeScheduleStudio();
    const startsAt = new Date(Date.now() + 3 * 86_400_000);
    startsAt.setUTCHours(14, 0, 0, 0);
    const event = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt });
    expect((await patch(s.owner.token, { timeZone: "America/Chicago" })).status).toBe(200);
    const from = new Date(startsAt.getTime() - 86_400_000).toISOString();
    const to = new Date(startsAt.getTime() + 86_400_000).toISOString();
    const listed = await callRoute(listEvents, { token: s.owner.token, path: `/api/events?from=${from}&to=${to}` });
    expect(listed.body.events.find((item: { id: string }) => item.id === event.id).startsAt).toBe(startsAt.toISOString());
  });

  it("offers payment at booking only when the studio takes payments on its own Stripe account", async () => {
    const { studio, owner } = await makeStudio();
    const refusal = /Connect Stripe to take payments online/;
    setStripeSettingsForTests(null);
    const refused = await patch(owner.token, { paymentAtBooking: "checkout" });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields.paymentAtBooking).toMatch(refusal);
    // Stripe on this server is not enough: the studio's own account must take charges.
    setStripeSettingsForTests(standInSettings("http://127.0.0.1:9"));
    const notConnected = await patch(owner.token, { paymentAtBooking: "checkout" });
    expect(notConnected.status).toBe(422);
    expect(notConnected.body.error.fields.paymentAtBooking).toMatch(refusal);
    await connectStudio(await getDb(), studio.id);
    expect((await patch(owner.token, { paymentAtBooking: "checkout" })).body.studio.paymentAtBooking).toBe("checkout");
    expect((await patch(owner.token, { paymentAtBooking: "account" })).body.studio.paymentAtBooking).toBe("account");
  });

  it("takes a brand colour on Premium only, and only one white text can be read on", async () => {
    const pro = await makeStudio({ plan: "pro" });
    const refused = await patch(pro.owner.token, { branding: { color: "#1f5f8b" } });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: "plan_required", feature: "custom_branding", plan: "premium", planName: "Premium" });
    // Taking a colour away is always allowed.
    expect((await patch(pro.owner.token, { branding: { color: null } })).status).toBe(200);

    const premium = await makeStudio({ plan: "premium" });
    const pale = await patch(premium.owner.token, { branding: { color: "#777777" } });
    expect(pale.status).toBe(422);
    expect(pale.body.error.fields["branding.color"]).toBe(
      "This colour has a contrast of 4.4:1 with white text; choose a darker one (at least 4.5:1).",
    );
    const ok = await patch(premium.owner.token, { branding: { color: "#767676" } });
    expect(ok.status).toBe(200);
    expect(ok.body.studio.branding).toEqual({ color: "#767676", logoUrl: null });
    expect((await patch(premium.owner.token, { branding: { color: "nope" } })).body.error.fields["branding.color"]).toBe(
      "Use a colour like #7a1f4b.",
    );
  });

  it("puts the contact details on receipts, leaving out the empty ones", async () => {
    const { studio, owner } = await makeStudio();
    await patch(owner.token, {
      contact: { address: "1 Dance Street\nLondon", email: "hello@rumba.example.com", phone: "", website: null },
    });
    const student = await makeStudent(studio.id);
    const db = await getDb();
    const [payment] = await db
      .insert(ledgerEntries)
      .values({ studioId: studio.id, studentId: student.id, kind: "payment", amountCents: 2500, method: "cash", description: "Payment" })
      .returning();
    const response = await callRoute(receipt, { token: owner.token, params: { id: payment.id } });
    expect(response.status).toBe(200);
    expect(response.body.studio.contact).toEqual(["1 Dance Street\nLondon", "hello@rumba.example.com"]);
  });
});
