import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { giftCertificates, packages, studioPublicPages, studios } from "@/lib/db/schema";
import { assertNotGuessing, noteWrongCode } from "./code-guesses";
import { giftStatus, studioDay } from "./gift-certificates";
import { formatGiftCode, normalizeGiftCode } from "./gift-codes";
import { giftValueText } from "./gift-notices";

/**
 * The printable certificate: its id and its code must both match (the e-mail's link carries both);
 * a wrong code counts as a wrong guess from the address, like at the desk. Null when nothing matches.
 */
export async function printableGift(db: Db, id: string, typedCode: string, address: string) {
  await assertNotGuessing(db, address);
  const [row] = await db
    .select({
      gift: giftCertificates,
      packageName: packages.name,
      studioName: studios.name,
      locale: studios.locale,
      slug: studioPublicPages.slug,
    })
    .from(giftCertificates)
    .innerJoin(studios, eq(studios.id, giftCertificates.studioId))
    .leftJoin(packages, and(eq(packages.studioId, giftCertificates.studioId), eq(packages.id, giftCertificates.packageId)))
    .leftJoin(studioPublicPages, and(eq(studioPublicPages.studioId, giftCertificates.studioId), eq(studioPublicPages.enabled, true)))
    .where(and(eq(giftCertificates.id, id), eq(giftCertificates.code, normalizeGiftCode(typedCode))));
  if (!row) {
    await noteWrongCode(db, address);
    return null;
  }
  const { today, currency } = await studioDay(db, row.gift.studioId);
  return {
    studioName: row.studioName,
    locale: row.locale,
    slug: row.slug,
    code: formatGiftCode(row.gift.code),
    value: giftValueText({ ...row.gift, packageName: row.packageName }, currency),
    buyerName: row.gift.buyerName,
    recipientName: row.gift.recipientName,
    message: row.gift.message,
    expiresOn: row.gift.expiresOn,
    status: giftStatus(row.gift, today),
  };
}
