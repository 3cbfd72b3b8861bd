import { Hono } from "hono";
import { AppError, isAppError } from "~/lib/errors";
import { log, loggedPath } from "~/lib/log.server";
import { messages } from "~/lib/messages";
import { bars } from "~/features/bars/bars.server";
import { BarInputSchema, BarSchema } from "~/features/bars/schema";
import { boardTeam } from "~/features/board-team/board-team.server";
import { BoardMemberInputSchema, BoardMemberSchema } from "~/features/board-team/schema";
import { gallery } from "~/features/gallery/gallery.server";
import { GalleryItemInputSchema, GalleryItemSchema } from "~/features/gallery/schema";
import { managementTeam } from "~/features/management-team/management-team.server";
import { ManagerInputSchema, ManagerSchema } from "~/features/management-team/schema";
import { restaurants } from "~/features/restaurants/restaurants.server";
import { RestaurantInputSchema, RestaurantSchema } from "~/features/restaurants/schema";
import { wellness } from "~/features/wellness/wellness.server";
import { WellnessInputSchema, WellnessSchema } from "~/features/wellness/schema";
import { activities, festivals, promotions } from "~/features/offers/offers.server";
import { OfferSchema, PromotionInputSchema } from "~/features/offers/schema";
import { adverts } from "~/features/adverts/adverts.server";
import { AdvertInputSchema, AdvertSchema } from "~/features/adverts/schema";
import { eventSpaces } from "~/features/events/events.server";
import { EventSpaceInputSchema, EventSpaceSchema } from "~/features/events/schema";
import { trustedOrigin } from "~/lib/public-origin.server";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { clientClosed, CLIENT_CLOSED_STATUS } from "../request-log";
import { type ApiEnv, type ApiRegistry } from "./api-route";
import { mountAuthApi } from "./auth-api";
import { buildOpenApiDocument, renderApiDocsPage } from "./openapi";
import { mountNewsletterApi } from "./newsletter-api";
import { partners } from "~/features/partners/partners.server";
import { PartnerInputSchema, PartnerSchema } from "~/features/partners/schema";
import { mountRecordApi } from "./record-api";
import { videos } from "~/features/videos/videos.server";
import { VideoInputSchema, VideoSchema } from "~/features/videos/schema";
import { documents } from "~/features/documents/documents.server";
import { DocumentInputSchema, DocumentSchema } from "~/features/documents/schema";
import { tenders } from "~/features/tenders/tenders.server";
import { TenderInputSchema, TenderSchema } from "~/features/tenders/schema";
import { mountRoomsApi } from "./rooms-api";
import { vacancies } from "~/features/vacancies/vacancies.server";
import { VacancyInputSchema, VacancySchema } from "~/features/vacancies/schema";
import { VACANCY_FORM } from "../body-limits";
import { mountContactsApi } from "./contacts-api";
import { mountSettingsApi } from "./settings-api";
import { mountStaffApi } from "./staff-api";
import { mountEventRequestsApi } from "./event-requests-api";
import { mountOutboxApi } from "./outbox-api";
import { mountProfileApi } from "./profile-api";
import { mountVipApi } from "./vip-api";
import { mountVipReviewApi } from "./vip-review-api";
import { mountLoyaltyApi } from "./loyalty-api";

/** Turns any failure into DECISIONS §1's JSON shape; an unexpected one is logged with its stack. */
export function apiErrorResponse(error: unknown, request?: { method: string; path: string }): Response {
  if (isAppError(error)) {
    return Response.json(error.toJSON(), { status: error.status, headers: error.headers });
  }
  // A thrown Response (e.g. from a guard shared with pages) passes through unchanged.
  if (error instanceof Response) return error;
  log.error("API request failed", { ...request, error });
  return Response.json({ message: "Something went wrong on our side. Please try again." }, { status: 500 });
}

