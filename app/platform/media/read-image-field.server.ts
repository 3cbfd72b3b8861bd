import { prepareImage, type PreparedImage } from "~/platform/media/prepare-image.server";

/**
 * An optional image field. A file is checked by its bytes (refusals carry the field's
 * message); anything that is not a file — absent, empty, or the old client's JSON
 * placeholder, or an empty file part from a form with nothing chosen — means "keep the current image".
 */
export async function readImageField(fields: Record<string, unknown>, field = "image"): Promise<PreparedImage | undefined> {
  const value = fields[field];
  if (!(value instanceof File)) return undefined;
  // A browser form with no file chosen still sends an empty, nameless part.
  if (value.size === 0 && value.name === "") return undefined;
  return prepareImage(new Uint8Array(await value.arrayBuffer()), field);
}
