import { beforeAll, describe, expect, it } from "vitest";
import { type AnyContentType, describeUpload, uploadRuleOf } from "~/platform/records/content-type";
import { recordIntents } from "~/platform/records/record-type";
import { CONTENT_TYPES } from "~/content-types";
import { api, createMember, jpeg, loginAsStaff, servers } from "../support/api-client";
import { pageCookie } from "../support/page-session";
import { createStaffAccount, STAFF_TEST_PASSWORD } from "../support/staff-accounts";

/**
 * Walks the content types' declarations (app/features/*\/*.type.ts), not a list kept beside
 * them: every back-office screen with a picture or file field takes a 5 MB upload of its kind
 * through its page form, and every declared API answers each role as its declaration says.
 */
const FIVE_MB = 5 * 1024 * 1024;

/** A real picture padded to 5 MB after its end marker: decoders stop at the marker, the body limit counts every byte. */
async function fiveMegabyteJpeg(): Promise<Uint8Array> {
  const picture = await jpeg(800, 600);
  return Buffer.concat([picture, Buffer.alloc(FIVE_MB - picture.length, 0x20)]);
}

/** An MP4 by its bytes (an `ftyp` box first), 5 MB long. */
function fiveMegabyteMp4(): Uint8Array {
  const bytes = new Uint8Array(FIVE_MB);
  bytes.set([0, 0, 0, 0x18], 0);
  bytes.set(new TextEncoder().encode("ftypisom\0\0\x02\0isommp41"), 4);
  return bytes;
}

/** A PDF by its bytes, 5 MB long. */
function fiveMegabytePdf(): Uint8Array {
  const head = Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1");
  const tail = Buffer.from("\n%%EOF\n");
  return Buffer.concat([head, Buffer.alloc(FIVE_MB - head.length - tail.length, 0x20), tail]);
}

async function fiveMegabytesFor(type: AnyContentType): Promise<File> {
  const rule = uploadRuleOf(type);
  if (rule?.type === "file") {
    return rule.kind === "video"
      ? new File([new Uint8Array(fiveMegabyteMp4())], "tour.mp4", { type: "video/mp4" })
      : new File([new Uint8Array(fiveMegabytePdf())], "notice.pdf", { type: "application/pdf" });
  }
  return new File([new Uint8Array(await fiveMegabyteJpeg())], "picture.jpg", { type: "image/jpeg" });
}

/** The declaration's example as a form sends it (some names are choices from a list, so it is sent as declared). */
const exampleOf = (type: AnyContentType): Record<string, string> =>
  Object.fromEntries(Object.entries(type.example).map(([key, value]) => [key, String(value)]));

const withUploadScreen = CONTENT_TYPES.filter((type) => type.screen && uploadRuleOf(type));
const withApi = CONTENT_TYPES.filter((type) => type.api);

describe("content type declarations", () => {
  it("are found, each once, with the screens and APIs SPEC names", () => {
    const keys = CONTENT_TYPES.map((type) => type.key);
    expect(new Set(keys).size).toBe(keys.length);
    const screens = CONTENT_TYPES.flatMap((type) => (type.screen ? [type.screen.path] : []));
    for (const path of ["/room", "/Bar", "/partners", "/TenderUp", "/vacancy"]) expect(screens).toContain(path);
    const apis = withApi.map((type) => type.api?.path);
    for (const path of ["/rooms", "/roomMaterial", "/bar", "/partners", "/tender", "/vacancies"]) expect(apis).toContain(path);
    expect(withUploadScreen.length).toBeGreaterThan(12);
  });
});

