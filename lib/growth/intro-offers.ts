import "server-only";
import { and, asc, eq, exists, inArray, ne, sql } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Db, Tx } from "@/lib/db/client";
import { bookings, packageServices, packages, sales, services, studentMemberships, studentPackages, students } from "@/lib/db/schema";

/** An intro offer as the public page lists it: its price, and what its lessons cost one by one. */
export type IntroOffer = {
  id: string;
  name: string;
  units: number;
  priceCents: number;
  validDays: number;
  serviceIds: string[];
  /**
   * Its lessons at the lowest single price among the services it covers (units × that price): the
   * least they would cost one by one, so the saving shown is never more than the visitor really saves.
   */
  regularCents: number;
};

/** The studio's intro offers on sale, cheapest first. */
export async function listIntroOffers(db: Db, studioId: string): Promise<IntroOffer[]> {
  const rows = await db
    .select({ id: packages.id, name: packages.name, units: packages.units, priceCents: packages.priceCents, validDays: packages.validDays })
    .from(packages)
    .where(and(eq(packages.studioId, studioId), eq(packages.active, true), eq(packages.introOffer, true)))
    .orderBy(asc(packages.priceCents), asc(packages.name));
  if (rows.length === 0) return [];
  const links = await db
    .select({ packageId: packageServices.packageId, serviceId: services.id, priceCents: services.priceCents })
    .from(packageServices)
    .innerJoin(services, and(eq(services.studioId, packageServices.studioId), eq(services.id, packageServices.serviceId)))
    .where(
      and(
        eq(packageServices.studioId, studioId),
        inArray(
          packageServices.packageId,
          rows.map((row) => row.id),
        ),
      ),
    );
  return rows.map((row) => {
    const covered = links.filter((link) => link.packageId === row.id);
    const cheapest = covered.length ? Math.min(...covered.map((link) => link.priceCents)) : 0;
    return { ...row, serviceIds: covered.map((link) => link.serviceId), regularCents: cheapest * row.units };
  });
}

/** One intro offer on sale, or 404 naming the field (the visitor's page may be out of date). */
export async function findIntroOffer(db: Db, studioId: string, packageId: string): Promise<IntroOffer> {
  const offer = (await listIntroOffers(db, studioId)).find((item) => item.id === packageId);
  if (!offer)
    throw new AppError("not_found", "This offer isn't available any more. Reload the page to see the studio's offers.", {
      fields: { packageId: "Choose one of the offers on the page." },
    });
  return offer;
}

const NOT_NEW_MESSAGE =
  "This offer is for new students, and this e-mail address already has lessons or purchases at the studio. Sign in to book, or contact the studio.";

/**
 * Whether the address is already the studio's customer: a student with it who has a lesson (booked,
 * taken or held — a cancelled booking alone doesn't count), a package, a membership or a sale.
 */
async function isExistingCustomer(db: Db | Tx, studioId: string, email: string): Promise<boolean> {
  const withAddress = and(eq(students.studioId, studioId), sql`lower(${students.email}) = ${email.toLowerCase()}`);
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        withAddress,
        sql`(${exists(
          db
            .select({ one: sql`1` })
            .from(bookings)
            .where(and(eq(bookings.studioId, studioId), eq(bookings.studentId, students.id), ne(bookings.status, "cancelled"))),
        )} or ${exists(
          db
            .select({ one: sql`1` })
            .from(studentPackages)
            .where(and(eq(studentPackages.studioId, studioId), eq(studentPackages.studentId, students.id))),
        )} or ${exists(
          db
            .select({ one: sql`1` })
            .from(studentMemberships)
            .where(and(eq(studentMemberships.studioId, studioId), eq(studentMemberships.studentId, students.id))),
        )} or ${exists(
          db
            .select({ one: sql`1` })
            .from(sales)
            .where(and(eq(sales.studioId, studioId), eq(sales.studentId, students.id))),
        )})`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Refuses, before any payment, an address that is already the studio's customer. */
export async function assertNewCustomer(db: Db, studioId: string, email: string): Promise<void> {
  if (await isExistingCustomer(db, studioId, email))
    throw new AppError("conflict", NOT_NEW_MESSAGE, { fields: { email: "This address already has lessons or purchases here." } });
}
