import { formatKwacha } from "~/lib/money";

/**
 * A stay's price as guests and staff read it. A room type whose rate staff left at 0 has no
 * price yet (the rate field's own rule: 0 shows no price), so the stay's price is "on request"
 * (or `unknown`, where the sentence needs more), never "MWK 0".
 */
export function stayPriceText(total: number, unknown = "on request"): string {
  return total > 0 ? formatKwacha(total) : unknown;
}
