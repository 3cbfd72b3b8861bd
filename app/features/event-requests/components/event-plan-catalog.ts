import { defineCatalog } from "~/platform/i18n/catalog";
import type { EVENT_TYPES, SERVICE_TYPES, SPACE_CONFIGURATIONS } from "~/features/event-requests/choices";
import source from "./event-plan.messages.json";

/** The event quotation page and its wizard (/EventPlan). */
export const eventPlanCatalog = defineCatalog(source);
export type EventPlanKey = Parameters<typeof eventPlanCatalog.t>[1];

/** The wizard's step titles by position (choices.ts's EVENT_PLAN_STEP_FIELDS holds each step's fields). */
export const STEP_KEYS: readonly EventPlanKey[] = ["step.profile", "step.details", "step.contact"];

/** What guests read for each stored choice (the stored values stay SPEC's). */
export const CHOICE_KEYS: {
  eventType: Record<(typeof EVENT_TYPES)[number], EventPlanKey>;
  serviceType: Record<(typeof SERVICE_TYPES)[number], EventPlanKey>;
  space: Record<(typeof SPACE_CONFIGURATIONS)[number], EventPlanKey>;
} = {
  eventType: {
    conference: "type.conference",
    seminar: "type.seminar",
    workshop: "type.workshop",
    banquet: "type.banquet",
    wedding: "type.wedding",
    cocktail: "type.cocktail",
    exhibition: "type.exhibition",
    productLaunch: "type.productLaunch",
    gala: "type.gala",
  },
  serviceType: {
    No: "service.none",
    "PA System": "service.pa",
    "Live Streaming": "service.streaming",
    "Projector and Screen": "service.projector",
    "Video Conferencing": "service.videoConferencing",
    Interpretation: "service.interpretation",
    Photography: "service.photography",
    "Decor and Flowers": "service.decor",
  },
  space: {
    conference: "space.conference",
    crescentRounds: "space.crescentRounds",
    Exhibits: "space.exhibits",
    hollowSquares: "space.hollowSquare",
    reception: "space.reception",
    rounds: "space.rounds",
    SchoolRooms: "space.schoolroom",
    theatre: "space.theatre",
  },
};
