import { useTranslateMessage } from "~/platform/i18n/use-messages";

/**
 * The messages under one field (or a whole form), each once (the browser's check and the
 * server's may agree), in the page's language. Renders nothing when there are none.
 */
export function ErrorList({ id, errors }: { id?: string | undefined; errors?: readonly (string | null | undefined)[] | null | undefined }) {
  const translate = useTranslateMessage();
  // The shared schemas write English; the page shows its own language (spec-messages.ts).
  const list = [...new Set(errors?.filter((e): e is string => Boolean(e)).map(translate))];
  if (list.length === 0) return null;
  return (
    <ul id={id} className="form-errors">
      {list.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}
