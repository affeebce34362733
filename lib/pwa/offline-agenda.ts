import { clear, createStore, del, get, keys, set, update, type UseStore } from "idb-keyval";
import { ApiError } from "@/lib/api/api-fetch";
import type { Agenda } from "@/lib/scheduling/agenda";

/**
 * The instructor's agenda kept on this device (browser only, IndexedDB): the last week read online,
 * and the attendance taken while offline, waiting to be sent to POST /api/attendance/batch.
 *
 * Everything is kept per person (their user id): one device holds the agenda of the person who last
 * opened it, and a new person's agenda replaces the one before. Signing out clears it all
 * (clearOfflineAgenda, a step of clearDeviceData).
 */

/** One tap taken on the device: what the server receives, plus the names to report it by. */
export type QueuedMark = {
  clientId: string;
  bookingId: string;
  status: "attended" | "no_show" | "late_cancel";
  takenAt: string;
  studentName: string;
  lessonTitle: string;
};

export type AgendaSnapshot = { userId: string; savedAt: string; showInstructor: boolean; agenda: Agenda };

/** What the server answered for one tap. */
export type MarkResult = { clientId: string; result: "applied" | "duplicate" | "conflict"; message?: string };

/** A tap that was not saved, with why: shown to the instructor until dismissed. */
export type RefusedMark = { mark: QueuedMark; message: string };

/** After a send: the taps the server has (now or from an earlier arrival), those it refused, how many still wait. */
export type SendOutcome = { applied: QueuedMark[]; refused: RefusedMark[]; left: number };

/** Posts one batch (apiFetch in the app, a stand-in in tests); throws ApiError as apiFetch does. */
export type PostBatch = (items: Pick<QueuedMark, "clientId" | "bookingId" | "status" | "takenAt">[]) => Promise<{ results: MarkResult[] }>;

/** The most taps one request carries: the endpoint's own limit (lib/booking/schemas.ts, kept out of this bundle). */
const BATCH_SIZE = 200;

const CURRENT = "current";
const snapshotKey = (userId: string) => `snapshot:${userId}`;
const queueKey = (userId: string) => `queue:${userId}`;

const DATABASE = "promenade-offline";
let store: UseStore | undefined;
/** Opened on first use: never during the server's render, where there is no IndexedDB. */
function agendaStore(): UseStore {
  store ??= createStore(DATABASE, "agenda");
  return store;
}

/**
 * A new tap's id: a random UUID (v4). crypto.randomUUID exists only on https and localhost; a studio
 * trying the app over plain http on its own network gets the same from getRandomValues.
 */
export function newTapId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether this browser can keep anything (private modes and old browsers may not). */
export function canKeepOffline(): boolean {
  return typeof indexedDB !== "undefined";
}

/**
 * Keeps the agenda just read online as this person's, and makes them the one the offline page shows.
 * Another person's agenda kept on this device goes: a shared phone shows only the last one signed in.
 */
export async function saveAgendaSnapshot(userId: string, agenda: Agenda, showInstructor: boolean, savedAt = new Date()): Promise<void> {
  const snapshot: AgendaSnapshot = { userId, savedAt: savedAt.toISOString(), showInstructor, agenda };
  await set(snapshotKey(userId), snapshot, agendaStore());
  await set(CURRENT, userId, agendaStore());
  const others = (await keys<string>(agendaStore())).filter((key) => key.startsWith("snapshot:") && key !== snapshotKey(userId));
  for (const key of others) await del(key, agendaStore());
}

/**
 * Drops the agenda kept for anyone but the person signed in now (null: someone whose agenda isn't
 * kept, so none stays). The one before may have left without signing out: the offline page never
 * shows their agenda to the next person. Their unsent taps stay under their id, shown to no one
 * else, for when they sign in again. Opens nothing on a device that keeps nothing.
 */
export async function keepOnlyAgendaOf(userId: string | null): Promise<void> {
  if (!canKeepOffline()) return;
  if (!store && typeof indexedDB.databases === "function") {
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === DATABASE)) return;
  }
  const current = await get<string>(CURRENT, agendaStore());
  if (current === undefined || current === userId) return;
  await del(snapshotKey(current), agendaStore());
  await del(CURRENT, agendaStore());
}

/** The agenda of the person who last opened it on this device, or null. */
export async function readCurrentSnapshot(): Promise<AgendaSnapshot | null> {
  const userId = await get<string>(CURRENT, agendaStore());
  if (!userId) return null;
  return (await get<AgendaSnapshot>(snapshotKey(userId), agendaStore())) ?? null;
}

/** Adds taps to the person's queue (one IndexedDB transaction, so two tabs don't lose each other's). */
export async function queueMarks(userId: string, marks: QueuedMark[]): Promise<void> {
  await update<QueuedMark[]>(queueKey(userId), (queued = []) => [...queued, ...marks], agendaStore());
}

