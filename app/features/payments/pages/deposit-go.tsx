import type { Route } from "./+types/deposit-go";
import type { PageHandle } from "~/lib/page-handle";
import { languageOfPath } from "~/platform/i18n/language";
import { localisedRedirect } from "~/platform/i18n/localised-redirect.server";
import { useT } from "~/platform/i18n/use-t";
import { DEPOSIT_RETURN_PATH } from "~/features/payments/deposit-paths";
import { getPendingCheckoutUrl } from "~/features/payments/deposits.server";
import { paymentsWords } from "~/features/payments/payments-words";

export const handle: PageHandle = { query: ["tx_ref"] };

/**
 * Between "Pay the deposit" and PayChangu's checkout: the page's Content-Security-Policy lets
 * forms post only to the site (`form-action 'self'`), which also stops a form's redirect to
 * another origin, so the post lands here (post/redirect/get) and this page sends the guest on
 * with a refresh and a plain link. A checkout no longer waiting (paid, failed) goes to the return
 * page, which says what became of it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const txRef = new URL(request.url).searchParams.get("tx_ref") ?? "";
  const checkoutUrl = await getPendingCheckoutUrl(context.db, txRef);
  if (!checkoutUrl) return localisedRedirect(request, `${DEPOSIT_RETURN_PATH}?tx_ref=${encodeURIComponent(txRef)}`);
  return { checkoutUrl };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

export const meta: Route.MetaFunction = ({ location, data }) => [
  { title: paymentsWords.t(languageOfPath(location.pathname), "goTitle") },
  { name: "robots", content: "noindex" },
  ...(data && "checkoutUrl" in data ? [{ httpEquiv: "refresh", content: `0;url=${data.checkoutUrl}` } as const] : []),
];

export default function DepositGo({ loaderData }: Route.ComponentProps) {
  const t = useT(paymentsWords);
  return (
    <section className="section auth-page" aria-labelledby="deposit-go-title">
      <div className="auth-card">
        <h1 id="deposit-go-title">{t("goTitle")}</h1>
        <p>{t("goText")}</p>
        <p>
          <a className="button button-primary" href={loaderData.checkoutUrl} rel="noreferrer">
            {t("goButton")}
          </a>
        </p>
      </div>
    </section>
  );
}
