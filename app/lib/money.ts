/**
 * Money is stored as whole kwacha (an integer). This is the one way it is shown: "MWK 1,250,000".
 * A fixed locale keeps the server's HTML and the hydrated page identical.
 */
const wholeKwacha = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

export function formatKwacha(amount: number): string {
  return `MWK ${wholeKwacha.format(amount)}`;
}
