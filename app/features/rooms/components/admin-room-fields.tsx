import { createContext, useContext } from "react";
import { Field } from "~/components/forms/field";
import { ChichewaLine, ChichewaLines, ChichewaVersionsContext, WithChichewa } from "~/components/forms/record-fields";
import type { FormLimits } from "~/platform/records/record-type";
import type { RecordTranslation } from "~/platform/records/translations";
import { ImageField } from "~/components/forms/image-field";
import { ACCEPTED_IMAGE_TYPES, checkImageFile } from "~/platform/media/image-limits";
import { ROOM_RATE_HINT } from "~/features/rooms/room-rate";
import { ROOM_TYPES } from "~/features/rooms/room-types";
import { roomsStaffWords } from "~/features/rooms/rooms-staff-words";
import { fieldStaffWords } from "~/platform/forms/fields-staff-words";
import { mediaStaffWords } from "~/platform/media/media-words";

/**
 * HTML constraints of the room forms. They are read from the shared schema on the server
 * (admin-room-limits.server.ts) and sent with the page, so the browser, the page action and
 * the API never disagree about a limit and the schema library stays off the phone.
 */
export interface RoomFormLimits {
  nameMax: number | undefined;
  feeMin: number;
  feeMax: number | undefined;
  descriptionMax: number | undefined;
  inclusionsMax: number | undefined;
  itemNameMax: number | undefined;
  inventoryMax: number | undefined;
  maxGuestsMax: number | undefined;
  /** The fields of a room and of an item that take a Chichewa version (their declarations' `translatable`), and the versions' limits. */
  chichewa: { room: readonly string[]; item: readonly string[]; limits: FormLimits };
}

const RoomFormLimitsContext = createContext<RoomFormLimits>({
  nameMax: undefined,
  feeMin: 0,
  feeMax: undefined,
  descriptionMax: undefined,
  inclusionsMax: undefined,
  itemNameMax: undefined,
  inventoryMax: undefined,
  maxGuestsMax: undefined,
  chichewa: { room: [], item: [], limits: {} },
});

export const RoomFormLimitsProvider = RoomFormLimitsContext.Provider;

/** The names of the rooms staff keep: the rooms a room item can belong to. */
const RoomNamesContext = createContext<readonly string[]>(ROOM_TYPES);

export const RoomNamesProvider = RoomNamesContext.Provider;

/** The product's message for each field, shown for any constraint the browser finds broken. */
export const ROOM_FIELD_MESSAGES: Record<string, string> = {
  name: roomsStaffWords.msg("roomRequired"),
  fee: fieldStaffWords.msg("feeInvalid"),
  inventory: roomsStaffWords.msg("inventoryInvalid"),
  maxGuests: roomsStaffWords.msg("maxGuestsInvalid"),
  image: mediaStaffWords.msg("imageRequired"),
};

export const ROOM_ITEM_FIELD_MESSAGES: Record<string, string> = {
  name: roomsStaffWords.msg("roomRequired"),
  itemName: roomsStaffWords.msg("itemNameRequired"),
  image: mediaStaffWords.msg("imageRequired"),
};

/** Something other than blanks: the server trims before checking, so must the browser. */
const NOT_BLANK = ".*\\S.*";

type ErrorsFor = (name: string) => string[];

/** The rooms there are, plus an item's current room when that room has gone, so editing keeps it. */
function roomNameOptions(rooms: readonly string[], current?: string): string[] {
  const names = [...rooms];
  if (current && !names.includes(current)) names.unshift(current);
  return names;
}

