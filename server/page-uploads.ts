import type { Context } from "hono";
import type { AppServices } from "~/platform/app-context";
import { getViewer } from "~/platform/auth/get-viewer.server";
import { isAdmin, isStaff, type Viewer } from "~/platform/auth/roles";
import { uploadAllowanceOf } from "~/platform/records/content-type";
import { fileFormAllowance, SETTINGS_FORM, type UploadAllowance } from "~/platform/records/upload-allowance";
import { CONTENT_TYPES } from "~/content-types";

interface PageUpload {
  allowed: (viewer: Viewer | null) => boolean;
  allowance: UploadAllowance;
}

/**
 * Pages whose forms may send more than the small body limit, with who may send it: every
 * content type's screen, as its declaration says (its picture or file, or a long text), and
 * the two forms that are not a content type's. Every other page post gets the small limit.
 */
const PAGE_UPLOADS = new Map<string, PageUpload>([
  ...CONTENT_TYPES.flatMap((type): [string, PageUpload][] => {
    const allowance = uploadAllowanceOf(type);
    if (!type.screen || !allowance) return [];
    return [[type.screen.path, { allowed: type.access?.write === "admin" ? isAdmin : isStaff, allowance }]];
  }),
  // No file, but two long legal texts.
  ["/settings", { allowed: isAdmin, allowance: SETTINGS_FORM }],
  // The event quotation wizard: any visitor may attach one file (throttled per address).
  ["/EventPlan", { allowed: () => true, allowance: fileFormAllowance("event-attachment", "eventFile") }],
]);

/** Pages with an id in their address: a vacancy's page takes any visitor's CV (throttled per address). */
const PAGE_UPLOAD_PATTERNS: readonly [RegExp, PageUpload][] = [
  [/^\/career\/\d+$/, { allowed: () => true, allowance: fileFormAllowance("cv", "cv") }],
];

function pageUploadAt(path: string): PageUpload | undefined {
  return PAGE_UPLOADS.get(path) ?? PAGE_UPLOAD_PATTERNS.find(([pattern]) => pattern.test(path))?.[1];
}

/** The upload allowance of this page post, once the login shows the visitor may upload there. */
export async function pageUploadAllowance(c: Context<{ Variables: { services: AppServices } }>): Promise<UploadAllowance | null> {
  // Fetcher posts go to `/room.data`; the page is the same.
  // A Chichewa page (`/ny/…`) takes what its English twin takes.
  const path = new URL(c.req.url).pathname.replace(/\.data$/, "").replace(/\/+$/, "").replace(/^\/ny(?=\/)/, "") || "/";
  const upload = pageUploadAt(path);
  if (!upload) return null;
  const viewer = await getViewer(c.req.raw, c.var.services);
  return upload.allowed(viewer) ? upload.allowance : null;
}
