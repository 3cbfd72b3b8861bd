import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { api, createMember, imageForm, jpeg, loginAsStaff, mediaFiles, servers } from "../support/api-client";
import { roomsStaffWords } from "~/features/rooms/rooms-staff-words";
import { authStaffWords } from "~/platform/auth/auth-staff-words";
import { fieldWords } from "~/platform/forms/field-words";
import { fieldStaffWords } from "~/platform/forms/fields-staff-words";
import { mediaStaffWords } from "~/platform/media/media-words";
import { recordsWords } from "~/platform/records/records-words";

describe.each(servers())("rooms API on $engine", ({ url, dataDir }) => {
  let staff: string;
  let member: string;

  beforeAll(async () => {
    staff = await loginAsStaff(url);
    member = (await createMember(url)).token;
  });

  const postRoom = (form: FormData, token?: string) => api(url, "/api/rooms", { method: "POST", body: form, token });

  it("lists the five seeded room types with pictures", async () => {
    const res = await api(url, "/api/rooms");
    expect(res.status).toBe(200);
    const names = res.body.data.map((r: { name: string }) => r.name);
    for (const name of ["Classic King", "Classic Twin", "Executive Suite", "Presidential Suite", "Presidential Villa"]) {
      expect(names).toContain(name);
    }
    const first = res.body.data[0];
    expect(first.image).toMatch(/^\/media\/[a-f0-9]+-\d+\.jpg$/);
    expect(first.picture.sources.map((s: { type: string }) => s.type)).toEqual(["image/avif", "image/webp", "image/jpeg"]);
    expect(first).not.toHaveProperty("image_id");
  });

  it("refuses writes without a login (401) and from a member (403)", async () => {
    const form = () => imageForm({ name: "Classic King" });
    expect((await postRoom(form())).status).toBe(401);
    const asMember = await postRoom(form(), member);
    expect(asMember.status).toBe(403);
    expect(asMember.body.message).toBe(authStaffWords.t("en", "staffOnly"));
    expect((await api(url, "/api/rooms/1", { method: "PUT", body: JSON.stringify({ name: "x" }), token: member })).status).toBe(403);
    expect((await api(url, "/api/rooms/1", { method: "DELETE", token: member })).status).toBe(403);
    expect((await api(url, "/api/rooms/1", { method: "DELETE" })).status).toBe(401);
  });

  it("creates, shows on the home page, updates and deletes a room, cleaning up its files", async () => {
    const before = await mediaFiles(dataDir);
    const created = await postRoom(
      imageForm({ name: "Garden Junior Suite", fee: "185000", description: "A quiet suite over the gardens." }, {
        bytes: await jpeg(1200, 800, { exif: true }),
        name: "suite.jpg",
        type: "image/jpeg",
      }),
      staff,
    );
    expect(created.status).toBe(201);
    const room = created.body.data;
    expect(room).toMatchObject({ name: "Garden Junior Suite", fee: 185000, description: "A quiet suite over the gardens." });

    const list = await api(url, "/api/rooms");
    expect(list.body.data.some((r: { id: number }) => r.id === room.id)).toBe(true);
    const home = await api(url, "/");
    expect(home.body).toContain("Garden Junior Suite");

    // The served image carries no EXIF and is cached forever.
    const served = await fetch(url + room.image);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toContain("immutable");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();

    const filesWithRoom = await mediaFiles(dataDir);
    expect(filesWithRoom.length).toBeGreaterThan(before.length);

    // JSON update without an image keeps the image.
    const updated = await api(url, `/api/rooms/${room.id}`, {
      method: "PUT",
      token: staff,
      body: JSON.stringify({ id: room.id, name: "Garden Suite", fee: 0 }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id: room.id, name: "Garden Suite", fee: 0, image: room.image });

    // Multipart update with a new image replaces the old files.
    const replaced = await api(url, `/api/rooms/${room.id}`, {
      method: "PUT",
      token: staff,
      body: imageForm({ name: "Garden Suite", fee: "1" }, { bytes: await jpeg(800, 600), name: "new.jpg", type: "image/jpeg" }),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.image).not.toBe(room.image);
    expect((await fetch(url + room.image)).status).toBe(404);

    const deleted = await api(url, `/api/rooms/${room.id}`, { method: "DELETE", token: staff });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(recordsWords.t("en", "deleted"));
    expect((await fetch(url + replaced.body.data.image)).status).toBe(404);
    expect(await mediaFiles(dataDir)).toEqual(before);
  });

  it("answers 404 for an unknown room", async () => {
    expect((await api(url, "/api/rooms/999999")).status).toBe(404);
    const put = await api(url, "/api/rooms/999999", { method: "PUT", token: staff, body: JSON.stringify({ name: "Ghost" }) });
    expect(put.status).toBe(404);
    expect(put.body).toEqual({ message: fieldWords.t("en", "notFound") });
    expect((await api(url, "/api/rooms/999999", { method: "DELETE", token: staff })).status).toBe(404);
    expect((await api(url, "/api/rooms/abc", { method: "DELETE", token: staff })).status).toBe(404);
  });

  it("a 404 with a new image leaves no file behind", async () => {
    const before = await mediaFiles(dataDir);
    const put = await api(url, "/api/rooms/999999", {
      method: "PUT",
      token: staff,
      body: imageForm({ name: "Ghost" }, { bytes: await jpeg(300, 200), name: "a.jpg", type: "image/jpeg" }),
    });
    expect(put.status).toBe(404);
    expect(await mediaFiles(dataDir)).toEqual(before);
  });

  it("validates fields with a message per field (422)", async () => {
    const res = await postRoom(imageForm({ name: "   ", fee: "-5" }, { bytes: await jpeg(), name: "a.jpg", type: "image/jpeg" }), staff);
    expect(res.status).toBe(422);
    expect(res.body.errors.name).toEqual([roomsStaffWords.t("en", "roomRequired")]);
    expect(res.body.errors.fee).toEqual([fieldStaffWords.t("en", "feeInvalid")]);
    const noImage = await postRoom(imageForm({ name: "Classic King" }), staff);
    expect(noImage.status).toBe(422);
    expect(noImage.body.errors.image).toEqual([mediaStaffWords.t("en", "imageRequired")]);
  });

  describe("refused uploads leave nothing behind", () => {
    const cases: [string, () => Promise<{ bytes: Uint8Array; name: string; type: string }>, number, string][] = [
      ["a 5×5 image", async () => ({ bytes: await jpeg(5, 5), name: "tiny.jpg", type: "image/jpeg" }), 422, mediaStaffWords.t("en", "imageTooSmall")],
      [
        "an 11 MB image",
        async () => {
          const head = await jpeg(100, 100);
          const bytes = new Uint8Array(11 * 1024 * 1024);
          bytes.set(head);
          return { bytes, name: "huge.jpg", type: "image/jpeg" };
        },
        413,
        mediaStaffWords.t("en", "imageTooLarge"),
      ],
      ["a text file named .jpg", async () => ({ bytes: new TextEncoder().encode("just some text, not a picture\n".repeat(20)), name: "notes.jpg", type: "image/jpeg" }), 422, mediaStaffWords.t("en", "imageUnsupported")],
      [
        "an SVG",
        async () => ({
          bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>'),
          name: "logo.svg",
          type: "image/svg+xml",
        }),
        422,
        mediaStaffWords.t("en", "imageUnsupported"),
      ],
    ];

    it.each(cases)("%s", async (_label, make, status, message) => {
      const before = await mediaFiles(dataDir);
      const roomsBefore = (await api(url, "/api/rooms")).body.data.length;
      const res = await postRoom(imageForm({ name: "Classic King" }, await make()), staff);
      expect(res.status).toBe(status);
      expect(res.body.errors.image).toEqual([message]);
      expect(await mediaFiles(dataDir)).toEqual(before);
      expect((await api(url, "/api/rooms")).body.data.length).toBe(roomsBefore);
    });
  });

  it("manages room items (roomMaterial) with the same rules", async () => {
    const items = await api(url, "/api/roomMaterial");
    expect(items.status).toBe(200);
    expect(items.body.data.length).toBeGreaterThan(0);
    expect(items.body.data[0]).toHaveProperty("itemName");

    const form = () => imageForm({ name: "Classic Twin", itemName: "Reading lamp" }, { bytes: Buffer.alloc(0), name: "", type: "" });
    expect((await api(url, "/api/roomMaterial", { method: "POST", body: form() })).status).toBe(401);
    expect((await api(url, "/api/roomMaterial", { method: "POST", body: form(), token: member })).status).toBe(403);

    const missing = await api(url, "/api/roomMaterial", { method: "POST", token: staff, body: imageForm({ name: "" }) });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toMatchObject({ name: [roomsStaffWords.t("en", "roomRequired")], itemName: [roomsStaffWords.t("en", "itemNameRequired")] });

    const created = await api(url, "/api/roomMaterial", {
      method: "POST",
      token: staff,
      body: imageForm({ name: "Classic Twin", itemName: "Reading lamp" }, { bytes: await jpeg(400, 300), name: "lamp.png", type: "image/png" }),
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const updated = await api(url, `/api/roomMaterial/${id}`, {
      method: "PUT",
      token: staff,
      body: JSON.stringify({ id, name: "Classic Twin", itemName: "Brass reading lamp" }),
    });
    expect(updated.body.data).toMatchObject({ name: "Classic Twin", itemName: "Brass reading lamp" });
    expect((await api(url, `/api/roomMaterial/${id}`, { method: "DELETE", token: staff })).status).toBe(200);
    expect((await api(url, `/api/roomMaterial/${id}`, { method: "DELETE", token: staff })).status).toBe(404);
  });
});
