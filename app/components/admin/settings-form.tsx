import { useFetcher } from "react-router";
import type { ActionResult } from "~/platform/forms/form-action.server";
import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { ChichewaVersionsContext, TextArea, TextInput, WholeNumberInput, type ErrorsFor } from "~/components/forms/record-fields";
import { useFetcherForm } from "~/components/forms/use-fetcher-form";
import type { FormLimits } from "~/platform/records/record-type";
import { DECLARED_SETTINGS, SETTINGS_DECLARATIONS } from "~/platform/settings/declared-settings";
import type { SettingsDeclaration } from "~/platform/settings/setting-declaration";
import { type AllSiteSettings, TRANSLATED_SITE_TEXTS } from "~/platform/settings/site-settings";
import { fieldWords } from "~/platform/forms/field-words";
import { settingsStaffWords } from "~/platform/settings/settings-words";

/** The product's message for each field, shown for whatever the browser finds wrong there. */
const FIELD_MESSAGES: Record<string, string> = {
  hotelName: settingsStaffWords.msg("hotelNameRequired"),
  phone24h: settingsStaffWords.msg("phone24hRequired"),
  email: fieldWords.msg("emailInvalid"),
  salesEmail: fieldWords.msg("emailInvalid"),
  hrEmail: fieldWords.msg("emailInvalid"),
  villaCount: settingsStaffWords.msg("villaCountInvalid"),
  bookingHorizonDays: settingsStaffWords.msg("bookingHorizonInvalid"),
  mapEmbedUrl: fieldWords.msg("urlInvalid"),
  bookingUrl: fieldWords.msg("urlInvalid"),
  virtualTourUrl: fieldWords.msg("urlInvalid"),
  facebookUrl: fieldWords.msg("urlInvalid"),
  instagramUrl: fieldWords.msg("urlInvalid"),
  xUrl: fieldWords.msg("urlInvalid"),
  linkedinUrl: fieldWords.msg("urlInvalid"),
  tripadvisorUrl: fieldWords.msg("urlInvalid"),
  exchangeRateMwkPerUsd: settingsStaffWords.msg("exchangeRateInvalid"),
  ...Object.fromEntries(DECLARED_SETTINGS.map(([name, setting]) => [name, setting.message])),
};

type FieldsProps = { settings: AllSiteSettings; limits: FormLimits; errorsFor: ErrorsFor };

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="settings-group">
      <legend>{title}</legend>
      <div className="form-grid">{children}</div>
    </fieldset>
  );
}

function HotelFields({ settings: s, limits, errorsFor }: FieldsProps) {
  const common = { limits, errorsFor };
  return (
    <>
      <Group title="Hotel and contact">
        <TextInput name="hotelName" label="Hotel name" defaultValue={s.hotelName} {...common} />
        <TextInput name="phone24h" label="24-hour phone" type="tel" defaultValue={s.phone24h} hint="Shown in the header and footer." {...common} />
        <TextInput name="otherPhones" label="Other phone numbers" defaultValue={s.otherPhones} hint="As they should appear, e.g. +265 1 000 001, +265 999 000 000." {...common} />
        <TextInput name="whatsappNumber" label="WhatsApp number" type="tel" defaultValue={s.whatsappNumber} {...common} />
        <TextInput name="email" label="Reservations email" type="email" defaultValue={s.email} {...common} />
        <TextInput name="salesEmail" label="Sales inbox (event requests)" type="email" defaultValue={s.salesEmail} hint="Receives event quotation requests; never shown on the site." {...common} />
        <TextInput name="hrEmail" label="Careers inbox (job applications)" type="email" defaultValue={s.hrEmail} hint="Receives applications from the Careers pages with a link to each CV; never shown on the site." {...common} />
        <TextInput name="address" label="Address" defaultValue={s.address} {...common} />
        <ChichewaVersionsContext.Provider value={{ fields: ["openingHours"], texts: { openingHours: s.openingHours_ny } }}>
          <TextArea name="openingHours" label="Opening hours" rows={3} defaultValue={s.openingHours} {...common} />
        </ChichewaVersionsContext.Provider>
        <WholeNumberInput name="villaCount" label="Presidential villas" defaultValue={s.villaCount} hint="The figure every page shows." {...common} />
        <WholeNumberInput
          name="bookingHorizonDays"
          label="Booking horizon (days)"
          defaultValue={s.bookingHorizonDays}
          hint="How far ahead guests may ask for a stay: 548 days is 18 months."
          {...common}
        />
      </Group>
      <Group title="Prices in US dollars">
        <TextInput
          name="exchangeRateMwkPerUsd"
          label="Exchange rate (MWK per USD)"
          defaultValue={s.exchangeRateMwkPerUsd === null ? "" : String(s.exchangeRateMwkPerUsd)}
          hint={`Visitors who ask for dollars see "MWK 85,000 (≈ USD 49)". Leave blank for MWK only.${s.exchangeRateSetOn ? ` Set on ${s.exchangeRateSetOn}.` : ""}`}
          {...common}
        />
      </Group>
      <Group title="Web addresses">
        <TextInput name="bookingUrl" label="Booking engine" type="url" defaultValue={s.bookingUrl} {...common} />
        <TextInput name="virtualTourUrl" label="Virtual tour" type="url" defaultValue={s.virtualTourUrl} {...common} />
        <TextInput name="mapEmbedUrl" label="Map embed" type="url" defaultValue={s.mapEmbedUrl} hint="The embed address your map provider gives." {...common} />
        <TextInput name="facebookUrl" label="Facebook" type="url" defaultValue={s.facebookUrl} {...common} />
        <TextInput name="instagramUrl" label="Instagram" type="url" defaultValue={s.instagramUrl} {...common} />
        <TextInput name="xUrl" label="X" type="url" defaultValue={s.xUrl} {...common} />
        <TextInput name="linkedinUrl" label="LinkedIn" type="url" defaultValue={s.linkedinUrl} {...common} />
        <TextInput name="tripadvisorUrl" label="TripAdvisor" type="url" defaultValue={s.tripadvisorUrl} {...common} />
      </Group>
    </>
  );
}

