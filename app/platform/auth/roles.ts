/**
 * The role rule of DECISIONS §2: usertype 0 member, 1 admin, 2 editor; anything else has no
 * privileges. Isomorphic so the header can choose its links, but every decision that
 * matters is taken again on the server by the guards in guards.server.ts.
 */
export type Role = "member" | "admin" | "editor" | "none";

export const USERTYPE = { member: 0, admin: 1, editor: 2 } as const;

export function roleOf(usertype: number): Role {
  switch (usertype) {
    case USERTYPE.member:
      return "member";
    case USERTYPE.admin:
      return "admin";
    case USERTYPE.editor:
      return "editor";
    default:
      return "none";
  }
}

/** The account as pages and API responses show it; never carries secrets. */
export interface Viewer {
  id: number;
  name: string;
  email: string;
  usertype: number;
  role: Role;
}

export function isStaff(viewer: Pick<Viewer, "role"> | null | undefined): boolean {
  return viewer?.role === "admin" || viewer?.role === "editor";
}

export function isAdmin(viewer: Pick<Viewer, "role"> | null | undefined): boolean {
  return viewer?.role === "admin";
}

/** A VIP club member (usertype 0). An account whose usertype means nothing (role "none") is not one. */
export function isMember(viewer: Pick<Viewer, "role"> | null | undefined): boolean {
  return viewer?.role === "member";
}
