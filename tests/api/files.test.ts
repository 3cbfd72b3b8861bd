import fs from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { demoPdf } from "../../db/seed/demo-pdf";
import { api, createMember, imageForm, loginAsStaff, servers } from "../support/api-client";
import { pageCookie } from "../support/page-session";
import { createStaffAccount } from "../support/staff-accounts";
import { authStaffWords } from "~/platform/auth/auth-staff-words";
import { filesWords } from "~/platform/files/files-words";
import { fieldWords } from "~/platform/forms/field-words";
import { fieldStaffWords } from "~/platform/forms/fields-staff-words";
import { recordsWords } from "~/platform/records/records-words";

/**
 * Records that own a file instead of a picture (videos, documents, tenders): SPEC §7 paths,
 * deny tests beside allow tests, files judged by their bytes, nothing left on disk after a
 * refusal, the download under the record's name, byte ranges.
 */
type Upload = { bytes: Uint8Array; name: string; type: string };

/** The start of an MP4 (an `ftyp` box): what a file's bytes say it is, whatever it is called. */
function mp4(size = 2048): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0, 0, 0, 0x18], 0);
  bytes.set(new TextEncoder().encode("ftypisom\0\0\x02\0isommp41"), 4);
  return bytes;
}
const pdf = (title: string) => demoPdf(title, ["A test document."]);
const html = new TextEncoder().encode("<!doctype html><html><body><script>alert(1)</script></body></html>");
const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

interface FileType {
  path: string;
  field: "video" | "document";
  /** The SPEC field that carries the file's address in the answer. */
  urlField: "video" | "document";
  seeded: string[];
  valid: Record<string, string>;
  change: Record<string, string>;
  required: Record<string, string>;
  good: () => Upload;
  ext: string;
  mime: string;
  /** A file of another type named like a good one. */
  impostor: Upload;
  unsupported: string;
  tooLarge: string;
  requiredFile: string;
}

const TYPES: FileType[] = [
  {
    path: "/api/video",
    field: "video",
    urlField: "video",
    seeded: [],
    valid: { name: "Pool and gardens tour" },
    change: { name: "Pool, gardens and villas tour" },
    required: { name: fieldWords.t("en", "nameRequired") },
    good: () => ({ bytes: mp4(), name: "tour.mp4", type: "video/mp4" }),
    ext: "mp4",
    mime: "video/mp4",
    impostor: { bytes: svg, name: "tour.mp4", type: "video/mp4" },
    unsupported: filesWords.t("en", "videoUnsupported"),
    tooLarge: filesWords.t("en", "videoTooLarge"),
    requiredFile: filesWords.t("en", "videoRequired"),
  },
  {
    path: "/api/document",
    field: "document",
    urlField: "document",
    seeded: ["Hotel Fact Sheet", "Conference Price List 2026"],
    valid: { name: "Annual Report 2025" },
    change: { name: "Annual Report 2025 (revised)" },
    required: { name: fieldWords.t("en", "nameRequired") },
    good: () => ({ bytes: pdf("Annual Report 2025"), name: "upload.pdf", type: "application/pdf" }),
    ext: "pdf",
    mime: "application/pdf",
    impostor: { bytes: html, name: "report.pdf", type: "application/pdf" },
    unsupported: filesWords.t("en", "pdfUnsupported"),
    tooLarge: filesWords.t("en", "pdfTooLarge"),
    requiredFile: filesWords.t("en", "documentRequired"),
  },
  {
    path: "/api/tender",
    field: "document",
    urlField: "document",
    seeded: ["Supply of Linen 2027", "Garden Maintenance Services"],
    valid: { name: "Annual Report 2025", closingDate: "2099-06-30" },
    change: { name: "Supply of Crockery 2099", closingDate: "2099-07-31" },
    required: { name: fieldWords.t("en", "nameRequired"), closingDate: fieldStaffWords.t("en", "closingDateRequired") },
    good: () => ({ bytes: pdf("Supply of Crockery"), name: "tender.pdf", type: "application/pdf" }),
    ext: "pdf",
    mime: "application/pdf",
    impostor: { bytes: new TextEncoder().encode("Just some text, not a PDF."), name: "tender.pdf", type: "application/pdf" },
    unsupported: filesWords.t("en", "pdfUnsupported"),
    tooLarge: filesWords.t("en", "pdfTooLarge"),
    requiredFile: filesWords.t("en", "documentRequired"),
  },
];

async function storedFiles(dataDir: string): Promise<string[]> {
  try {
    return (await fs.readdir(path.join(dataDir, "files"))).sort();
  } catch {
    return [];
  }
}

