/** The kind of wallet or card the guest paid with, from PayChangu's "Mobile Money · Airtel Money": "Airtel Money". */
export function paidWith(providerMethod: string | null): string | null {
  const last = providerMethod?.split("·").at(-1)?.trim();
  return last ? last : null;
}