/** A Hono path such as `/rooms/:id` as a regular expression over the request path. */
function pathPattern(path: string): RegExp {
  const source = path
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}/?$`);
}

/** The JSON API, mounted at /api. Every route is declared with its schemas (see api-route.ts). */
export function createApiRouter(): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>();
  const registry: ApiRegistry = [];

  mountAuthApi(api, registry);
  mountRoomsApi(api, registry);
  mountNewsletterApi(api, registry);
  mountRecordApi(api, registry, { path: "/bar", tag: "Bars", noun: { one: "bar", many: "bars" }, store: bars, input: BarInputSchema, output: BarSchema, picture: "required" });
  mountRecordApi(api, registry, { path: "/restraunt", tag: "Restaurants", noun: { one: "restaurant", many: "restaurants" }, store: restaurants, input: RestaurantInputSchema, output: RestaurantSchema, picture: "required" });
  mountRecordApi(api, registry, { path: "/hws", tag: "Health & wellness", noun: { one: "health & wellness entry", many: "health & wellness entries" }, store: wellness, input: WellnessInputSchema, output: WellnessSchema, picture: "required" });
  mountRecordApi(api, registry, { path: "/bteam", tag: "Board team", noun: { one: "board member", many: "board members" }, store: boardTeam, input: BoardMemberInputSchema, output: BoardMemberSchema, picture: "required" });
  mountRecordApi(api, registry, { path: "/mteam", tag: "Management team", noun: { one: "management team member", many: "management team members" }, store: managementTeam, input: ManagerInputSchema, output: ManagerSchema, picture: "required" });
  mountRecordApi(api, registry, { path: "/partners", tag: "Partner logos", noun: { one: "partner logo", many: "partner logos" }, store: partners, input: PartnerInputSchema, output: PartnerSchema, picture: "required" });
  mountRecordApi(api, registry, { path: "/gallery", tag: "Gallery", noun: { one: "gallery picture", many: "gallery pictures" }, store: gallery, input: GalleryItemInputSchema, output: GalleryItemSchema, picture: "required" });
  // Contact messages and site settings (content-inbox).
  mountContactsApi(api, registry);
  mountSettingsApi(api, registry);
  mountStaffApi(api, registry);
  mountRecordApi(api, registry, { path: "/promotions", tag: "Promotions", noun: { one: "promotion", many: "promotions" }, store: promotions, input: PromotionInputSchema, output: OfferSchema, picture: "optional" });
  mountRecordApi(api, registry, { path: "/festivals", tag: "Festive offers", noun: { one: "festive offer", many: "festive offers" }, store: festivals, input: festivals.definition.input, output: OfferSchema, picture: "optional" });
  mountRecordApi(api, registry, { path: "/activities", tag: "Activities", noun: { one: "activity", many: "activities" }, store: activities, input: activities.definition.input, output: OfferSchema, picture: "optional" });
  mountRecordApi(api, registry, { path: "/adverts", tag: "Adverts", noun: { one: "advert", many: "adverts" }, store: adverts, input: AdvertInputSchema, updateInput: adverts.definition.updateInput, output: AdvertSchema, picture: "required", fileField: "media" });
  mountRecordApi(api, registry, { path: "/events", tag: "Events and conferences", noun: { one: "conference room", many: "conference rooms" }, store: eventSpaces, input: EventSpaceInputSchema, output: EventSpaceSchema, picture: "required" });
  // Records that own a file instead of a picture (platform/files).
  mountRecordApi(api, registry, { path: "/video", tag: "Videos", noun: { one: "video", many: "videos" }, store: videos, input: VideoInputSchema, output: VideoSchema, picture: "none", file: videos.definition.file });
  mountRecordApi(api, registry, { path: "/document", tag: "Documents", noun: { one: "document", many: "documents" }, store: documents, input: DocumentInputSchema, output: DocumentSchema, picture: "none", file: documents.definition.file });
  mountRecordApi(api, registry, { path: "/tender", tag: "Tenders", noun: { one: "tender", many: "tenders" }, store: tenders, input: TenderInputSchema, output: TenderSchema, picture: "none", file: tenders.definition.file });
  // Event quotation requests from /EventPlan and their staff inbox.
  mountEventRequestsApi(api, registry);
  // Vacancies: text only (JSON or a form), the description sanitised by the store.
  mountRecordApi(api, registry, { path: "/vacancies", tag: "Vacancies", noun: { one: "vacancy", many: "vacancies" }, store: vacancies, input: VacancyInputSchema, output: VacancySchema, picture: "none", textBody: VACANCY_FORM });
  // The email outbox (accounts).
  mountOutboxApi(api, registry);
  // My Profile: the caller's own name, email and password.
  mountProfileApi(api, registry);
  mountVipApi(api, registry);
  // VIP club applications: staff review (the members' own calls are in vip-api.ts).
  mountVipReviewApi(api, registry);
  // VIP club loyalty points: a member's own ledger; staff record spends and corrections.
  mountLoyaltyApi(api, registry);

  // Built per request: the title comes from the settings and the server address from the
  // request, and nothing one caller sent may shape what the next one reads.
  const getDocument = async (c: { var: ApiEnv["Variables"]; req: { raw: Request } }) =>
    buildOpenApiDocument(registry, {
      title: (await getSiteSettings(c.var.services.db)).hotelName,
      // Relative when the request's Host cannot be believed (no PUBLIC_URL, not localhost).
      serverUrl: trustedOrigin(c.req.raw, c.var.services.env) ?? "/",
    });
  api.get("/openapi.json", async (c) => c.json(await getDocument(c)));
  api.get("/docs", async (c) => {
    // The reference page is one static document with its own inline stylesheet and no script.
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'");
    return c.html(renderApiDocsPage(await getDocument(c)));
  });

  // Anything else under /api answers in JSON: 405 with Allow for a known path, else 404.
  const known = registry.map((route) => ({ method: route.method.toUpperCase(), pattern: pathPattern(route.path) }));
  api.all("*", (c) => {
    const path = new URL(c.req.url).pathname.replace(/^\/api/, "") || "/";
    const allowed = [...new Set(known.filter((route) => route.pattern.test(path)).map((route) => route.method))];
    if (allowed.length === 0) return apiErrorResponse(new AppError("not_found", messages.notFound));
    if (allowed.includes("GET")) allowed.push("HEAD");
    return apiErrorResponse(new AppError("method_not_allowed", messages.methodNotAllowed, { headers: { Allow: allowed.join(", ") } }));
  });
  api.onError((error, c) => {
    // Reading the rest of a body the client stopped sending fails: that is the client leaving
    // (the request log's 499), not a fault to log, and nobody is there to read an answer.
    if (clientClosed(c)) return new Response(null, { status: CLIENT_CLOSED_STATUS });
    return apiErrorResponse(error, { method: c.req.method, path: loggedPath(c.req.url) });
  });
  return api;
}
