/**
 * The messages under one field (or a whole form), each once (the browser's check and the
 * server's may agree), in the page's language. Renders nothing when there are none.
 */
export function ErrorList({ id, errors }: { id?: string | undefined; errors?: readonly (string | null | undefined)[] | null | undefined }) {
  // Already in the page's language: the browser's schemas speak it, and the server answers in it (docs/decisions/055-message-references.md).
  const list = [...new Set(errors?.filter((e): e is string => Boolean(e)))];
  if (list.length === 0) return null;
  return (
    <ul id={id} className="form-errors">
      {list.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}
