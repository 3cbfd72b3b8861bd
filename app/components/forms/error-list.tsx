/** The messages under one field (or a whole form). Renders nothing when there are none. */
export function ErrorList({ id, errors }: { id?: string; errors?: readonly (string | null | undefined)[] | null }) {
  const list = errors?.filter((e): e is string => Boolean(e)) ?? [];
  if (list.length === 0) return null;
  return (
    <ul id={id} className="form-errors">
      {list.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}
