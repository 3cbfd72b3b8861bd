import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** The systemd unit README's "Running under a supervisor" ships, read as systemd would read its settings. */
function unitSettings(): Map<string, string[]> {
  const text = readFileSync(path.join(import.meta.dirname, "../deploy/hotel-site.service"), "utf8");
  const settings = new Map<string, string[]>();
  for (const line of text.split("\n")) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (match) settings.set(match[1]!, [...(settings.get(match[1]!) ?? []), match[2]!]);
  }
  return settings;
}

describe("deploy/hotel-site.service", () => {
  const unit = unitSettings();

  it("starts the site again whenever it ends", () => {
    expect(unit.get("Restart")).toEqual(["always"]);
    expect(unit.get("ExecStart")?.[0]).toMatch(/node server\.js$/);
  });

  it("waits longer than the shutdown's 9.5 s drain before killing it", () => {
    expect(Number(unit.get("TimeoutStopSec")?.[0])).toBeGreaterThan(9.5);
  });

  it("runs in production with README's memory settings", () => {
    expect(unit.get("Environment")).toContain("NODE_ENV=production");
    expect(unit.get("Environment")).toContain('"NODE_OPTIONS=--max-old-space-size=192 --max-semi-space-size=16"');
  });
});
