/** How staff read a member's latest VIP club application beside their points. Isomorphic. */
export function vipStatusLabel(vip: { status: string; expires: string | null } | null, today: string): string {
  if (!vip) return "No VIP application";
  if (vip.status === "approved") {
    if (!vip.expires) return "VIP member";
    return vip.expires >= today ? `VIP member until ${vip.expires}` : `VIP membership expired ${vip.expires}`;
  }
  if (vip.status === "pending") return "VIP application pending";
  if (vip.status === "rejected") return "VIP application not accepted";
  return `VIP application ${vip.status}`;
}
