import { data, redirect } from "react-router";
import type { AppServices } from "~/lib/app-context";
import { AppError } from "~/lib/errors";
import { messages } from "~/lib/messages";
import { isAdmin, isMember, isStaff, type Viewer } from "~/features/auth/roles";
import { getViewer } from "~/features/auth/get-viewer.server";

/**
 * Guards run on the server in every loader, action and API handler that needs a login.
 * The same call serves both faces: under /api it throws an AppError (401/403 JSON);
 * on a page it sends an anonymous visitor to the login page and answers 403 otherwise.
 */
function deny(request: Request, error: AppError): never {
  const url = new URL(request.url);
  if (url.pathname.startsWith("/api/")) throw error;
  if (error.code === "unauthenticated") {
    const back = url.pathname.replace(/\.data$/, "") + url.search;
    throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`);
  }
  throw data({ message: error.message }, { status: error.status });
}

export async function requireUser(request: Request, services: Pick<AppServices, "db" | "env">): Promise<Viewer> {
  const viewer = await getViewer(request, services);
  if (!viewer) deny(request, new AppError("unauthenticated", messages.loginRequired));
  return viewer;
}

export async function requireStaff(request: Request, services: Pick<AppServices, "db" | "env">): Promise<Viewer> {
  const viewer = await requireUser(request, services);
  if (!isStaff(viewer)) deny(request, new AppError("forbidden", messages.staffOnly));
  return viewer;
}

export async function requireAdmin(request: Request, services: Pick<AppServices, "db" | "env">): Promise<Viewer> {
  const viewer = await requireUser(request, services);
  if (!isAdmin(viewer)) deny(request, new AppError("forbidden", messages.adminOnly));
  return viewer;
}

/** The member area (own profile, VIP applications, loyalty points): members only, not staff and not role "none". */
export async function requireMember(request: Request, services: Pick<AppServices, "db" | "env">): Promise<Viewer> {
  const viewer = await requireUser(request, services);
  if (!isMember(viewer)) deny(request, new AppError("forbidden", messages.membersOnly));
  return viewer;
}
