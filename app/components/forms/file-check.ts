/** Early, in-browser check of a chosen file; returns the message to show or null. */
export type FileCheck = (file: File) => Promise<string | null>;

/** Runs the check on the file chosen in a form's file input; null when none is chosen. */
export async function checkChosenFile(form: HTMLFormElement, name: string, check: FileCheck): Promise<string | null> {
  const input = form.elements.namedItem(name);
  if (!(input instanceof HTMLInputElement)) return null;
  const file = input.files?.[0];
  return file ? check(file) : null;
}
