import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { canSeeInactive } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { packageServices, packages, services } from "@/lib/db/schema";
import type { TPackageInput, TPackagePatch } from "./schemas";
import type { PackageView } from "./types";

/** What a package answer is read from. */
const PACKAGE_COLUMNS = {
  id: packages.id,
  name: packages.name,
  units: packages.units,
  priceCents: packages.priceCents,
  validDays: packages.validDays,
  active: packages.active,
  introOffer: packages.introOffer,
  saleCategory: packages.saleCategory,
};
type PackageRow = { [Key in keyof typeof PACKAGE_COLUMNS]: (typeof packages.$inferSelect)[Key] };

/** The studio's packages with the services each covers; students see only those on sale. */
export async function listPackages(db: Db, session: Session): Promise<PackageView[]> {
  // Students see what they may buy: on sale, and not an intro offer (sold on the public page to new students only).
  const forSale = and(eq(packages.active, true), eq(packages.introOffer, false));
  const where = and(eq(packages.studioId, session.studioId), canSeeInactive(session) ? undefined : forSale);
  const rows = await db.select(PACKAGE_COLUMNS).from(packages).where(where).orderBy(asc(packages.priceCents), asc(packages.name));
  const links = rows.length
    ? await db
        .select({ packageId: packageServices.packageId, serviceId: packageServices.serviceId })
        .from(packageServices)
        .where(
          inArray(
            packageServices.packageId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  return rows.map((row) =>
    toView(
      row,
      links.filter((link) => link.packageId === row.id).map((link) => link.serviceId),
    ),
  );
}

export async function getPackage(db: Db, studioId: string, id: string): Promise<PackageView> {
  const [row] = await db
    .select(PACKAGE_COLUMNS)
    .from(packages)
    .where(and(eq(packages.studioId, studioId), eq(packages.id, id)))
    .limit(1);
  if (!row) throw new AppError("not_found", "Package not found.");
  const links = await db.select({ serviceId: packageServices.serviceId }).from(packageServices).where(eq(packageServices.packageId, id));
  return toView(
    row,
    links.map((link) => link.serviceId),
  );
}

export async function createPackage(db: Db, session: Session, input: TPackageInput): Promise<PackageView> {
  await assertOwnServices(db, session.studioId, input.serviceIds);
  const id = await db.transaction(async (tx) => {
    const { serviceIds, ...values } = input;
    const [row] = await tx
      .insert(packages)
      .values({ studioId: session.studioId, ...values })
      .returning({ id: packages.id });
    await tx
      .insert(packageServices)
      .values(unique(serviceIds).map((serviceId) => ({ studioId: session.studioId, packageId: row.id, serviceId })));
    return row.id;
  });
  return getPackage(db, session.studioId, id);
}

/** Edits a package for future sales; packages already sold keep what was copied at sale. */
export async function updatePackage(db: Db, session: Session, id: string, patch: TPackagePatch): Promise<PackageView> {
  await getPackage(db, session.studioId, id);
  if (patch.serviceIds) await assertOwnServices(db, session.studioId, patch.serviceIds);
  await db.transaction(async (tx) => {
    const { serviceIds, ...values } = patch;
    if (Object.keys(values).length)
      await tx
        .update(packages)
        .set(values)
        .where(and(eq(packages.studioId, session.studioId), eq(packages.id, id)));
    if (serviceIds) {
      await tx.delete(packageServices).where(eq(packageServices.packageId, id));
      await tx
        .insert(packageServices)
        .values(unique(serviceIds).map((serviceId) => ({ studioId: session.studioId, packageId: id, serviceId })));
    }
  });
  return getPackage(db, session.studioId, id);
}

/** Composite keys would refuse another studio's service with a 500; this answers with a field message first. */
async function assertOwnServices(db: Db, studioId: string, serviceIds: string[]) {
  const wanted = unique(serviceIds);
  const found = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.studioId, studioId), inArray(services.id, wanted)));
  if (found.length !== wanted.length) {
    throw new AppError("validation", "Choose services from your studio.", {
      fields: { serviceIds: "One of these services isn't in your studio." },
    });
  }
}

function unique(ids: string[]): string[] {
  return [...new Set(ids)];
}

function toView(row: PackageRow, serviceIds: string[]): PackageView {
  return {
    id: row.id,
    name: row.name,
    units: row.units,
    priceCents: row.priceCents,
    validDays: row.validDays,
    active: row.active,
    serviceIds,
    introOffer: row.introOffer,
    saleCategory: row.saleCategory,
  };
}
