import { data } from "react-router";
import { localisedRedirect } from "~/platform/i18n/localised-redirect.server";
import type { PageHandle } from "~/lib/page-handle";
import type { Route } from "./+types/contact-us";
import { ExternalFrame } from "~/components/public/external-frame";
import { PageHero } from "~/components/public/page-hero";
import { telHref } from "~/components/site-nav";
import { ToastProvider } from "~/components/toast/toast-provider";
import { useSiteData } from "~/components/use-site-data";
import { ContactForm, type ContactFormResult } from "~/features/contacts/components/contact-form";
import { contactWords } from "~/features/contacts/contact-catalog";
import { contactMessagePrefill } from "~/features/contacts/contact-prefill";
import { ContactInputSchema } from "~/features/contacts/schema";
import { sendContactMessage } from "~/features/contacts/send-contact-message.server";
import { isAppError } from "~/lib/errors";
import { textFields } from "~/platform/forms/form-action.server";
import { pageMeta } from "~/components/page-meta";
import { formLimitsOf } from "~/platform/records/form-limits.server";
import { DEFAULT_SITE_SETTINGS } from "~/platform/settings/site-settings";
import { pageHeroOf } from "~/features/gallery/gallery.server";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { GALLERY_TYPE } from "~/features/gallery/picture.type";
import { loadSection } from "~/platform/runtime/load-section.server";
import { languageOfPath } from "~/platform/i18n/language";
import { useT } from "~/platform/i18n/use-t";
import { contactsWords } from "~/features/contacts/contacts-words";

/**
 * The query parameters this page reads (app/lib/page-handle.ts): a message prefilled by a link
 * (contact-prefill.ts), and `sent`, where a plain-form post is redirected once its message is
 * stored, so a refresh shows the outcome again instead of sending the message twice.
 */
export const handle: PageHandle = { query: ["message", "sent"] };

/**
 * The form's HTML constraints (required, maxlength), read from the schema here so zod never
 * reaches the page's first load; the gallery picture staff chose to head this page; and the
 * message another page handed over (`?message=`, e.g. the reservation bar's enquiry with the
 * guest's dates), already in the server HTML's text box.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const limits = formLimitsOf(ContactInputSchema);
  const pictures = await loadSection(context, "gallery", () => recordStoreOf(GALLERY_TYPE).list(context.db, null));
  return {
    limits,
    hero: pageHeroOf(pictures.items, "Contact Us"),
    prefill: { message: contactMessagePrefill(new URL(request.url).searchParams, limits.message?.maxLength ?? 2000) },
    sent: new URL(request.url).searchParams.get("sent") === "1",
  };
}

/**
 * The contact form without JavaScript posts here and gets the page back with the outcome;
 * with JavaScript the same action answers the form's submission and the page shows a toast.
 * Same schema, same throttle and same storage as `POST /api/contacts`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = textFields(await request.formData());
  try {
    const stored = await sendContactMessage(context, fields, context.clientAddress);
    // Post, then redirect (DECISIONS §9): a browser's own post (no JavaScript, light mode) is sent
    // on to a GET, so a refresh cannot store the message twice. The page's script asks for data.
    if (request.headers.get("accept")?.includes("text/html")) return localisedRedirect(request, "/ContactUs?sent=1#contact-form-title", 303);
    return data<ContactFormResult>({ ok: true, id: stored.id, message: contactsWords.msg("contactSubmitted") });
  } catch (error) {
    if (!isAppError(error)) throw error;
    // What the visitor typed in the schema's fields goes back into the form, so only the mistakes need fixing.
    const values = Object.fromEntries(Object.keys(ContactInputSchema.shape).map((name) => [name, (fields[name] ?? "").slice(0, 2000)]));
    return data<ContactFormResult>(
      { ok: false, message: contactsWords.msg("contactFailed"), detail: error.message, ...(error.errors ? { errors: error.errors } : {}), values },
      { status: error.status, headers: error.headers },
    );
  }
}

/** React Router passes an action's headers to the page only through this export: a throttled post keeps Retry-After. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const root = matches[0]?.loaderData;
  const settings = root?.settings ?? DEFAULT_SITE_SETTINGS;
  const language = languageOfPath(location.pathname);
  const title = contactWords.t(language, "metaTitle");
  const description = contactWords.t(language, "metaDescription", { phone: settings.phone24h, email: settings.email, hotel: settings.hotelName });
  return pageMeta(matches, {
    title,
    description,
    path: "/ContactUs",
    image: loaderData?.hero?.picture.src ?? null,
    // The hotel's full listing (rooms, rates, picture) is the home page's; this page says how to reach it.
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "ContactPage",
      // The page's own words in its language; the hotel's name and address stay as they are.
      name: title,
      description,
      mainEntity: {
        "@type": "Hotel",
        name: settings.hotelName,
        telephone: settings.phone24h,
        email: settings.email,
        address: { "@type": "PostalAddress", streetAddress: settings.address, addressLocality: "Lilongwe", addressCountry: "MW" },
        ...(root?.siteUrl ? { url: `${root.siteUrl}/` } : {}),
      },
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

export default function ContactUsPage({ loaderData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  const phones = [settings.phone24h, ...splitPhones(settings.otherPhones)];
  const t = useT(contactWords);
  return (
    <ToastProvider>
      <PageHero
        eyebrow={t("eyebrow")}
        title={t("title")}
        lead={t("lead")}
        picture={loaderData.hero?.picture}
        pictureAlt={loaderData.hero?.name}
      />
      <section className="section" aria-labelledby="contact-form-title">
        <div className="wrap contact-layout">
          <div className="contact-details">
            <h2 id="contact-details-title">{t("reachUs")}</h2>
            <address>
              <p>{settings.address}</p>
              <p className="contact-label">{t("phone")}</p>
              <ul role="list">
                {phones.map((phone, i) => (
                  <li key={phone}>
                    <a href={telHref(phone)}>{phone}</a>
                    {i === 0 && ` ${t("allDay")}`}
                  </li>
                ))}
              </ul>
              <p className="contact-label">{t("email")}</p>
              <p>
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </p>
            </address>
            {settings.openingHours && <p className="contact-hours">{settings.openingHours}</p>}
          </div>
          <div className="contact-card">
            <h2 id="contact-form-title">{t("sendUsAMessage")}</h2>
            <ContactForm limits={loaderData.limits} prefill={loaderData.prefill} sent={loaderData.sent} />
          </div>
        </div>
      </section>
      {settings.mapEmbedUrl && (
        <section className="section section-tint" aria-labelledby="map-title">
          <div className="wrap">
            <h2 id="map-title">{t("findUs")}</h2>
            <ExternalFrame src={settings.mapEmbedUrl} title={t("mapTitle", { hotel: settings.hotelName })} linkLabel={t("openMap")} />
          </div>
        </section>
      )}
    </ToastProvider>
  );
}
