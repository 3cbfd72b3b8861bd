import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { inject } from "vitest";
import { TEST_ADMIN } from "./start-server";

/** The servers the global setup started; API suites run once per engine. */
export const servers = () => inject("servers");

export async function api(base: string, pathname: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  if (typeof init.body === "string" && !headers.has("content-type")) headers.set("content-type", "application/json");
  const response = await fetch(base + pathname, { ...init, headers, redirect: "manual" });
  const text = await response.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body };
}

export async function loginAs(base: string, email: string, password: string): Promise<string> {
  const res = await api(base, "/api/login", { method: "POST", body: JSON.stringify({ email, password }) });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token as string;
}

export const loginAsStaff = (base: string) => loginAs(base, TEST_ADMIN.email, TEST_ADMIN.password);

export const MEMBER_PASSWORD = "Zikomo-Kwambiri-77";

/** A fresh member account, by self-registration. */
export async function createMember(base: string, extra: Record<string, unknown> = {}) {
  const email = typeof extra.email === "string" ? extra.email : `member-${randomUUID().slice(0, 8)}@example.com`;
  const res = await api(base, "/api/register/", {
    method: "POST",
    body: JSON.stringify({ name: "Tiwonge Phiri", email, password: MEMBER_PASSWORD, password_confirmation: MEMBER_PASSWORD, ...extra }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, user: res.body.data, token: await loginAs(base, email, MEMBER_PASSWORD) };
}

/** A JPEG made on the spot; `exif` adds camera metadata the pipeline must strip. */
export async function jpeg(width = 640, height = 480, options: { exif?: boolean } = {}): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 18, g: 52, b: 59 } } }).jpeg();
  if (options.exif) image = image.withMetadata({ exif: { IFD0: { Artist: "Secret Photographer", Copyright: "GPS 13.96S 33.78E" } } });
  return image.toBuffer();
}

export function imageForm(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type: string }, fileField = "image") {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set(fileField, new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return form;
}

export async function mediaFiles(dataDir: string): Promise<string[]> {
  try {
    return (await fs.readdir(path.join(dataDir, "media"))).filter((f) => !f.startsWith(".")).sort();
  } catch {
    return [];
  }
}
