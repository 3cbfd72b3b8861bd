import { hotelDate } from "~/lib/dates";
import { tableChangesOf } from "~/platform/db/table-changes.server";

/**
 * Reads that every page makes and staff rarely change (the site settings, the visitors' view
 * of each list), kept in memory until a table they read is written
 * (docs/decisions/026-cached-reads.md). The stamp is the tables' change counters
 * (table-changes.server.ts), taken before the read, so a write that lands during the read
 * leaves the entry stale at once; `dated` reads also turn at the hotel's midnight.
 *
 * The value is shared by every request that reads it, so it is frozen (deeply): a caller that
 * wants to change it must copy it first. Concurrent misses share one read; a failed read is
 * not kept. A database without change counters is read every time.
 */
interface CachedReadSource {
  /** Tables the read depends on. */
  tables: readonly string[];
  /** Whether the result depends on the hotel's date (adverts, tenders, vacancies). */
  dated: boolean;
}

interface Slot {
  stamp: string;
  value: Promise<unknown>;
}

const slotsByDatabase = new WeakMap<object, Map<unknown, Slot>>();

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** `read()`'s result, from memory while none of `source.tables` has been written since it was read. */
export function cachedRead<T>(db: object, key: unknown, source: CachedReadSource, read: () => Promise<T>): Promise<T> {
  const changes = tableChangesOf(db);
  if (!changes) return read();
  let slots = slotsByDatabase.get(db);
  if (!slots) slotsByDatabase.set(db, (slots = new Map()));
  const stamp = source.tables.map((t) => changes.version(t)).join(".") + (source.dated ? `@${hotelDate()}` : "");
  const slot = slots.get(key);
  if (slot?.stamp === stamp) return slot.value as Promise<T>;
  const value = read().then(deepFreeze);
  slots.set(key, { stamp, value });
  value.catch(() => {
    if (slots.get(key)?.value === value) slots.delete(key);
  });
  return value;
}
