import { currentPictureSrc, type RecordScreenView } from "~/components/admin/record-screen";
import { ChoiceSelect, PictureInput, type RecordFieldProps, TextInput } from "~/components/forms/record-fields";
import { HERO_PAGES } from "~/features/gallery/page-heroes";
import type { PublicGalleryItem } from "~/features/gallery/schema";
import { galleryStaffWords } from "~/features/gallery/gallery-words";
import { fieldWords } from "~/platform/forms/field-words";
import { mediaStaffWords } from "~/platform/media/media-words";

function GalleryFields({ errorsFor, limits, record, onImageCheck, imageRequired }: RecordFieldProps<PublicGalleryItem>) {
  return (
    <>
      <PictureInput errorsFor={errorsFor} onImageCheck={onImageCheck} imageRequired={imageRequired} currentSrc={currentPictureSrc(record)} editing={record !== undefined} />
      <TextInput
        name="name"
        label="Name"
        limits={limits}
        errorsFor={errorsFor}
        defaultValue={record?.name}
        hint="What the picture shows; visitors read it as the caption, screen readers as its description."
      />
      <ChoiceSelect
        name="heads_page"
        label="Also heads the page"
        placeholder="No page (gallery only)"
        options={HERO_PAGES}
        limits={limits}
        errorsFor={errorsFor}
        defaultValue={record?.heads_page}
      />
    </>
  );
}

/** SPEC §2 "Media Gallery": an upload form (image and name) over the grid of pictures. */
export const GALLERY_SCREEN: RecordScreenView<PublicGalleryItem> = {
  title: "Media Gallery",
  lead: "The pictures of the public Picture Gallery. Upload a picture with a name; delete the ones that should no longer show.",
  layout: "form-above-list",
  addTab: "Upload",
  viewTab: "Gallery",
  listTitle: "Pictures in the gallery",
  addTitle: "Upload a picture",
  addButton: "Upload picture",
  titleOf: (item) => item.name,
  fieldMessages: { name: fieldWords.msg("nameRequired"), image: mediaStaffWords.msg("imageRequired") },
  deleteFailed: galleryStaffWords.msg("galleryDeleteFailed"),
  Fields: GalleryFields,
};
