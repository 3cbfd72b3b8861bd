import { beforeAll, describe, expect, it } from "vitest";
import { api, imageForm, loginAsStaff, mediaFiles, servers } from "../support/api-client";
import { offersStaffWords } from "~/features/offers/offers-words";
import { fieldStaffWords } from "~/platform/forms/fields-staff-words";
import { recordsWords } from "~/platform/records/records-words";

/** Promotions, festive offers and activities: optional pictures and the names each may take (SPEC §5, DECISIONS §4). */
describe.each(servers())("offers on $engine", ({ url, dataDir }) => {
  let staff: string;

  beforeAll(async () => {
    staff = await loginAsStaff(url);
  });

  it("adds, lists, edits and deletes a promotion without a picture", async () => {
    const before = await mediaFiles(dataDir);
    const created = await api(url, "/api/promotions", { method: "POST", token: staff, body: imageForm({ name: "Labour Day", fee: "150000", message: "A long weekend." }) });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: "Labour Day", fee: 150000, image: null, picture: null });
    const id = created.body.data.id;
    const listed = (await api(url, "/api/promotions")).body.data.find((p: { id: number }) => p.id === id);
    expect(listed).toMatchObject({ image: null, picture: null });

    const updated = await api(url, `/api/promotions/${id}`, { method: "PUT", token: staff, body: JSON.stringify({ id, name: "Labour Day", fee: 140000, message: "A longer weekend.", image: null }) });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ fee: 140000, message: "A longer weekend.", image: null });

    const removed = await api(url, `/api/promotions/${id}`, { method: "DELETE", token: staff });
    expect(removed.body).toEqual({ message: recordsWords.t("en", "deleted") });
    expect(await mediaFiles(dataDir)).toEqual(before);
  });

  it("takes a promotion's name only from SPEC's list", async () => {
    const res = await api(url, "/api/promotions", { method: "POST", token: staff, body: imageForm({ name: "Black Friday", fee: "1", message: "x" }) });
    expect(res.status).toBe(422);
    expect(res.body.errors.name).toEqual([offersStaffWords.t("en", "promotionNameRequired")]);
  });

  it("refuses a rate that is not whole kwacha", async () => {
    for (const fee of ["12.5", "-1", "1e3", "abc"]) {
      const res = await api(url, "/api/activities", { method: "POST", token: staff, body: imageForm({ name: "Rollers", fee, message: "x" }) });
      expect(res.status, fee).toBe(422);
      expect(res.body.errors.fee, fee).toEqual([fieldStaffWords.t("en", "feeInvalid")]);
    }
  });

  it.each(["/api/festivals", "/api/activities"])("%s: choosing Other stores the typed name, and needs one", async (path) => {
    const missing = await api(url, path, { method: "POST", token: staff, body: imageForm({ name: "Other", otherName: " ", fee: "5000", message: "x" }) });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.otherName).toEqual([offersStaffWords.t("en", "otherNameRequired")]);

    const created = await api(url, path, { method: "POST", token: staff, body: imageForm({ name: "Other", otherName: "Eid al-Fitr", fee: "5000", message: "A celebration." }) });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: "Eid al-Fitr", fee: 5000, image: null });
    const id = created.body.data.id;

    // A chosen name wins over a leftover typed one.
    const edited = await api(url, `${path}/${id}`, { method: "PUT", token: staff, body: JSON.stringify({ name: "Easter", otherName: "Eid al-Fitr", fee: 5000, message: "Spring." }) });
    expect(edited.body.data.name).toBe("Easter");
    expect((await api(url, `${path}/${id}`, { method: "DELETE", token: staff })).body).toEqual({ message: recordsWords.t("en", "deleted") });
  });
});
