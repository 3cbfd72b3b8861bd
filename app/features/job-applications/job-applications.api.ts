import type { Hono } from "hono";
import { z } from "zod";
import { isStaff } from "~/platform/auth/roles";
import { languageOfRequest } from "~/platform/i18n/language";
import { clientAddress } from "~/platform/http/client-address";
import { type ApiEnv, type ApiRegistry, defineRoute } from "~/platform/http/api-route";
import { readBody, readIdParam } from "~/platform/http/request-input";
import { describeFileKind } from "~/platform/records/content-type";
import { fileFormAllowance } from "~/platform/records/upload-allowance";
import { trustedOrigin } from "~/platform/runtime/public-origin.server";
import { jobApplicationWords } from "./job-application-words";
import { applyForVacancy, CV_FIELD, listJobApplications } from "./job-applications.server";
import { JobApplicationSchema } from "./schema";

/**
 * Job applications: anyone may apply for an open vacancy with a CV (the public forms' limit
 * counts it); staff list them. The applicant's answers and email are in the request's
 * language (`?lang=ny` or `Accept-Language`).
 */
export default function mountJobApplicationsApi(app: Hono<ApiEnv>, registry: ApiRegistry): void {
  const tag = "Job applications";

  defineRoute(app, registry, {
    method: "post", path: "/vacancies/:id/applications", tag, access: "public", languages: true,
    summary: "Apply for an open vacancy with a CV (PDF or DOCX, judged by its bytes); HR is emailed a staff-only link to the CV",
    body: {
      schema: z.object({ name: z.string(), email: z.string(), phone: z.string(), coverNote: z.string().optional() }),
      encodings: ["multipart"],
      files: [{ name: CV_FIELD, required: true, description: describeFileKind("cv") }],
      upload: fileFormAllowance("cv", CV_FIELD),
      example: { name: "Chikondi Banda", email: "chikondi@example.com", phone: "+265 991 234 567", coverNote: "Five years at a front desk in Blantyre." },
    },
    responses: { 201: { description: "Stored; HR and the applicant are emailed", schema: z.object({ message: z.string(), id: z.number().int() }) } },
  }, async (c) => {
    const language = languageOfRequest(c.req.raw);
    // Staff entering an application handed in at the desk are not a spam risk.
    const address = isStaff(c.var.viewer) ? null : clientAddress(c);
    const { services } = c.var;
    const { id } = await applyForVacancy(services, readIdParam(c), await readBody(c), { language, address, origin: trustedOrigin(c.req.raw, services.env) });
    return c.json({ message: jobApplicationWords.t(language, "sent"), id }, 201);
  });

  defineRoute(app, registry, {
    method: "get", path: "/job-applications", tag, access: "staff", summary: "Job applications, newest first, each with its CV's staff-only address",
    responses: { 200: { description: "Applications", schema: z.object({ data: z.array(JobApplicationSchema) }) } },
  }, async (c) => c.json({ data: await listJobApplications(c.var.services.db) }));
}
