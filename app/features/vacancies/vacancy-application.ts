/**
 * Applying for a vacancy is an email to the hotel's address from the settings: the guest's own
 * mail app attaches the CV, nothing personal is stored on the site, and the page needs no
 * script. The subject names the vacancy and its reference (its number, as in /career/:id), so
 * staff can tell applications apart in the inbox.
 */
export function vacancyReference(id: number): string {
  return `V-${id}`;
}

export function applicationSubject(vacancy: { id: number; name: string }): string {
  return `Application: ${vacancy.name} (ref. ${vacancyReference(vacancy.id)})`;
}

/** A mailto: address; encodeURIComponent, since mail apps read "+" literally, not as a space. */
export function applicationMailto(hotelEmail: string, vacancy: { id: number; name: string }): string {
  const body = `Vacancy: ${vacancy.name} (ref. ${vacancyReference(vacancy.id)})\n\nPlease attach your CV and a covering letter.\n`;
  return `mailto:${hotelEmail}?subject=${encodeURIComponent(applicationSubject(vacancy))}&body=${encodeURIComponent(body)}`;
}
