import { Form } from "react-router";
import type { CalendarExport } from "~/features/channel-calendars/calendar-export-schema";
import { calendarExportStaffWords as words } from "~/features/channel-calendars/calendar-export-staff-words";

/** The intent of the "New address" form, for the screen that shows these addresses to route it here. */
export const CALENDAR_EXPORT_INTENT = "renew-calendar-address";

/**
 * A room type's calendar address and each of its rooms' (administrators only: the screen's loader
 * gives them to administrators alone): the full address to copy, and a plain form that renews it.
 */
export function CalendarExportAddresses({ exports }: { exports: readonly CalendarExport[] }) {
  if (exports.length === 0) return null;
  const withoutOrigin = exports.some((item) => item.url === null);
  return (
    <section className="admin-list calendar-exports" aria-labelledby="calendar-exports-title">
      <h2 id="calendar-exports-title" className="admin-section-title">{words.msg("sectionTitle")}</h2>
      <p className="form-hint">{words.msg("sectionLead")}</p>
      {withoutOrigin ? <p className="form-hint">{words.msg("noOrigin")}</p> : null}
      <ul className="calendar-export-list" role="list">
        {exports.map((item) => {
          const inputId = `calendar-export-${item.kind}-${item.id}`;
          return (
            <li key={inputId} className="calendar-export">
              <label className="form-label" htmlFor={inputId}>{item.name}</label>
              <div className="calendar-export-row">
                <input id={inputId} className="calendar-export-address" type="text" readOnly value={item.url ?? item.path} spellCheck={false} autoComplete="off" onFocus={(event) => event.currentTarget.select()} />
                <Form method="post">
                  <input type="hidden" name="intent" value={CALENDAR_EXPORT_INTENT} />
                  <input type="hidden" name="kind" value={item.kind} />
                  <input type="hidden" name="id" value={item.id} />
                  <button type="submit" className="btn btn-ghost" aria-describedby="calendar-export-renew-hint">{words.msg("renewButton")}</button>
                </Form>
              </div>
            </li>
          );
        })}
      </ul>
      <p id="calendar-export-renew-hint" className="form-hint">{words.msg("renewHint")}</p>
    </section>
  );
}
