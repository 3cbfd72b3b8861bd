import { currentPictureSrc, type RecordScreenConfig } from "~/components/admin/record-screen";
import { PictureInput, type RecordFieldProps, TextArea, TextInput } from "~/components/forms/record-fields";
import { messages } from "~/lib/messages";
import { RESTAURANT_KIND } from "~/features/restaurants/restaurant-kind";
import type { PublicRestaurant } from "~/features/restaurants/schema";

function RestaurantFields({ errorsFor, limits, record, onImageCheck, imageRequired }: RecordFieldProps<PublicRestaurant>) {
  return (
    <>
      <TextInput
        name="name"
        label="Name"
        limits={limits}
        errorsFor={errorsFor}
        defaultValue={record?.name}
        hint="afroma restraunt, orchid restraunt (spelt so, the Dining page looks them up); “main” is the page's introduction."
      />
      <TextArea name="message" label="Message" limits={limits} errorsFor={errorsFor} defaultValue={record?.message} />
      <PictureInput errorsFor={errorsFor} onImageCheck={onImageCheck} imageRequired={imageRequired} currentSrc={currentPictureSrc(record)} editing={record !== undefined} />
    </>
  );
}

function RestaurantDetails({ record }: { record: PublicRestaurant }) {
  return <p className="admin-card-text">{record.message}</p>;
}

/** SPEC §2 "Manage Restraunt" (Add-Restraunt, View), spelt correctly for people (DECISIONS §4). */
export const RESTAURANT_SCREEN: RecordScreenConfig<PublicRestaurant> = {
  kind: RESTAURANT_KIND,
  title: "Manage Restaurant",
  lead: "The restaurants on the Dining page: what each offers and how to book a table.",
  addTab: "Add-Restaurant",
  viewTab: "View",
  listTitle: "All restaurants",
  addTitle: "Add a restaurant",
  addButton: "Add restaurant",
  titleOf: (restaurant) => restaurant.name,
  picture: "required",
  fieldMessages: { name: messages.nameRequired, message: messages.messageRequired, image: messages.imageRequired },
  Fields: RestaurantFields,
  Details: RestaurantDetails,
};
