import type { ReactNode } from "react";
import { Outlet } from "react-router";
import type { Route } from "./+types/site-layout";
import { BackToTop } from "~/components/back-to-top";
import { ErrorNotice } from "~/components/error-page";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";

/** Header, page and footer of every public page. Reads the root loader's viewer and settings. */
function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <BackToTop />
    </>
  );
}

export default function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

/** A public page that fails keeps the header and footer, so the visitor can carry on. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteChrome>
      <ErrorNotice error={error} />
    </SiteChrome>
  );
}