/** The person's taps not sent yet, oldest first. */
export async function queuedMarks(userId: string): Promise<QueuedMark[]> {
  return (await get<QueuedMark[]>(queueKey(userId), agendaStore())) ?? [];
}

/**
 * Sends the person's queued taps, oldest first, and takes each answered one off the queue. The
 * server counts a tap once (its clientId), so sending again after a lost answer is safe. Applied taps
 * are written into the kept agenda too, so it shows them offline. A tap the server refuses (a lesson
 * cancelled meanwhile, one no longer theirs) is reported, not retried. When the server can't be reached
 * or the person must sign in again, what is left stays for the next try (the error is thrown).
 */
export async function sendQueuedMarks(userId: string, post: PostBatch): Promise<SendOutcome> {
  const outcome: SendOutcome = { applied: [], refused: [], left: 0 };
  const queued = await queuedMarks(userId);
  for (let start = 0; start < queued.length; start += BATCH_SIZE) {
    const chunk = queued.slice(start, start + BATCH_SIZE);
    const answered = await sendChunk(chunk, post, outcome);
    await update<QueuedMark[]>(queueKey(userId), (left = []) => left.filter((mark) => !answered.has(mark.clientId)), agendaStore());
  }
  await markApplied(userId, outcome.applied);
  outcome.left = (await queuedMarks(userId)).length;
  return outcome;
}

/** The clientIds the server answered for. A refusal of the whole batch is narrowed down one tap at a time. */
async function sendChunk(chunk: QueuedMark[], post: PostBatch, outcome: SendOutcome): Promise<Set<string>> {
  const answered = new Set<string>();
  try {
    record(chunk, (await post(chunk.map(wire))).results, outcome, answered);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    if (chunk.length === 1) {
      outcome.refused.push({ mark: chunk[0], message: `${(error as ApiError).message} Your mark wasn't saved.` });
      answered.add(chunk[0].clientId);
    } else {
      for (const mark of chunk) for (const id of await sendChunk([mark], post, outcome)) answered.add(id);
    }
  }
  return answered;
}

function record(chunk: QueuedMark[], results: MarkResult[], outcome: SendOutcome, answered: Set<string>) {
  const byId = new Map(chunk.map((mark) => [mark.clientId, mark]));
  for (const result of results) {
    const mark = byId.get(result.clientId);
    if (!mark) continue;
    answered.add(mark.clientId);
    // A duplicate without a message was saved on its first arrival (whose answer this device missed).
    if (result.result === "conflict" || result.message)
      outcome.refused.push({ mark, message: result.message ?? "Your mark wasn't saved." });
    else outcome.applied.push(mark);
  }
}

/** A request the server read and refused as a whole (bad input, not theirs, gone): resending can't help. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && [400, 403, 404, 422].includes(error.status) && error.code !== "cross_site";
}

function wire({ clientId, bookingId, status, takenAt }: QueuedMark) {
  return { clientId, bookingId, status, takenAt };
}

/** Writes what the server applied into the kept agenda, in the order it was taken. */
async function markApplied(userId: string, applied: QueuedMark[]): Promise<void> {
  if (applied.length === 0) return;
  const snapshot = await get<AgendaSnapshot>(snapshotKey(userId), agendaStore());
  if (snapshot) await set(snapshotKey(userId), { ...snapshot, agenda: withStatuses(snapshot.agenda, applied) }, agendaStore());
}

/** The agenda with these taps' statuses on their students (the last tap on a place wins). */
export function withStatuses(agenda: Agenda, marks: Pick<QueuedMark, "bookingId" | "status">[]): Agenda {
  if (marks.length === 0) return agenda;
  const latest = new Map(marks.map((mark) => [mark.bookingId, mark.status]));
  return {
    ...agenda,
    days: agenda.days.map((day) => ({
      ...day,
      lessons: day.lessons.map((lesson) => ({
        ...lesson,
        students: lesson.students.map((student) => {
          const status = latest.get(student.bookingId);
          return status ? { ...student, status } : student;
        }),
      })),
    })),
  };
}

/**
 * Forgets everything kept here: the agendas and the taps not sent. Part of signing out. The store's
 * connection is closed after, so deleting the database (the next step of signing out) isn't held off.
 */
export async function clearOfflineAgenda(): Promise<void> {
  if (!canKeepOffline()) return;
  // Nothing opened it in this tab and no database is there: nothing to clear, nothing to create.
  if (!store && typeof indexedDB.databases === "function") {
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === DATABASE)) return;
  }
  const opened = agendaStore();
  await clear(opened);
  await opened("readonly", (objects) => objects.transaction.db.close());
  store = undefined;
}
