import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { enqueueMessages, type NewMessage } from "./enqueue";
import { autopayUpcomingMessage, cardExpiringMessage } from "./messages/autopay";
import { loadStudioContext, type StudioContext } from "./studio-context";

/** The most a studio may tell ahead (studios.autopay_notice_days is 0–14): bounds the scan's range. */
export const MAX_AUTOPAY_NOTICE_DAYS = 14;
/** A card is checked against the student's next charge when that charge is this close. */
export const CARD_EXPIRY_LOOKAHEAD_DAYS = 30;
/** Items marked per scan: the next minute takes the rest. */
const BATCH = 500;

type StudioOf = (id: string) => Promise<StudioContext>;

/**
 * The card autopay charges for a payment due on `dueOn` (lib/autopay/charge-card.ts decides the
 * same way): on the studio's current Stripe account while it takes charges, the student's newest
 * card still valid in the due month, else their newest (none: the amount goes on their account).
 * `studio`, `student` and `dueOn` are SQL expressions.
 */
const autopayCard = (studio: SQL, student: SQL, dueOn: SQL) =>
  sql`(select sc.id, sc.brand, sc.last4, sc.exp_month, sc.exp_year from saved_cards sc
    join payments_accounts a on a.studio_id = sc.studio_id and a.account_id = sc.account_id
      and a.disconnected_at is null and a.charges_enabled
    where sc.studio_id = ${studio} and sc.student_id = ${student}
    order by make_date(sc.exp_year, sc.exp_month, 1) >= date_trunc('month', ${dueOn})::date desc, sc.created_at desc, sc.id desc
    limit 1)`;

type UpcomingRow = {
  id: string;
  studioId: string;
  description: string;
  amountCents: number;
  dueOn: string;
  userId: string | null;
  name: string;
  email: string | null;
  active: boolean;
  brand: string | null;
  last4: string | null;
};

/**
 * Tells students of an automatic payment `studios.autopay_notice_days` days before its due day (the
 * studio's local day; 0: never), once per item: the items are claimed and stamped `notice_sent_at`
 * in the transaction that queues their e-mails, rows another process holds are skipped, and the
 * stamp is re-checked under the lock. An item already being tried (its charge time passed) is
 * not told. Read through the run's index on `next_attempt_at`, at most 15 days ahead.
 */
export async function scanUpcomingCharges(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    // Read through the transaction: it may hold the embedded database's only connection.
    const studios = new Map<string, Promise<StudioContext>>();
    const studioOf = (id: string) => studios.get(id) ?? studios.set(id, loadStudioContext(tx, id, now)).get(id)!;
    const at = now.toISOString();
    const rows = await queryRows<UpcomingRow>(
      tx,
      sql`with due as (
          select i.studio_id, i.id from payment_items i join studios s on s.id = i.studio_id
          where i.status = 'scheduled' and i.notice_sent_at is null and i.due_on is not null
            and i.next_attempt_at > ${at}::timestamptz
            and i.next_attempt_at <= ${at}::timestamptz + make_interval(days => ${MAX_AUTOPAY_NOTICE_DAYS + 1})
            and s.autopay_notice_days > 0
            and i.due_on <= (${at}::timestamptz at time zone s.time_zone)::date + s.autopay_notice_days
          order by i.next_attempt_at limit ${BATCH}
          for update of i skip locked
        ),
        told as (
          update payment_items p set notice_sent_at = ${at}::timestamptz
          from due where p.studio_id = due.studio_id and p.id = due.id and p.notice_sent_at is null
          returning p.id, p.studio_id, p.student_id, p.description, p.amount_cents, p.due_on
        )
        select t.id, t.studio_id as "studioId", t.description, t.amount_cents as "amountCents",
          to_char(t.due_on, 'YYYY-MM-DD') as "dueOn", p.user_id as "userId", p.name, coalesce(u.email, p.email) as email,
          p.active, c.brand, c.last4
        from told t join students p on p.studio_id = t.studio_id and p.id = t.student_id
        left join users u on u.id = p.user_id
        left join lateral ${autopayCard(sql`t.studio_id`, sql`t.student_id`, sql`t.due_on`)} c on true`,
    );
    const messages: NewMessage[] = [];
    for (const row of rows) {
      if (!row.email || !row.active) continue;
      const to = { userId: row.userId, name: row.name, email: row.email };
      const card = row.brand && row.last4 ? { brand: row.brand, last4: row.last4 } : null;
      const item = { id: row.id, description: row.description, amountCents: Number(row.amountCents), dueOn: row.dueOn, card };
      messages.push(autopayUpcomingMessage(await studioOf(row.studioId), to, item));
    }
    return enqueueMessages(tx, messages, now);
  });
}

type ExpiringRow = {
  cardId: string;
  studioId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  description: string;
  amountCents: number;
  dueOn: string;
  userId: string | null;
  name: string;
  email: string | null;
};

/**
 * Tells a student whose autopay card runs out before their next automatic payment (within 30
 * days), and who has no other card valid then, to add a new one: once per card and expiry, by the message's dedupe key. A card is good
 * to the end of its expiry month. Starts from the charges due soon (the run's index), so it reads
 * only students with one coming.
 */
export async function scanExpiringCards(db: Db, now: Date, studioOf: StudioOf): Promise<number> {
  const at = now.toISOString();
  const rows = await queryRows<ExpiringRow>(
    db,
    sql`with soon as (
        select distinct on (i.studio_id, i.student_id) i.studio_id, i.student_id, i.due_on, i.amount_cents, i.description
        from payment_items i
        where i.status = 'scheduled' and i.due_on is not null and i.next_attempt_at > ${at}::timestamptz
          and i.next_attempt_at <= ${at}::timestamptz + make_interval(days => ${CARD_EXPIRY_LOOKAHEAD_DAYS})
        order by i.studio_id, i.student_id, i.next_attempt_at
      )
      select c.id as "cardId", n.studio_id as "studioId", c.brand, c.last4, c.exp_month as "expMonth", c.exp_year as "expYear",
        n.description, n.amount_cents as "amountCents", to_char(n.due_on, 'YYYY-MM-DD') as "dueOn",
        p.user_id as "userId", p.name, coalesce(u.email, p.email) as email
      from soon n
      join lateral ${autopayCard(sql`n.studio_id`, sql`n.student_id`, sql`n.due_on`)} c on true
      join students p on p.studio_id = n.studio_id and p.id = n.student_id
      left join users u on u.id = p.user_id
      where p.active and (make_date(c.exp_year, c.exp_month, 1) + interval '1 month')::date <= n.due_on
        and not exists (select 1 from outbox_messages o where o.studio_id = n.studio_id
          and o.dedupe_key = 'card-expiring:' || c.id || ':' || c.exp_year::text || '-' || c.exp_month::text)`,
  );
  const messages: NewMessage[] = [];
  for (const row of rows) {
    if (!row.email) continue;
    const to = { userId: row.userId, name: row.name, email: row.email };
    const card = { id: row.cardId, brand: row.brand, last4: row.last4, expMonth: Number(row.expMonth), expYear: Number(row.expYear) };
    const next = { description: row.description, amountCents: Number(row.amountCents), dueOn: row.dueOn };
    messages.push(cardExpiringMessage(await studioOf(row.studioId), to, card, next));
  }
  return enqueueMessages(db, messages, now);
}
