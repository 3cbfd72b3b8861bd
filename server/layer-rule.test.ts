import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The import direction of docs/decisions/028-layers.md, as `npm run lint` applies it. */
describe("layer rule", () => {
  const eslint = new ESLint();
  const problems = async (filePath: string, code: string) =>
    (await eslint.lintText(code, { filePath })).flatMap((result) => result.messages.filter((m) => m.ruleId === "no-restricted-imports"));

  it.each([
    ["app/lib/example.ts", 'import { PARTNER_TYPE } from "~/features/partners/partner.type";\nexport const x = PARTNER_TYPE;\n'],
    ["app/lib/example.ts", 'import { isStaff } from "../platform/auth/roles";\nexport const x = isStaff;\n'],
    ["app/platform/records/example.ts", 'import { Field } from "~/components/forms/field";\nexport const x = Field;\n'],
    ["app/components/example.ts", 'import { PARTNER_TYPE } from "~/features/partners/partner.type";\nexport const x = PARTNER_TYPE;\n'],
    ["app/features/rooms/example.ts", 'import * as home from "~/routes/public/home";\nexport const x = home;\n'],
  ])("refuses a wrong-way import in %s", async (filePath, code) => {
    expect(await problems(filePath, code)).toHaveLength(1);
  });

  it.each([
    ["app/features/rooms/example.ts", 'import { isStaff } from "~/platform/auth/roles";\nexport const x = isStaff;\n'],
    ["app/components/example.ts", 'import { isStaff } from "~/platform/auth/roles";\nexport const x = isStaff;\n'],
    ["app/routes/public/example.ts", 'import { ROOM_TYPE } from "~/features/rooms/room.type";\nexport const x = ROOM_TYPE;\n'],
  ])("allows the right way in %s", async (filePath, code) => {
    expect(await problems(filePath, code)).toHaveLength(0);
  });
});
