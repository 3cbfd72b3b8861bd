import { beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { demoPdf } from "../../db/seed/demo-pdf";
import { api, imageForm, loginAsStaff, servers } from "../support/api-client";

/**
 * The public Documents and Tenders pages (SPEC §2 `/Document`, `/Tender`): server-rendered
 * tables whose Download links fetch the PDF under the record's name; tenders open, then closed.
 */
const pdfUpload = (title: string) => ({ bytes: demoPdf(title, ["For the public pages test."]), name: "upload.pdf", type: "application/pdf" });

/** The hotel's date `days` from today, as `YYYY-MM-DD`. */
function hotelDay(days: number): string {
  return hotelDate(new Date(Date.now() + days * 86_400_000));
}

function downloadLinks(html: string): string[] {
  return [...html.matchAll(/<a[^>]+class="[^"]*download-button[^"]*"[^>]+href="([^"]+)"/g)].map((m) => (m[1] ?? "").replaceAll("&amp;", "&"));
}

describe.each(servers())("documents and tenders pages on $engine", ({ url }) => {
  let admin: string;
  beforeAll(async () => {
    admin = await loginAsStaff(url);
  });

  it("lists the documents in the server HTML, each downloading as '<name>.pdf'", async () => {
    const created = await api(url, "/api/document", { method: "POST", token: admin, body: imageForm({ name: "Wedding Packages 2027" }, pdfUpload("Wedding Packages 2027"), "document") });
    expect(created.status).toBe(201);

    const page = await api(url, "/Document");
    expect(page.status).toBe(200);
    for (const name of ["Hotel Fact Sheet", "Conference Price List 2026", "Wedding Packages 2027"]) expect(page.body).toContain(name);
    expect(page.body).toContain(`<link rel="canonical" href="${url}/Document"/>`);
    expect(page.body).toMatch(/<table class="download-table">/);

    const link = downloadLinks(page.body).find((href) => href.endsWith("/Wedding%20Packages%202027.pdf"));
    expect(link).toBeDefined();
    const file = await fetch(url + link);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toContain("filename*=UTF-8''Wedding%20Packages%202027.pdf");
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });

  it("shows tenders open through their closing day when given a date alone, and closed ones under Closed", async () => {
    const make = async (name: string, closingDate: string) => {
      const res = await api(url, "/api/tender", { method: "POST", token: admin, body: imageForm({ name, closingDate }, pdfUpload(name), "document") });
      expect(res.status).toBe(201);
    };
    await make("Supply of Uniforms", hotelDay(0));
    await make("Laundry Equipment Service", hotelDay(-1));

    const page = await api(url, "/Tender");
    expect(page.status).toBe(200);
    const closedAt = page.body.indexOf('id="tenders-closed-title"');
    expect(page.body.indexOf("Supply of Uniforms")).toBeGreaterThan(0);
    expect(page.body.indexOf("Supply of Uniforms")).toBeLessThan(closedAt);
    expect(page.body).toMatch(new RegExp(`<time datetime="${hotelDay(0)}T21:59:00.000Z"`, "i"));
    expect(page.body.indexOf("Laundry Equipment Service")).toBeGreaterThan(closedAt);
    expect(page.body).toContain(`<link rel="canonical" href="${url}/Tender"/>`);
    expect(downloadLinks(page.body).some((href) => href.endsWith("/Supply%20of%20Uniforms.pdf"))).toBe(true);
  });

  it("leads to both pages from the More menu", async () => {
    const home = await api(url, "/");
    expect(home.body).toContain('href="/Document"');
    expect(home.body).toContain('href="/Tender"');
  });
});