describe.each(servers())("declared content types on $engine", (server) => {
  const { url } = server;
  let admin: string;
  let adminCookie: string;
  let member: string;
  let editor: string;

  beforeAll(async () => {
    admin = await loginAsStaff(url);
    adminCookie = await pageCookie(url);
    member = (await createMember(url)).token;
    editor = (await createStaffAccount(server, "editor")).token;
  });

  it.each(withUploadScreen.map((type) => [type.screen?.path, type] as const))(
    "the %s screen takes a 5 MB upload of its kind through its page form",
    async (path, type) => {
      const fields = exampleOf(type);
      const listed = async () => (await api(url, `/api${type.api?.path}`, { token: admin })).body.data as { id: number }[];
      const before = new Set((await listed()).map((record) => record.id));
      const form = new FormData();
      form.set("intent", recordIntents(type).create);
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      const rule = uploadRuleOf(type);
      const file = await fiveMegabytesFor(type);
      expect(file.size).toBe(FIVE_MB);
      form.set(rule?.field ?? "image", file);
      const res = await fetch(`${url}${path}`, { method: "POST", body: form, redirect: "manual", headers: { cookie: adminCookie, origin: url } });
      const text = await res.text();
      expect(res.status, text.slice(0, 300)).toBeLessThan(400);

      // Saved, and removed again through the API (a room's name may be taken only once).
      const added = (await listed()).filter((record) => !before.has(record.id));
      expect(added, `a new record in /api${type.api?.path}`).toHaveLength(1);
      expect((await api(url, `/api${type.api?.path}/${added[0]?.id}`, { method: "DELETE", token: admin })).status).toBe(200);
    },
  );

  it.each(withApi.map((type) => [type.api?.path, type] as const))("/api%s answers each role as declared", async (path, type) => {
    // Reading: everyone, or staff only when the type says so (closures and their notes).
    const staffReadOnly = type.access?.read === "staff";
    for (const token of [undefined, member, editor, admin]) {
      const list = await api(url, `/api${path}`, token ? { token } : {});
      const who = token === undefined ? "visitor" : token === member ? "member" : "staff";
      if (staffReadOnly && who !== "staff") {
        expect(list.status, `list as ${who}`).toBe(who === "visitor" ? 401 : 403);
        continue;
      }
      expect(list.status, `list as ${who}`).toBe(200);
      expect(Array.isArray(list.body.data)).toBe(true);
    }
    // Writing: never a visitor or a member; staff, or administrators only when the type says so.
    const empty = { method: "POST", body: JSON.stringify({}) };
    expect((await api(url, `/api${path}`, empty)).status).toBe(401);
    expect((await api(url, `/api${path}`, { ...empty, token: member })).status).toBe(403);
    const refusedEditor = type.access?.write === "admin";
    const asEditor = await api(url, `/api${path}`, { ...empty, token: editor });
    // Let through, the empty body is then refused for what it lacks (422), or the upload type for its encoding (415).
    if (refusedEditor) expect(asEditor.status).toBe(403);
    else expect([415, 422]).toContain(asEditor.status);
    expect([415, 422]).toContain((await api(url, `/api${path}`, { ...empty, token: admin })).status);
  });

  it("describes each upload and example in the API reference from the declaration itself", async () => {
    const doc = (await api(url, "/api/openapi.json")).body;
    for (const type of withApi) {
      const rule = uploadRuleOf(type);
      const body = doc.paths[`/api${type.api?.path}`].post.requestBody.content[rule ? "multipart/form-data" : "application/json"];
      expect(body.example, type.key).toEqual(type.example);
      if (rule) expect(body.schema.properties[rule.field].description, type.key).toBe(describeUpload(rule));
    }
    // The tender's PDF once read "JPEG, PNG, WebP, AVIF or GIF … at least 10×10 px".
    expect(doc.paths["/api/tender"].post.requestBody.content["multipart/form-data"].schema.properties.document.description).toBe("PDF, at most 10MB");
  });

  it("lists every declared screen in the back-office menu of the roles that may use it", async () => {
    const editorCookie = await pageCookie(url, (await createStaffAccount(server, "editor")).email, STAFF_TEST_PASSWORD);
    const res = await fetch(`${url}/picture`, { headers: { cookie: editorCookie } });
    const html = await res.text();
    for (const type of CONTENT_TYPES) {
      if (!type.screen) continue;
      const link = `href="${type.screen.path}"`;
      if (type.access?.write === "admin") expect(html, type.screen.path).not.toContain(link);
      else expect(html, type.screen.path).toContain(link);
    }
  });
});
