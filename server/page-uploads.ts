import type { Context } from "hono";
import type { AppServices } from "~/platform/app-context";
import { getViewer } from "~/platform/auth/get-viewer.server";
import { isAdmin, isStaff } from "~/platform/auth/roles";
import { fileFormAllowance, IMAGE_FORM, SETTINGS_FORM, type UploadAllowance, VACANCY_FORM } from "./body-limits";

/**
 * Pages whose forms carry files, with who may send them. Every other page post gets the
 * small body limit. A back-office screen with an upload form adds its line here.
 */
const PAGE_UPLOADS: Record<string, { allowed: (viewer: Awaited<ReturnType<typeof getViewer>>) => boolean; allowance: UploadAllowance }> = {
  "/room": { allowed: isStaff, allowance: IMAGE_FORM },
  "/Bar": { allowed: isStaff, allowance: IMAGE_FORM },
  "/Restraunt": { allowed: isStaff, allowance: IMAGE_FORM },
  "/SPA": { allowed: isStaff, allowance: IMAGE_FORM },
  "/boardMembers": { allowed: isStaff, allowance: IMAGE_FORM },
  "/managementTeam": { allowed: isStaff, allowance: IMAGE_FORM },
  "/picture": { allowed: isStaff, allowance: IMAGE_FORM },
  // No file, but two long legal texts.
  "/settings": { allowed: isAdmin, allowance: SETTINGS_FORM },
  "/Promotion": { allowed: isStaff, allowance: IMAGE_FORM },
  "/Festival": { allowed: isStaff, allowance: IMAGE_FORM },
  "/Activities": { allowed: isStaff, allowance: IMAGE_FORM },
  "/advert": { allowed: isStaff, allowance: { ...IMAGE_FORM, field: "media" } },
  "/conference": { allowed: isStaff, allowance: IMAGE_FORM },
  "/virtual": { allowed: isStaff, allowance: fileFormAllowance("video", "video") },
  "/DocumentUp": { allowed: isStaff, allowance: fileFormAllowance("document", "document") },
  "/TenderUp": { allowed: isStaff, allowance: fileFormAllowance("tender", "document") },
  // The event quotation wizard: any visitor may attach one file (throttled per address).
  "/EventPlan": { allowed: () => true, allowance: fileFormAllowance("event-attachment", "eventFile") },
  // No file, but a long job description.
  "/vacancy": { allowed: isStaff, allowance: VACANCY_FORM },
};

/** The upload allowance of this page post, once the login shows the visitor may upload there. */
export async function pageUploadAllowance(c: Context<{ Variables: { services: AppServices } }>): Promise<UploadAllowance | null> {
  // Fetcher posts go to `/room.data`; the page is the same.
  const path = new URL(c.req.url).pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  const upload = PAGE_UPLOADS[path];
  if (!upload) return null;
  const viewer = await getViewer(c.req.raw, c.var.services);
  return upload.allowed(viewer) ? upload.allowance : null;
}
