import { data, Form, Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/room-chart-stay-screen";
import roomChartCssUrl from "~/features/hotel-rooms/components/room-chart.css?url";
import paymentsCssUrl from "~/features/payments/payments.css?url";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { PlainPostNotice } from "~/components/admin/plain-post-notice";
import { ErrorList } from "~/components/forms/error-list";
import { AppError } from "~/lib/errors";
import { requireStaff } from "~/platform/auth/guards.server";
import { type ActionResult, parseForm, runFormAction, textFields } from "~/platform/forms/form-action.server";
import { parseRecordId } from "~/platform/forms/schema-fields";
import { recordsWords } from "~/platform/records/records-words";
import { MoveInputSchema } from "~/features/hotel-rooms/schema";
import { moveStay as moveToRoom } from "~/features/hotel-rooms/room-assignment.server";
import { stayDetail, type MoveChoice } from "~/features/hotel-rooms/room-chart.server";
import { chartAfter, chartStartOf } from "~/features/hotel-rooms/room-chart-links";
import { roomChartStaffWords, type RoomChartStaffKey } from "~/features/hotel-rooms/room-chart-staff-words";
import { shortDay } from "~/features/hotel-rooms/components/room-chart-view";
import { moveStay as moveAtDesk } from "~/features/reservations/front-desk.server";
import { type FrontDeskMove, frontDeskRefusal } from "~/features/reservations/front-desk-rules";
import { STAFF_STATUS_LABELS, staffStatusText } from "~/features/reservations/stay-status-labels";
import { nightsText, partyText } from "~/features/reservations/stay-text";
import { isOccupying } from "~/features/reservations/stay-statuses";
import { StayMoneyPanel } from "~/features/payments/components/stay-money-panel";
import { isStayMoneyDone, isStayMoneyIntent, STAY_MONEY_INTENTS, stayMoneyAfter } from "~/features/payments/stay-money-links";
import { runStayMoneyIntent, stayMoney, stayMoneyNotice } from "~/features/payments/stay-money.server";

const say = (key: RoomChartStaffKey, values?: Record<string, string | number>) => roomChartStaffWords.t("en", key, values);

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: roomChartCssUrl },
  { rel: "stylesheet", href: paymentsCssUrl },
];

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.detail.stay.reference ?? "Stay"} · Room chart · Back-office` }, { name: "robots", content: "noindex" }];

/** The intents this page's forms post: a move to another room, and the desk's three moves. */
const DESK_INTENTS: Readonly<Record<string, FrontDeskMove>> = { "check-in": "checkIn", "check-out": "checkOut", "no-show": "noShow" };
const MOVE_ROOM_INTENT = "move-room";

function stayIdOf(params: { id?: string }): number {
  const id = parseRecordId(params.id);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = stayIdOf(params);
  const url = new URL(request.url);
  const start = chartStartOf(url.searchParams.get("start"));
  const done = url.searchParams.get("done");
  try {
    const [detail, money, moneyNotice] = await Promise.all([
      stayDetail(context.db, id),
      stayMoney(context.db, id),
      isStayMoneyDone(done) ? stayMoneyNotice(context.db, id, done, parseRecordId(url.searchParams.get("line"))) : null,
    ]);
    // The money forms start blank again after each redirect back here (a kept amount could be recorded twice).
    return { detail, start, money, moneyNotice, moneyResetKey: `${url.search}|${money.ledger.lines.length}|${money.ledger.depositDue}` };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * A move from the stay's page, as a plain form: done, back to the chart at the same two weeks
 * with what was done (post/redirect/get); refused (room taken, status changed meanwhile: 409),
 * the page says why, with the stay as it is now. The Money section's forms (a desk payment, a
 * refund paid back, the deposit changed) come back to this page, at that section.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const id = stayIdOf(params);
  const fields = textFields(await request.formData());
  const start = chartStartOf(fields.start);
  // A refund's form answers under its own line's name, so its messages show beside its fields alone.
  const answerAs = fields.intent === STAY_MONEY_INTENTS.refundPaid ? `${fields.intent}:${fields.refund ?? ""}` : fields.intent;
  return runFormAction(answerAs, async () => {
    if (isStayMoneyIntent(fields.intent)) {
      const { done, lineId } = await runStayMoneyIntent(context.db, id, fields.intent, fields, viewer);
      throw redirect(stayMoneyAfter(id, start, done, lineId));
    }
    if (fields.intent === MOVE_ROOM_INTENT) {
      const input = parseForm(MoveInputSchema, fields);
      await moveToRoom(context.db, id, input, viewer);
      throw redirect(chartAfter(start, "move", id, input.to));
    }
    const move = fields.intent ? DESK_INTENTS[fields.intent] : undefined;
    if (!move) throw new AppError("validation", recordsWords.msg("unknownFormAction"));
    await moveAtDesk(context.db, id, move, viewer);
    throw redirect(chartAfter(start, move, id));
  }, { sent: isStayMoneyIntent(fields.intent) ? typedMoneyFields(fields) : undefined });
}

/** A Money form's typed fields, handed back with a refusal (never the hidden ones). */
function typedMoneyFields(fields: Record<string, string>): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const name of ["method", "amount", "currency", "note", "reason"]) if (fields[name] !== undefined) typed[name] = fields[name];
  return typed;
}

/** One button's form: the intent, the two weeks to come back to. */
function DeskForm({ intent, start, label, className }: { intent: string; start: string; label: string; className: string }) {
  return (
    <Form method="post" className="inline-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="start" value={start} />
      <button type="submit" className={className}>
        {label}
      </button>
    </Form>
  );
}

/** The rooms a stretch may move to, by type: the booked type first, then upgrades and the others. */
function MoveOptions({ choices, bookedTypeId }: { choices: MoveChoice[]; bookedTypeId: number | null }) {
  const types = [...new Map(choices.map((room) => [room.typeId, room])).values()].sort((a, b) => Number(b.typeId === bookedTypeId) - Number(a.typeId === bookedTypeId));
  return types.map((type) => (
    <optgroup key={type.typeId} label={say(type.typeId === bookedTypeId ? "optionBooked" : type.upgrade ? "optionUpgrade" : "optionOther", { type: type.typeName })}>
      {choices
        .filter((room) => room.typeId === type.typeId)
        .map((room) => (
          <option key={room.id} value={room.id}>
            {say("optionRoom", { number: room.number, floor: room.floor === null ? "none" : String(room.floor) })}
          </option>
        ))}
    </optgroup>
  ));
}

export default function RoomChartStayScreen({ loaderData }: Route.ComponentProps) {
  const { detail, start, money, moneyNotice, moneyResetKey } = loaderData;
  const { stay, rooms, moveChoices, today, channel, agency } = detail;
  const answer = useActionData<ActionResult>();
  // The Money section shows its own forms' answers; the page's notice the others'.
  const moneyAnswer = answer?.intent?.split(":")[0];
  const moneyResult = isStayMoneyIntent(moneyAnswer) ? answer : undefined;
  const result = moneyResult ? undefined : answer;
  const back = `/room-chart?start=${start}`;
  const can = (move: FrontDeskMove) => frontDeskRefusal(move, stay, today) === null;
  const early = stay.departure > today;
  const moveError = result && !result.ok ? result.errors?.to?.[0] : undefined;
  const deskMoves =
    stay.status === "confirmed" ? (
      can("checkIn") || can("noShow") ? (
        <>
          {can("checkIn") ? <DeskForm intent="check-in" start={start} label={say("checkInButton", { guest: stay.name })} className="btn btn-teal" /> : null}
          {can("noShow") ? (
            <details className="chart-confirm">
              <summary>{say("noShowSummary")}</summary>
              <p>{say("noShowExplained", { guest: stay.name })}</p>
              <DeskForm intent="no-show" start={start} label={say("noShowConfirm", { reference: stay.reference })} className="btn btn-ghost" />
            </details>
          ) : null}
        </>
      ) : (
        <p className="form-hint">{say("checkInOpens", { arrival: shortDay(stay.arrival) })}</p>
      )
    ) : stay.status === "checked_in" ? (
      early ? (
        <details className="chart-confirm">
          <summary>{say("earlySummary")}</summary>
          <p>{say("earlyExplained", { guest: stay.name, departure: shortDay(stay.departure) })}</p>
          <DeskForm intent="check-out" start={start} label={say("earlyConfirm", { guest: stay.name })} className="btn btn-teal" />
        </details>
      ) : (
        <DeskForm intent="check-out" start={start} label={say("checkOutButton", { guest: stay.name })} className="btn btn-teal" />
      )
    ) : (
      <p className="form-hint">{say("noDeskAction", { status: staffStatusText(stay.status) })}</p>
    );

  return (
    <div className="admin-page chart-stay-page">
      <p className="chart-back">
        <Link to={back}>
          <span aria-hidden="true">← </span>
          {say("backToChart")}
        </Link>
      </p>
      <header className="admin-page-header chart-stay-header">
        <h1>{stay.name}</h1>
        <p className="chart-stay-tags">
          <span className="reservation-ref">{stay.reference}</span>
          <span className={`chart-status chart-status-${stay.status.replace(/_/g, "-")}`}>{STAFF_STATUS_LABELS[stay.status]}</span>
          {agency ? <span className="chart-status chart-status-agency">{channel}</span> : null}
        </p>
      </header>
      <PlainPostNotice result={result} />
      <div className="chart-stay-layout">
        <section className="chart-stay-facts" aria-labelledby="stay-facts-title">
          <h2 id="stay-facts-title" className="admin-section-title">
            {say("stayFacts")}
          </h2>
          <dl>
            <div>
              <dt>{say("factReference")}</dt>
              <dd>{stay.reference}</dd>
            </div>
            <div>
              <dt>{say("factGuest")}</dt>
              <dd>{stay.name}</dd>
            </div>
            <div>
              <dt>{say("factStay")}</dt>
              <dd>
                {say("stayDates", { arrival: shortDay(stay.arrival), departure: shortDay(stay.departure) })} ({nightsText(stay.nights)})
              </dd>
            </div>
            <div>
              <dt>{say("factStatus")}</dt>
              <dd>{STAFF_STATUS_LABELS[stay.status]}</dd>
            </div>
            <div>
              <dt>{say("factRooms")}</dt>
              <dd>
                {rooms.length === 0 ? (
                  say("noRoom")
                ) : rooms.length === 1 ? (
                  say("roomStretch", { number: rooms[0]!.number, type: rooms[0]!.roomTypeName, from: shortDay(rooms[0]!.from), to: shortDay(rooms[0]!.to) })
                ) : (
                  <ul className="chart-stay-rooms">
                    {rooms.map((room) => (
                      <li key={`${room.roomId}-${room.from}`}>{say("roomStretch", { number: room.number, type: room.roomTypeName, from: shortDay(room.from), to: shortDay(room.to) })}</li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
            <div>
              <dt>{say("factRoomType")}</dt>
              <dd>
                {stay.rooms} × {stay.roomName}
              </dd>
            </div>
            <div>
              <dt>{say("factChannel")}</dt>
              <dd>{agency ? channel : say("channelDirect")}</dd>
            </div>
            <div>
              <dt>{say("factParty")}</dt>
              <dd>{partyText(stay.adults, stay.children)}</dd>
            </div>
            {stay.phone ? (
              <div>
                <dt>{say("factPhone")}</dt>
                <dd>
                  <a href={`tel:${stay.phone.replace(/[^\d+]/g, "")}`}>{stay.phone}</a>
                </dd>
              </div>
            ) : null}
            {stay.email ? (
              <div>
                <dt>{say("factEmail")}</dt>
                <dd>
                  <a href={`mailto:${stay.email}`}>{stay.email}</a>
                </dd>
              </div>
            ) : null}
            {stay.specialRequests ? (
              <div className="chart-stay-wide">
                <dt>{say("factRequests")}</dt>
                <dd>{stay.specialRequests}</dd>
              </div>
            ) : null}
            {stay.notes ? (
              <div className="chart-stay-wide">
                <dt>{say("factNotes")}</dt>
                <dd>{stay.notes}</dd>
              </div>
            ) : null}
          </dl>
        </section>
        <div className="chart-stay-actions">
          <section className="chart-stay-box" aria-labelledby="stay-desk-title">
            <h2 id="stay-desk-title" className="admin-section-title">
              {say("deskActions")}
            </h2>
            <div className="chart-desk-moves">{deskMoves}</div>
          </section>
          <section className="chart-stay-box" aria-labelledby="stay-move-title">
            <h2 id="stay-move-title" className="admin-section-title">
              {say("moveTitle")}
            </h2>
            {!isOccupying(stay.status) || rooms.length === 0 ? (
              <p className="form-hint">{say("moveNotNow")}</p>
            ) : rooms.every((room) => room.to <= today) ? (
              <p className="form-hint">{say("moveAllSlept")}</p>
            ) : (
              <>
                <p className="form-hint">{say("moveLead")}</p>
                {rooms.map((room, index) => {
                  const choices = moveChoices[index] ?? [];
                  // Slept nights stay put: a stretch moves from tonight on, and one wholly past is not offered.
                  if (room.to <= today) return null;
                  const movesFrom = room.from > today ? room.from : today;
                  const selectId = `move-to-${room.roomId}-${room.from}`;
                  return (
                    <Form method="post" className="chart-move-form" key={`${room.roomId}-${room.from}`}>
                      <input type="hidden" name="intent" value={MOVE_ROOM_INTENT} />
                      <input type="hidden" name="start" value={start} />
                      <input type="hidden" name="from" value={room.roomId} />
                      <p className="chart-move-from">{say(movesFrom === room.from ? "moveFrom" : "moveFromTonight", { number: room.number, from: shortDay(movesFrom), to: shortDay(room.to) })}</p>
                      {choices.length === 0 ? (
                        <p className="form-hint">{say("moveNone")}</p>
                      ) : (
                        <div className="chart-move-row">
                          <div className="form-field">
                            <label className="form-label" htmlFor={selectId}>
                              {say("moveTo")}
                            </label>
                            <select id={selectId} name="to" required defaultValue="" aria-invalid={moveError ? true : undefined} aria-describedby={moveError ? `${selectId}-error` : undefined}>
                              <option value="" disabled>
                                {say("moveChoose")}
                              </option>
                              <MoveOptions choices={choices} bookedTypeId={stay.roomTypeId} />
                            </select>
                            <ErrorList id={`${selectId}-error`} errors={moveError ? [moveError] : null} />
                          </div>
                          <button type="submit" className="btn btn-primary">
                            {say("moveButton")}
                          </button>
                        </div>
                      )}
                    </Form>
                  );
                })}
              </>
            )}
          </section>
        </div>
      </div>
      <StayMoneyPanel money={money} stayStatus={stay.status} start={start} notice={answer ? null : moneyNotice} result={moneyResult} resetKey={moneyResetKey} />
    </div>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