/** The room an item belongs to: one of the rooms staff keep. */
function RoomNameSelect({
  label,
  errorsFor,
  defaultValue,
}: {
  label: string;
  errorsFor: ErrorsFor;
  defaultValue?: string | undefined;
}) {
  const rooms = useContext(RoomNamesContext);
  return (
    <Field label={label} errors={errorsFor("name")}>
      {(control) => (
        <select {...control} name="name" required defaultValue={defaultValue ?? ""}>
          {/* Choosable, so clearing the name in an edit says "Room is required" (DECISIONS §4). */}
          <option value="">Select a room</option>
          {roomNameOptions(rooms, defaultValue).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * A room type's name: typed, so staff can add a type the hotel did not have (a new suite),
 * with the usual types offered as suggestions. The server keeps each name once, whatever
 * its spacing or case, and says so beside this field.
 */
function RoomNameInput({ errorsFor, defaultValue }: { errorsFor: ErrorsFor; defaultValue?: string | undefined }) {
  const limits = useContext(RoomFormLimitsContext);
  return (
    <Field label="Name" errors={errorsFor("name")} hint="Choose a suggestion or type a new room type; each name once.">
      {(control) => (
        <>
          <input
            {...control}
            name="name"
            type="text"
            required
            pattern={NOT_BLANK}
            maxLength={limits.nameMax}
            autoComplete="off"
            list={`${control.id}-suggestions`}
            defaultValue={defaultValue ?? ""}
          />
          <datalist id={`${control.id}-suggestions`}>
            {ROOM_TYPES.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </>
      )}
    </Field>
  );
}

/**
 * What the add form and the inline edit of a room or a room item give its fields: where the
 * errors are, who hears the picture's check, and the record's values when editing (with its
 * picture and Chichewa version).
 */
interface RoomFormFieldsProps<Values> {
  errorsFor: ErrorsFor;
  onImageCheck: (message: string | null) => void;
  defaults?: (Values & { imageSrc?: string | undefined; translation?: RecordTranslation | undefined }) | undefined;
  imageRequired: boolean;
}

/** The picture of a room or a room item: required when adding, optional (keeping the current one) when editing. */
function RoomImageField({
  errorsFor,
  onImageCheck,
  required,
  editing,
  currentSrc,
}: {
  errorsFor: ErrorsFor;
  onImageCheck: (message: string | null) => void;
  required: boolean;
  editing: boolean;
  currentSrc: string | undefined;
}) {
  return (
    <ImageField
      label={editing ? "New image" : "Image"}
      required={required}
      accept={ACCEPTED_IMAGE_TYPES}
      check={checkImageFile}
      onCheck={onImageCheck}
      errors={errorsFor("image")}
      currentSrc={currentSrc}
      hint={editing ? "Leave empty to keep the current picture." : "JPEG, PNG, WebP, AVIF or GIF, up to 10MB."}
    />
  );
}

/** Name, rate, description and picture of a room; the add form and the inline edit share them. */
export function RoomFields({
  errorsFor,
  onImageCheck,
  defaults,
  imageRequired,
}: RoomFormFieldsProps<{ name: string; fee: number; description: string | null; inventory: number; maxGuests: number; inclusions: string | null }>) {
  const limits = useContext(RoomFormLimitsContext);
  const chichewa = limits.chichewa;
  return (
    <ChichewaVersionsContext.Provider value={{ fields: chichewa.room, texts: defaults?.translation?.texts ?? {} }}>
      <WithChichewa name="name" label="Name" chichewa={(control) => <ChichewaLine control={control} limits={chichewa.limits} errorsFor={errorsFor} />}>
        <RoomNameInput errorsFor={errorsFor} defaultValue={defaults?.name} />
      </WithChichewa>
      <Field label="Rate (MWK)" optional errors={errorsFor("fee")} hint={ROOM_RATE_HINT}>
        {(control) => (
          <input
            {...control}
            name="fee"
            type="number"
            inputMode="numeric"
            min={limits.feeMin}
            max={limits.feeMax}
            step={1}
            defaultValue={defaults?.fee ?? 0}
          />
        )}
      </Field>
      <Field label="Rooms of this type" optional errors={errorsFor("inventory")} hint="The number of its rooms, which you name on the Room numbers screen: a higher number adds rooms, a lower one removes rooms without stays; 0 takes the type off the booking page.">
        {(control) => (
          <input {...control} name="inventory" type="number" inputMode="numeric" min={0} max={limits.inventoryMax} step={1} defaultValue={defaults?.inventory ?? 0} />
        )}
      </Field>
      <Field label="Guests per room" optional errors={errorsFor("maxGuests")} hint="Adults and children one room sleeps.">
        {(control) => (
          <input {...control} name="maxGuests" type="number" inputMode="numeric" min={1} max={limits.maxGuestsMax} step={1} defaultValue={defaults?.maxGuests ?? 2} />
        )}
      </Field>
      <WithChichewa name="description" label="Description" chichewa={(control) => <ChichewaLines control={control} limits={chichewa.limits} errorsFor={errorsFor} rows={3} />}>
        <Field label="Description" optional errors={errorsFor("description")} className="form-field-wide">
          {(control) => (
            <textarea
              {...control}
              name="description"
              rows={3}
              maxLength={limits.descriptionMax}
              defaultValue={defaults?.description ?? ""}
            />
          )}
        </Field>
      </WithChichewa>
      <WithChichewa name="inclusions" label="Included in the rate" chichewa={(control) => <ChichewaLines control={control} limits={chichewa.limits} errorsFor={errorsFor} rows={3} />}>
        <Field
          label="Included in the rate"
          optional
          errors={errorsFor("inclusions")}
          className="form-field-wide"
          hint="One per line, e.g. Breakfast for two, Wi-Fi, Airport transfer. Guests read it under the room on the booking page."
        >
          {(control) => <textarea {...control} name="inclusions" rows={3} maxLength={limits.inclusionsMax} defaultValue={defaults?.inclusions ?? ""} />}
        </Field>
      </WithChichewa>
      <RoomImageField errorsFor={errorsFor} onImageCheck={onImageCheck} required={imageRequired} editing={defaults !== undefined} currentSrc={defaults?.imageSrc} />
    </ChichewaVersionsContext.Provider>
  );
}

/** Room and item name of a room item, for the add form and the inline edit. */
export function RoomItemFields({ errorsFor, onImageCheck, defaults, imageRequired }: RoomFormFieldsProps<{ name: string; itemName: string }>) {
  const limits = useContext(RoomFormLimitsContext);
  const chichewa = limits.chichewa;
  return (
    <ChichewaVersionsContext.Provider value={{ fields: chichewa.item, texts: defaults?.translation?.texts ?? {} }}>
      <RoomNameSelect label="Room" errorsFor={errorsFor} defaultValue={defaults?.name} />
      <WithChichewa name="itemName" label="Item name" chichewa={(control) => <ChichewaLine control={control} limits={chichewa.limits} errorsFor={errorsFor} />}>
        <Field label="Item name" errors={errorsFor("itemName")}>
          {(control) => (
            <input
              {...control}
              name="itemName"
              type="text"
              required
              pattern={NOT_BLANK}
              maxLength={limits.itemNameMax}
              autoComplete="off"
              defaultValue={defaults?.itemName ?? ""}
            />
          )}
        </Field>
      </WithChichewa>
      <RoomImageField errorsFor={errorsFor} onImageCheck={onImageCheck} required={imageRequired} editing={defaults !== undefined} currentSrc={defaults?.imageSrc} />
    </ChichewaVersionsContext.Provider>
  );
}
