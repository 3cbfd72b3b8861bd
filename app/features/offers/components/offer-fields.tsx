import { currentPictureSrc, type RecordScreenView } from "~/components/admin/record-screen";
import { ChoiceOrOther, ChoiceSelect, PictureInput, type RecordFieldProps, TextArea, WholeNumberInput } from "~/components/forms/record-fields";
import { ACTIVITY_NAMES, FESTIVE_NAMES, PROMOTION_NAMES } from "~/features/offers/offer-names";
import type { PublicOffer } from "~/features/offers/schema";
import { adminWords } from "~/components/admin/admin-words";
import { offersStaffWords } from "~/features/offers/offers-words";
import { mediaStaffWords } from "~/platform/media/media-words";

const kwacha = new Intl.NumberFormat("en-MW", { maximumFractionDigits: 0 });

/** Rate, message and the optional picture: the same on all three offer forms. */
function RateMessagePicture({ errorsFor, limits, record, onImageCheck, imageRequired }: RecordFieldProps<PublicOffer>) {
  return (
    <>
      <WholeNumberInput name="fee" label="Rate (MWK)" limits={limits} errorsFor={errorsFor} defaultValue={record?.fee} hint="Whole kwacha, e.g. 85000." />
      <TextArea name="message" label="Message" limits={limits} errorsFor={errorsFor} defaultValue={record?.message} />
      <PictureInput errorsFor={errorsFor} onImageCheck={onImageCheck} imageRequired={imageRequired} currentSrc={currentPictureSrc(record)} editing={record !== undefined} />
    </>
  );
}

function PromotionFields(props: RecordFieldProps<PublicOffer>) {
  return (
    <>
      <ChoiceSelect name="name" label="Name" placeholder="Select a Promotion" options={PROMOTION_NAMES} limits={props.limits} errorsFor={props.errorsFor} defaultValue={props.record?.name} />
      <RateMessagePicture {...props} />
    </>
  );
}

function FestiveFields(props: RecordFieldProps<PublicOffer>) {
  return (
    <>
      <ChoiceOrOther name="name" label="Name" placeholder="Select a Festive" otherLabel="Other festive name" options={FESTIVE_NAMES} limits={props.limits} errorsFor={props.errorsFor} defaultValue={props.record?.name} />
      <RateMessagePicture {...props} />
    </>
  );
}

function ActivityFields(props: RecordFieldProps<PublicOffer>) {
  return (
    <>
      <ChoiceOrOther name="name" label="Name" placeholder="Select Activity" otherLabel="Other activity name" options={ACTIVITY_NAMES} limits={props.limits} errorsFor={props.errorsFor} defaultValue={props.record?.name} />
      <RateMessagePicture {...props} />
    </>
  );
}

/** SPEC §2's cards: Msg and Rate under the name. */
function OfferDetails({ record }: { record: PublicOffer }) {
  return (
    <>
      <p className="admin-card-meta">Rate: MWK {kwacha.format(record.fee)}</p>
      <p className="admin-card-text">{record.message}</p>
    </>
  );
}

const offerMessages = { fee: offersStaffWords.msg("feeRequired"), message: adminWords.msg("messageRequired"), image: mediaStaffWords.msg("imageRequired") };

/** SPEC §2 "Manage Promotion" (Add-Promo, View). */
export const PROMOTION_SCREEN: RecordScreenView<PublicOffer> = {
  title: "Manage Promotion",
  lead: "Seasonal promotions on the Promotions page. A picture is optional.",
  addTab: "Add-Promo",
  viewTab: "View",
  listTitle: "All promotions",
  addTitle: "Add a promotion",
  addButton: "Add promotion",
  titleOf: (offer) => offer.name,
  fieldMessages: { ...offerMessages, name: offersStaffWords.msg("promotionNameRequired") },
  Fields: PromotionFields,
  Details: OfferDetails,
};

/** SPEC §2 "Manage Festive" (Add-Festive, View). */
export const FESTIVAL_SCREEN: RecordScreenView<PublicOffer> = {
  title: "Manage Festive",
  lead: "Festive offers on the Festive page: Christmas, New Year, Easter and other celebrations.",
  addTab: "Add-Festive",
  viewTab: "View",
  listTitle: "All festive offers",
  addTitle: "Add a festive offer",
  addButton: "Add festive offer",
  titleOf: (offer) => offer.name,
  fieldMessages: { ...offerMessages, name: offersStaffWords.msg("festiveNameRequired"), otherName: offersStaffWords.msg("otherNameRequired") },
  Fields: FestiveFields,
  Details: OfferDetails,
};

/** SPEC §2 "Manage Activities" (Add-Activity, View). */
export const ACTIVITY_SCREEN: RecordScreenView<PublicOffer> = {
  title: "Manage Activities",
  lead: "Leisure activities for guests and families: go-carts, rollers, the play centre and more.",
  addTab: "Add-Activity",
  viewTab: "View",
  listTitle: "All activities",
  addTitle: "Add an activity",
  addButton: "Add activity",
  titleOf: (offer) => offer.name,
  fieldMessages: { ...offerMessages, name: offersStaffWords.msg("activityNameRequired"), otherName: offersStaffWords.msg("otherNameRequired") },
  Fields: ActivityFields,
  Details: OfferDetails,
};
