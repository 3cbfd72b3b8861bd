/**
 * A vacancy's reference (its number, as in /career/:id): the Apply form's emails quote it, so
 * staff can tell applications for two jobs of one title apart.
 */
export function vacancyReference(id: number): string {
  return `V-${id}`;
}
