import { Fragment, useCallback, type ReactNode } from "react";
import type { Catalog, MessageValues } from "~/platform/i18n/catalog";
import { useT } from "~/platform/i18n/use-t";

/** A character no message contains: it marks where an element goes in the translated text. */
const MARK = "\uE000";
const MARKED = new RegExp(`${MARK}(\\w+)${MARK}`);

/**
 * `t` for messages with elements inside them: a link or a <strong> sits where the message puts
 * its placeholder, so each language orders the sentence its own way.
 *
 *   rich("noTour", { gallery: <Link to="/PictureGarlery">{t("gallery")}</Link> })
 *   // "See the hotel in our {gallery}, or …" with the link in place of {gallery}
 */
export function useRichT<Key extends string>(catalog: Catalog<Key>): (key: Key, elements: Record<string, ReactNode>, values?: MessageValues) => ReactNode {
  const t = useT(catalog);
  return useCallback(
    (key: Key, elements: Record<string, ReactNode>, values?: MessageValues) => {
      const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]));
      // split() with a capturing group: the odd parts are the names of the elements.
      const parts = t(key, { ...values, ...marks }).split(MARKED);
      return parts.map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{elements[part]}</Fragment> : part)).filter((part) => part !== "");
    },
    [t],
  );
}
