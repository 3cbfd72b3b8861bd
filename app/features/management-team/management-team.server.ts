import { recordStoreOf } from "~/platform/records/record-store.server";
import { MANAGER_TYPE } from "~/features/management-team/manager.type";

/** The management team: its page, the back-office and `/api/mteam`. */
export const managementTeam = recordStoreOf(MANAGER_TYPE);
