import { StudentSalesPanel } from "@/components/growth/sales/student-sales-panel";
import { clockOf, type Session } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { listSales } from "@/lib/growth/sales-records";
import { studioMoneySettings } from "@/lib/payments/ledger";
import { listInstructors } from "@/lib/people/instructors";

/** The student's sales with category and credit, for the owner (who may change both). */
export async function StudentSales({ session, studentId, canEdit }: { session: Session; studentId: string; canEdit: boolean }) {
  const db = await getDb();
  const [sales, people, money] = await Promise.all([
    listSales(db, session, { studentId }),
    listInstructors(db, session),
    studioMoneySettings(db, session.studioId),
  ]);
  // Former instructors stay listed only where a sale already credits them.
  const credited = new Set(sales.flatMap((sale) => sale.credits.map((credit) => credit.instructorId)));
  const instructors = people
    .filter((person) => person.active || credited.has(person.id))
    .map((person) => ({ id: person.id, name: person.name }));
  return <StudentSalesPanel sales={sales} instructors={instructors} currency={money.currency} clock={clockOf(session)} canEdit={canEdit} />;
}