describe.each(servers())("files on $engine", (server) => {
  const { url, dataDir } = server;
  let admin: string;
  let editor: string;
  let member: string;

  beforeAll(async () => {
    admin = await loginAsStaff(url);
    editor = (await createStaffAccount(server, "editor")).token;
    member = (await createMember(url)).token;
  });

  describe.each(TYPES)("$path", (type) => {
    const form = (fields: Record<string, string>, file?: Upload) => imageForm(fields, file, type.field);

    it("lists records for everyone as { data: [...] }, with the file's address, name and size", async () => {
      const res = await api(url, type.path);
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body.data)).toBe(true);
      const names = res.body.data.map((r: { name: string }) => r.name);
      for (const name of type.seeded) expect(names).toContain(name);
      for (const record of res.body.data) {
        expect(record.url).toMatch(/^\/files\/[0-9a-f]{32}\.\w+\//);
        expect(record[type.urlField]).toBe(record.url);
        expect(record.downloadName).toBe(`${record.name}.${type.ext}`);
        expect(record.byteSize).toBeGreaterThan(100);
      }
    });

    it("refuses writes without a login (401) and from a member (403)", async () => {
      expect((await api(url, type.path, { method: "POST", body: form(type.valid, type.good()) })).status).toBe(401);
      const asMember = await api(url, type.path, { method: "POST", token: member, body: form(type.valid, type.good()) });
      expect(asMember.status).toBe(403);
      expect(asMember.body.message).toBe(authStaffWords.t("en", "staffOnly"));
      expect((await api(url, `${type.path}/1`, { method: "PUT", token: member, body: JSON.stringify(type.change) })).status).toBe(403);
      expect((await api(url, `${type.path}/1`, { method: "DELETE", token: member })).status).toBe(403);
      expect((await api(url, `${type.path}/1`, { method: "DELETE" })).status).toBe(401);
    });

    it("gives a blank name and a missing file SPEC's messages, leaving nothing on disk", async () => {
      const before = await storedFiles(dataDir);
      const blank = Object.fromEntries(Object.keys(type.required).map((k) => [k, "  "]));
      const res = await api(url, type.path, { method: "POST", token: editor, body: form({ ...type.valid, ...blank }, type.good()) });
      expect(res.status).toBe(422);
      for (const [field, message] of Object.entries(type.required)) expect(res.body.errors[field]).toEqual([message]);
      const noFile = await api(url, type.path, { method: "POST", token: editor, body: form(type.valid) });
      expect(noFile.status).toBe(422);
      expect(noFile.body.errors[type.field]).toEqual([type.requiredFile]);
      expect(await storedFiles(dataDir)).toEqual(before);
    });

    it("judges the file by its bytes: another type under a good name is refused, nothing stays on disk", async () => {
      const before = await storedFiles(dataDir);
      const res = await api(url, type.path, { method: "POST", token: editor, body: form(type.valid, type.impostor) });
      expect(res.status).toBe(422);
      expect(res.body.errors[type.field]).toEqual([type.unsupported]);
      expect(await storedFiles(dataDir)).toEqual(before);
    });

    it("refuses an 11 MB file with 413 naming what was too large", async () => {
      const before = await storedFiles(dataDir);
      const big = type.good();
      const bytes = new Uint8Array(11 * 1024 * 1024);
      bytes.set(big.bytes.subarray(0, 64));
      const res = await api(url, type.path, { method: "POST", token: editor, body: form(type.valid, { ...big, bytes }) });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: type.tooLarge, errors: { [type.field]: [type.tooLarge] } });
      expect(await storedFiles(dataDir)).toEqual(before);
    });

    it("creates, serves under the record's name, renames, replaces and deletes, leaving no file behind", async () => {
      const before = await storedFiles(dataDir);
      const created = await api(url, type.path, { method: "POST", token: editor, body: form(type.valid, type.good()) });
      expect(created.status).toBe(201);
      const record = created.body.data;
      expect(record).toMatchObject(type.valid);
      expect(record.downloadName).toBe(`${type.valid.name}.${type.ext}`);
      expect(record.byteSize).toBe(type.good().bytes.byteLength);
      expect((await storedFiles(dataDir)).length).toBe(before.length + 1);

      const file = await fetch(url + record.url);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe(type.mime);
      expect(file.headers.get("x-content-type-options")).toBe("nosniff");
      expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(file.headers.get("content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent(`${type.valid.name}.${type.ext}`).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(type.good().bytes);

      const part = await fetch(url + record.url, { headers: { Range: "bytes=0-9" } });
      expect(part.status).toBe(206);
      expect(part.headers.get("content-range")).toBe(`bytes 0-9/${record.byteSize}`);
      expect((await part.arrayBuffer()).byteLength).toBe(10);
      const beyond = await fetch(url + record.url, { headers: { Range: `bytes=${record.byteSize + 10}-` } });
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get("content-range")).toBe(`bytes */${record.byteSize}`);
      // A public file is not served under the staff prefix.
      expect((await fetch(url + record.url.replace(/^\/files\//, "/staff-files/"), { headers: { authorization: `Bearer ${admin}` } })).status).toBe(404);

      // Renamed: the same file, now downloaded under the new name.
      const renamed = await api(url, `${type.path}/${record.id}`, { method: "PUT", token: editor, body: JSON.stringify(type.change) });
      expect(renamed.status).toBe(200);
      expect(renamed.body.data).toMatchObject(type.change);
      expect(renamed.body.data.url.split("/")[2]).toBe(record.url.split("/")[2]);
      expect(renamed.body.data.downloadName).toBe(`${type.change.name}.${type.ext}`);

      // Replaced: the old file leaves the disk and its address answers 404.
      const replaced = await api(url, `${type.path}/${record.id}`, { method: "PUT", token: editor, body: form(type.change, type.good()) });
      expect(replaced.status).toBe(200);
      expect(replaced.body.data.url).not.toBe(renamed.body.data.url);
      expect((await storedFiles(dataDir)).length).toBe(before.length + 1);
      expect((await fetch(url + record.url)).status).toBe(404);

      // A refused replacement keeps the current file and adds none.
      const refused = await api(url, `${type.path}/${record.id}`, { method: "PUT", token: editor, body: form(type.change, type.impostor) });
      expect(refused.status).toBe(422);
      expect((await fetch(url + replaced.body.data.url)).status).toBe(200);

      const removed = await api(url, `${type.path}/${record.id}`, { method: "DELETE", token: editor });
      expect(removed.body).toEqual({ message: recordsWords.t("en", "deleted") });
      expect((await api(url, `${type.path}/${record.id}`)).status).toBe(404);
      expect((await fetch(url + replaced.body.data.url)).status).toBe(404);
      expect(await storedFiles(dataDir)).toEqual(before);
    });
  });

  it("refuses a tender closing date that is not a date", async () => {
    const res = await api(url, "/api/tender", {
      method: "POST",
      token: editor,
      body: imageForm({ name: "Supply of Crockery", closingDate: "2099-02-30" }, { bytes: pdf("x"), name: "t.pdf", type: "application/pdf" }, "document"),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.closingDate).toEqual([fieldStaffWords.t("en", "closingDateInvalid")]);
  });

  it("downloads a seeded document as a real PDF under its record's name", async () => {
    const list = await api(url, "/api/document");
    const factSheet = list.body.data.find((d: { name: string }) => d.name === "Hotel Fact Sheet");
    const res = await fetch(url + factSheet.url);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="Hotel Fact Sheet.pdf"; filename*=UTF-8''Hotel%20Fact%20Sheet.pdf`);
    expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });

  it("answers a too-large post to a back-office screen with 413 naming the screen's file", async () => {
    const cookie = await pageCookie(url);
    const screens = [
      { path: "/virtual", field: "video", intent: "create-video", message: filesWords.t("en", "videoTooLarge") },
      { path: "/DocumentUp", field: "document", intent: "create-document", message: filesWords.t("en", "pdfTooLarge") },
      { path: "/TenderUp", field: "document", intent: "create-tender", message: filesWords.t("en", "pdfTooLarge") },
    ];
    for (const screen of screens) {
      const before = await storedFiles(dataDir);
      const body = imageForm({ intent: screen.intent, name: "Too big" }, { bytes: new Uint8Array(11 * 1024 * 1024), name: "big.bin", type: "application/octet-stream" }, screen.field);
      const res = await fetch(`${url}${screen.path}`, { method: "POST", headers: { cookie, origin: url }, body, redirect: "manual" });
      expect(res.status).toBe(413);
      expect(await res.text()).toBe(screen.message);
      expect(await storedFiles(dataDir)).toEqual(before);
    }
  });

  it("keeps staff files behind the staff guard: 401 anonymous, 403 member", async () => {
    const anonymous = await fetch(`${url}/staff-files/00000000000000000000000000000000.pdf/x.pdf`);
    expect(anonymous.status).toBe(401);
    const asMember = await fetch(`${url}/staff-files/00000000000000000000000000000000.pdf/x.pdf`, { headers: { authorization: `Bearer ${member}` } });
    expect(asMember.status).toBe(403);
    const asStaff = await fetch(`${url}/staff-files/00000000000000000000000000000000.pdf/x.pdf`, { headers: { authorization: `Bearer ${editor}` } });
    expect(asStaff.status).toBe(404);
  });
});
