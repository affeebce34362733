import { expect, type APIRequestContext } from "@playwright/test";
import { serviceId, uniqueName } from "./booking";

/** A lesson package of the owner's that covers Group Class, named so no other test picks it. */
export async function createGroupPackage(owner: APIRequestContext, { units = 10, priceCents = 20_000 } = {}) {
  const name = uniqueName("Group Pass");
  const created = await owner.post("/api/packages", {
    data: { name, units, priceCents, validDays: 180, serviceIds: [await serviceId(owner, "Group Class")] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { package: item } = (await created.json()) as { package: { id: string } };
  return { id: item.id, name, units, priceCents };
}
