import { useRef } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/platform/forms/form-action.server";
import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { useFetcherForm } from "~/components/forms/use-fetcher-form";
import { STAFF_INTENTS } from "~/features/staff/staff-intents";
import { staffAccountWords } from "~/features/staff/staff-words";
import { authStaffWords } from "~/platform/auth/auth-staff-words";
import { fieldWords } from "~/platform/forms/field-words";

const FIELD_MESSAGES: Record<string, string> = {
  name: fieldWords.msg("contactNameRequired"),
  email: fieldWords.msg("emailInvalid"),
  role: staffAccountWords.msg("staffRoleRequired"),
  password: authStaffWords.msg("staffPasswordMin"),
};

/**
 * Add a colleague: name, email, role and a first password the administrator hands over in
 * person. The server checks the password with the staff strength rule and says why it refuses one.
 */
export function StaffCreateForm() {
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const { errorsFor, formProps, pending } = useFetcherForm({
    fetcher,
    messagesFor: FIELD_MESSAGES,
    onSuccess: () => formRef.current?.reset(),
  });
  return (
    <fetcher.Form ref={formRef} method="post" className="admin-form" aria-labelledby="staff-create-title" {...formProps}>
      <h2 id="staff-create-title" className="admin-section-title">
        Add a staff account
      </h2>
      <input type="hidden" name="intent" value={STAFF_INTENTS.create} />
      <div className="form-grid">
        <Field label="Name" errors={errorsFor("name")}>
          {(control) => <input {...control} name="name" required maxLength={100} pattern=".*\S.*" autoComplete="off" />}
        </Field>
        <Field label="Email" errors={errorsFor("email")}>
          {(control) => <input {...control} name="email" type="email" required maxLength={254} autoComplete="off" />}
        </Field>
        <Field label="Role" errors={errorsFor("role")} hint="Editors manage content and enquiries; administrators also manage staff and settings.">
          {(control) => (
            <select {...control} name="role" required defaultValue="editor">
              <option value="editor">Editor</option>
              <option value="admin">Administrator</option>
            </select>
          )}
        </Field>
        <Field
          label="First password"
          errors={errorsFor("password")}
          hint="At least 12 characters and hard to guess. Give it to your colleague in person, never by email."
        >
          {(control) => <input {...control} name="password" type="password" required minLength={12} maxLength={128} autoComplete="new-password" />}
        </Field>
      </div>
      <div className="form-actions">
        <SubmitButton pending={pending} pendingLabel="Adding…">
          Add staff account
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}
