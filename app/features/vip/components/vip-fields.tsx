import { MAX_PERSON_NAME } from "~/lib/person-name";
import type { ComponentProps, ReactNode } from "react";
import { ErrorList } from "~/components/forms/error-list";
import { Field } from "~/components/forms/field";
import { VIP_NOTIFICATION_CHANNELS, VIP_SIGNATURE_CONSENT, VIP_TITLES } from "~/features/vip/schema";
import { useT } from "~/platform/i18n/use-t";
import { vipMemberCatalog } from "./vip-member-catalog";

/** Values a form starts with (a draft, an application being edited, or a page post sent back). */
export type VipValues = Partial<Record<string, string>>;

/** A field of this form: ids "<prefix>-<name>". */
function VipField({ prefix, name, ...props }: { prefix: string; name: string } & Omit<ComponentProps<typeof Field>, "id" | "className">) {
  return <Field id={`${prefix}-${name}`} className="field" {...props} />;
}

type Props = {
  /** Makes ids unique per form ("vip" for the wizard, "vip-edit-12" for an edit form). */
  prefix: string;
  values: VipValues | undefined;
  errorsFor: (name: string) => readonly string[];
  /** The latest birth date allowed: the day before the hotel's today. */
  maxBirthDate: string;
};

function TextInput({
  prefix,
  name,
  label,
  values,
  errorsFor,
  hint,
  optional,
  ...input
}: Omit<Props, "maxBirthDate"> & { name: string; label: string; hint?: ReactNode; optional?: boolean } & Omit<React.ComponentProps<"input">, "name" | "defaultValue">) {
  return (
    <VipField prefix={prefix} name={name} label={label} errors={errorsFor(name)} hint={hint} optional={optional}>
      {(p) => <input type="text" required {...input} {...p} name={name} defaultValue={values?.[name] ?? ""} />}
    </VipField>
  );
}

/** Step 1, Profile: title, first and last name, company, postal address. */
export function VipProfileFields({ prefix, values, errorsFor }: Props) {
  const props = { prefix, values, errorsFor };
  const t = useT(vipMemberCatalog);
  return (
    <>
      <VipField prefix={prefix} name="title" label={t("title")} errors={errorsFor("title")}>
        {(p) => (
          <select {...p} name="title" required defaultValue={values?.title ?? ""}>
            <option value="">{t("choose")}</option>
            {VIP_TITLES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        )}
      </VipField>
      <div className="wizard-pair">
        <TextInput {...props} name="firstName" label={t("firstName")} autoComplete="given-name" maxLength={MAX_PERSON_NAME} />
        <TextInput {...props} name="lastName" label={t("lastName")} autoComplete="family-name" maxLength={MAX_PERSON_NAME} />
      </div>
      <TextInput {...props} name="Company" label={t("company")} autoComplete="organization" maxLength={150} required={false} optional />
      <TextInput {...props} name="postalAddress" label={t("postalAddress")} autoComplete="street-address" maxLength={300} hint={t("postalAddressHint")} />
    </>
  );
}

/** Step 2, Contact Numbers: two cell numbers, nationality, birth date. */
export function VipContactFields({ prefix, values, errorsFor, maxBirthDate }: Props) {
  const props = { prefix, values, errorsFor };
  const t = useT(vipMemberCatalog);
  const cellHint = t("cellHint");
  return (
    <>
      <div className="wizard-pair">
        <TextInput {...props} name="cell" label={t("cell")} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} placeholder="0991 234 567" hint={cellHint} />
        <TextInput {...props} name="cell2" label={t("cell2")} type="tel" inputMode="tel" maxLength={20} placeholder="0881 234 567" hint={cellHint} />
      </div>
      <div className="wizard-pair">
        <TextInput {...props} name="nationality" label={t("nationality")} autoComplete="country-name" maxLength={80} />
        <TextInput {...props} name="birthDate" label={t("birthDate")} type="date" min="1900-01-01" max={maxBirthDate} autoComplete="bday" />
      </div>
    </>
  );
}

/** Step 3, Identification: email, passport or national id, how to be told, consent. */
export function VipIdentificationFields({ prefix, values, errorsFor }: Props) {
  const props = { prefix, values, errorsFor };
  const t = useT(vipMemberCatalog);
  const smsErrors = errorsFor("sms");
  const signatureErrors = errorsFor("signature");
  const smsErrorId = smsErrors.length > 0 ? `${prefix}-sms-error` : undefined;
  const signatureErrorId = signatureErrors.length > 0 ? `${prefix}-signature-error` : undefined;
  return (
    <>
      <TextInput {...props} name="email" label={t("email")} type="email" autoComplete="email" maxLength={254} />
      <TextInput {...props} name="passportNo" label={t("passportNo")} maxLength={50} autoComplete="off" />
      <fieldset className="field wizard-choices" aria-describedby={smsErrorId} data-invalid={smsErrorId ? "" : undefined}>
        <legend>{t("notificationsQuestion")}</legend>
        {VIP_NOTIFICATION_CHANNELS.map((channel, i) => (
          <label key={channel} className="field-inline">
            <input
              type="radio"
              name="sms"
              value={channel}
              required
              defaultChecked={values?.sms === channel}
              id={i === 0 ? `${prefix}-sms` : undefined}
              aria-invalid={smsErrorId ? true : undefined}
            />
            {t(`channel.${channel}`)}
          </label>
        ))}
        <ErrorList id={smsErrorId} errors={smsErrors} />
      </fieldset>
      <div className="field vip-consent" data-invalid={signatureErrorId ? "" : undefined}>
        <label className="field-inline" htmlFor={`${prefix}-signature`}>
          <input
            type="checkbox"
            id={`${prefix}-signature`}
            name="signature"
            value={VIP_SIGNATURE_CONSENT}
            required
            defaultChecked={Boolean(values?.signature)}
            aria-invalid={signatureErrorId ? true : undefined}
            aria-describedby={signatureErrorId}
          />
          {t("consent")}
        </label>
        <ErrorList id={signatureErrorId} errors={signatureErrors} />
      </div>
    </>
  );
}
