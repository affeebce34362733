import { expect, test, type APIRequestContext } from "@playwright/test";
import { signUpViaApi } from "./support/login";

// The money flow over the real server's JSON API, in a studio of its own (sign-up) so its policies
// and students never meet other specs'. The Payments screens drive the same calls.
async function post(request: APIRequestContext, url: string, data: unknown, status = 201) {
  const response = await request.post(url, { data });
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
}

function inHours(hours: number): string {
  return new Date(Math.ceil((Date.now() + hours * 3600_000) / 900_000) * 900_000).toISOString();
}

test("owner sells a package, a booking uses a unit, a late cancel is charged per policy, a payment is recorded and refunded", async ({
  page,
}) => {
  const request = page.request;
  await signUpViaApi(page);
  const { service } = await post(request, "/api/services", {
    name: "Group Class",
    kind: "group",
    durationMinutes: 60,
    priceCents: 2_500,
    defaultCapacity: 20,
  });
  const { student } = await post(request, "/api/students", { name: "Penny Promenade" });
  const { instructor } = await post(request, "/api/instructors", { name: "Ivan Instructor" });
  const { package: pkg } = await post(request, "/api/packages", {
    name: "5 Group Classes",
    units: 5,
    priceCents: 11_000,
    validDays: 90,
    serviceIds: [service.id],
  });
  expect((await request.patch("/api/studio/policies", { data: { lateCancelPolicy: "fee", lateCancelFeeCents: 1_500 } })).status()).toBe(
    200,
  );

  const sale = await post(request, `/api/students/${student.id}/packages`, {
    packageId: pkg.id,
    payment: { method: "card", amountCents: 11_000 },
  });
  expect(sale.studentPackage.unitsLeft).toBe(5);

  const later = await post(request, "/api/events", {
    serviceId: service.id,
    instructorId: instructor.id,
    startsAt: inHours(72),
    endsAt: inHours(73),
  });
  const booked = await post(request, `/api/events/${later.event.id}/bookings`, { studentId: student.id });
  expect(booked.money).toMatchObject({ kind: "unit", packageName: "5 Group Classes", unitsLeft: 4 });
  let account = await (await request.get(`/api/students/${student.id}/account`)).json();
  expect(account.packages[0].unitsLeft).toBe(4);

  // Inside the 24-hour window: a late cancel gives the unit back and charges the $15 fee.
  const soon = await post(request, "/api/events", {
    serviceId: service.id,
    instructorId: instructor.id,
    startsAt: inHours(3),
    endsAt: inHours(4),
  });
  const soonBooking = await post(request, `/api/events/${soon.event.id}/bookings`, { studentId: student.id });
  const cancelled = await (await request.delete(`/api/bookings/${soonBooking.booking.id}`)).json();
  expect(cancelled.booking.status).toBe("late_cancel");
  account = await (await request.get(`/api/students/${student.id}/account`)).json();
  expect(account.packages[0].unitsLeft).toBe(4);
  expect(account.balanceCents).toBe(1_500);
  const fee = account.entries.find((entry: { description: string }) => entry.description.startsWith("Late-cancel fee"));
  expect(fee).toMatchObject({ kind: "charge", amountCents: 1_500 });

  const { payment } = await post(request, "/api/payments", { studentId: student.id, amountCents: 1_500, method: "cash" });
  const tooMuch = await request.post(`/api/payments/${payment.id}/refunds`, { data: { amountCents: 2_000 } });
  expect(tooMuch.status()).toBe(422);
  expect((await tooMuch.json()).error.message).toBe("You can refund at most $15.00 of this payment.");
  await post(request, `/api/payments/${payment.id}/refunds`, { amountCents: 500 });
  const receipt = await (await request.get(`/api/payments/${payment.id}`)).json();
  expect(receipt).toMatchObject({ refundedCents: 500, refundableCents: 1_000 });
  account = await (await request.get(`/api/students/${student.id}/account`)).json();
  expect(account.balanceCents).toBe(500);

  const csv = await request.get("/api/payments/export");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain("Penny Promenade");
});
