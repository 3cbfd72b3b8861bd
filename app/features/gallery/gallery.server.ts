import type { Picture } from "~/platform/media/picture";
import type { HeroPage } from "~/features/gallery/page-heroes";
import type { PublicGalleryItem } from "~/features/gallery/schema";

/** The picture heading `page`: the newest gallery picture staff chose for it, or null. */
export function pageHeroOf(items: readonly PublicGalleryItem[], page: HeroPage): { picture: Picture; name: string } | null {
  let newest: PublicGalleryItem | null = null;
  for (const item of items) {
    if (item.heads_page === page && item.picture && (newest === null || item.id > newest.id)) newest = item;
  }
  return newest?.picture ? { picture: newest.picture, name: newest.name } : null;
}
