import { redirect } from "react-router";

/** The menu's Reset Password item (SPEC §2: no route of its own) goes to the reset flow (DECISIONS §3). */
export function loader() {
  return redirect("/forgetPassword");
}
