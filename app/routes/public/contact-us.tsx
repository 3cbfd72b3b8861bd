import { type FormEvent, type ReactNode, useState } from "react";
import { data, Form, useActionData, useNavigation, useSubmit } from "react-router";
import type { Route } from "./+types/contact-us";
import { ExternalFrame } from "~/components/public/external-frame";
import { PageHero } from "~/components/public/page-hero";
import { telHref } from "~/components/site-nav";
import { useFetcherResult } from "~/components/forms/use-fetcher-result";
import { ToastProvider, useToast } from "~/components/toast/toast-provider";
import { useSiteData } from "~/components/use-site-data";
import { sendContactMessage } from "~/features/contacts/send-contact-message.server";
import type { FieldErrors } from "~/lib/errors";
import { isAppError } from "~/lib/errors";
import { textFields } from "~/lib/form-action.server";
import { messages } from "~/lib/messages";
import { pageMeta } from "~/components/page-meta";
import { DEFAULT_SITE_SETTINGS } from "~/platform/settings/site-settings";

const FIELDS = ["name", "email", "phonenumber", "message"] as const;
type ContactValues = Record<(typeof FIELDS)[number], string>;

type ContactResult =
  | { ok: true; id: number; message: string }
  | { ok: false; message: string; detail: string; errors?: FieldErrors; values: ContactValues };


/**
 * The contact form without JavaScript posts here and gets the page back with the outcome;
 * with JavaScript the same action answers the form's submission and the page shows a toast.
 * Same schema, same throttle and same storage as `POST /api/contacts`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = textFields(await request.formData());
  try {
    const stored = await sendContactMessage(context, fields, context.clientAddress);
    return data<ContactResult>({ ok: true, id: stored.id, message: messages.contactSubmitted });
  } catch (error) {
    if (!isAppError(error)) throw error;
    const values = Object.fromEntries(FIELDS.map((name) => [name, (fields[name] ?? "").slice(0, 2000)])) as ContactValues;
    return data<ContactResult>(
      { ok: false, message: messages.contactFailed, detail: error.message, ...(error.errors ? { errors: error.errors } : {}), values },
      { status: error.status, headers: error.headers },
    );
  }
}

/** React Router passes an action's headers to the page only through this export: a throttled post keeps Retry-After. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0]?.loaderData;
  const settings = root?.settings ?? DEFAULT_SITE_SETTINGS;
  return pageMeta(matches, {
    title: "Contact Us",
    description: `Call ${settings.phone24h} (24 hours), email ${settings.email} or send us a message: ${settings.hotelName}, Lilongwe, Malawi.`,
    path: "/ContactUs",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Hotel",
      name: settings.hotelName,
      telephone: settings.phone24h,
      email: settings.email,
      numberOfRooms: 130,
      starRating: { "@type": "Rating", ratingValue: 5 },
      address: { "@type": "PostalAddress", streetAddress: settings.address, addressLocality: "Lilongwe", addressCountry: "MW" },
      ...(root?.siteUrl ? { url: `${root.siteUrl}/` } : {}),
    },
  });
};

/** "+265 1 000 001, +265 999 000 000" → each number on its own. */
function splitPhones(list: string): string[] {
  return list
    .split(/[,;/]/)
    .map((p) => p.trim())
    .filter(Boolean);
}

function ContactForm() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const { toast } = useToast();
  const busy = navigation.state === "submitting" && navigation.formAction === "/ContactUs";
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const failed = result && !result.ok ? result : null;
  const errors = clientErrors ?? failed?.errors ?? {};

  useFetcherResult(result, (answer) => {
    if (answer.ok) toast({ kind: "success", title: answer.message });
    else toast({ kind: "error", title: answer.message, description: answer.detail });
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // The API's own schema, loaded only when a visitor sends, so the page's first load stays light.
    const { ContactInputSchema } = await import("~/features/contacts/schema");
    const parsed = ContactInputSchema.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) (found[String(issue.path[0])] ??= []).push(issue.message);
      setClientErrors(found);
      const first = FIELDS.find((name) => found[name]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setClientErrors(null);
    void submit(form);
  }

  const field = (name: (typeof FIELDS)[number], label: string, control: (props: Record<string, unknown>) => ReactNode) => {
    const error = errors[name]?.[0];
    return (
      <div className="field">
        <label htmlFor={`contact-${name}`}>{label}</label>
        {control({
          id: `contact-${name}`,
          name,
          required: true,
          defaultValue: failed?.values[name] ?? "",
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `contact-${name}-error` : undefined,
        })}
        {error && (
          <p className="field-error" id={`contact-${name}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <>
      {result && (
        <p className={result.ok ? "form-success" : "form-alert"} role={result.ok ? "status" : "alert"}>
          {result.message}
          {!result.ok && result.detail !== result.message ? `: ${result.detail}` : ""}
        </p>
      )}
      {/* A new form after each stored message: the fields are cleared (SPEC §8). */}
      <Form method="post" className="contact-form" noValidate onSubmit={onSubmit} key={result?.ok ? `sent-${result.id}` : "form"}>
        {field("name", "Name", (p) => <input {...p} type="text" autoComplete="name" maxLength={100} />)}
        {field("email", "Email", (p) => <input {...p} type="email" autoComplete="email" maxLength={254} />)}
        {field("phonenumber", "Phone number", (p) => <input {...p} type="tel" autoComplete="tel" maxLength={30} />)}
        {field("message", "Message", (p) => <textarea {...p} rows={6} maxLength={2000} />)}
        <button type="submit" className="btn btn-teal" disabled={busy}>
          {busy ? "Sending…" : "Send message"}
        </button>
      </Form>
    </>
  );
}

export default function ContactUsPage() {
  const { settings } = useSiteData();
  const phones = [settings.phone24h, ...splitPhones(settings.otherPhones)];
  return (
    <ToastProvider>
      <PageHero eyebrow="Get in touch" title="Contact Us" lead="Reservations, events or a question about your stay: we answer every message." />
      <section className="section" aria-labelledby="contact-form-title">
        <div className="wrap contact-layout">
          <div className="contact-details">
            <h2 id="contact-details-title">Reach us</h2>
            <address>
              <p>{settings.address}</p>
              <p className="contact-label">Phone</p>
              <ul role="list">
                {phones.map((phone, i) => (
                  <li key={phone}>
                    <a href={telHref(phone)}>{phone}</a>
                    {i === 0 && " (24 hours)"}
                  </li>
                ))}
              </ul>
              <p className="contact-label">Email</p>
              <p>
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </p>
            </address>
            {settings.openingHours && <p className="contact-hours">{settings.openingHours}</p>}
          </div>
          <div className="contact-card">
            <h2 id="contact-form-title">Send us a message</h2>
            <ContactForm />
          </div>
        </div>
      </section>
      {settings.mapEmbedUrl && (
        <section className="section section-tint" aria-labelledby="map-title">
          <div className="wrap">
            <h2 id="map-title">Find us</h2>
            <ExternalFrame src={settings.mapEmbedUrl} title={`Map: ${settings.hotelName}`} linkLabel="Open the map in a new window" />
          </div>
        </section>
      )}
    </ToastProvider>
  );
}