/** A feature's declared settings (`<x>.settings.ts`): a section of their own, in their declared order. */
function DeclaredFields({ declaration, settings, limits, errorsFor }: FieldsProps & { declaration: SettingsDeclaration }) {
  const values = settings as unknown as Record<string, number>;
  return (
    <Group title={declaration.title}>
      {Object.entries(declaration.fields).map(([name, field]) =>
        field.choices ? (
          <Field key={name} label={field.label} hint={field.hint} errors={errorsFor(name)}>
            {(p) => (
              <select {...p} name={name} defaultValue={String(values[name] ?? field.default)}>
                {field.choices!.map((choice, index) => (
                  <option key={choice} value={index}>
                    {choice}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : (
          <WholeNumberInput key={name} name={name} label={field.label} hint={field.hint} defaultValue={values[name]} limits={limits} errorsFor={errorsFor} />
        ),
      )}
    </Group>
  );
}

/** The whole settings form: one save for everything, so the site never shows half an edit. */
export function SettingsForm({ settings, limits }: { settings: AllSiteSettings; limits: FormLimits }) {
  const fetcher = useFetcher<ActionResult>();
  const { errorsFor, formProps, pending } = useFetcherForm({ fetcher, messagesFor: FIELD_MESSAGES });
  // One list of sections, the features' among the site's own, so each field's place in the
  // page (and the id React gives it) is as if every section were written out here.
  const sections = [
    <HotelFields key="hotel" settings={settings} limits={limits} errorsFor={errorsFor} />,
    ...SETTINGS_DECLARATIONS.map((declaration) => (
      <DeclaredFields key={declaration.key} declaration={declaration} settings={settings} limits={limits} errorsFor={errorsFor} />
    )),
    <Group key="staff" title="Staff sign-in">
      <Field
        label="Two-step sign-in for staff"
        hint="Required: every administrator and editor must use an authenticator app; those who have not set one up are sent to My Profile to do it. Members are never asked."
        errors={errorsFor("requireStaffTwoStep")}
      >
        {(p) => (
          <select {...p} name="requireStaffTwoStep" defaultValue={settings.requireStaffTwoStep ? "true" : "false"}>
            <option value="false">Optional (each staff member chooses)</option>
            <option value="true">Required for all staff</option>
          </select>
        )}
      </Field>
    </Group>,
    // Each text beside its Chichewa version, as a record's fields are (decision 043).
    <ChichewaVersionsContext.Provider key="legal" value={{ fields: TRANSLATED_SITE_TEXTS, texts: { termsText: settings.termsText_ny, disclaimerText: settings.disclaimerText_ny } }}>
      <Group title="Legal texts">
        <TextArea name="termsText" label="Terms & Conditions" rows={10} defaultValue={settings.termsText} limits={limits} errorsFor={errorsFor} />
        <TextArea name="disclaimerText" label="Disclaimer" rows={10} defaultValue={settings.disclaimerText} limits={limits} errorsFor={errorsFor} />
      </Group>
    </ChichewaVersionsContext.Provider>,
    <div key="actions" className="form-actions settings-actions">
      <SubmitButton pending={pending} pendingLabel="Saving…">
        Save settings
      </SubmitButton>
    </div>,
  ];
  return (
    <fetcher.Form method="post" className="admin-form settings-form" {...formProps}>
      {sections}
    </fetcher.Form>
  );
}
