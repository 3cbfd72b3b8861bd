import type { AppLoadContext } from "react-router";
import { log } from "~/platform/runtime/log.server";

/** A page section's records, or `failed` when they could not be read. */
interface SectionData<T> {
  items: T[];
  failed: boolean;
}

/**
 * Reads one section of a public page (SPEC §4: a data section shows its data, an empty
 * message or a failure message). A database error is logged and reported as `failed`, so
 * the rest of the page, and its header and footer, still reach the visitor.
 */
export async function loadSection<T>(context: AppLoadContext, section: string, read: () => Promise<T[]>): Promise<SectionData<T>> {
  try {
    return { items: await read(), failed: false };
  } catch (error) {
    log.error("public page section could not be read", { section, error });
    // The next visitor should get the records as soon as they can be read again.
    context.keepPageUnshared?.();
    return { items: [], failed: true };
  }
}
