import type { AppLoadContext } from "react-router";
import { AppError } from "~/lib/errors";
import { readRecordId, runFormAction, textFields } from "~/platform/forms/form-action.server";
import { requireStaff } from "~/platform/auth/guards.server";
import { readRecordForm, type UploadField } from "~/platform/records/read-record-form.server";
import type { RecordStore } from "~/platform/records/record-store.server";
import { type RecordKind, recordIntents } from "~/platform/records/record-type";
import type { z } from "zod";
import type { AppServices } from "~/platform/app-context";
import type { PreparedUpload } from "~/platform/records/record-store.server";
import { type FileOption, uploadRuleOf } from "~/platform/records/content-type";
import type { Viewer } from "~/platform/auth/roles";
import type { GivenTranslations } from "~/platform/records/translations";
import { recordsWords } from "~/platform/records/records-words";

type Services = Pick<AppServices, "db" | "storage" | "files">;

/**
 * A content type's store as a back-office screen's action handles it. Its own schema parses
 * the form, so its own store receives exactly the input it declares (hence `never` here:
 * any store fits, and the action passes each one only what its schema produced).
 */
interface ManagedRecord {
  definition: RecordKind & {
    input: z.ZodType;
    updateInput?: z.ZodType | undefined;
    picture: "required" | "optional" | "none";
    fileField?: string | undefined;
    file?: FileOption | undefined;
    translatable?: readonly string[] | undefined;
  };
  create: (services: Services, input: never, upload: PreparedUpload | undefined, actor: Viewer | null, translations?: GivenTranslations) => Promise<unknown>;
  update: (services: Services, id: number, input: never, upload: PreparedUpload | undefined, actor: Viewer | null, translations?: GivenTranslations) => Promise<unknown>;
  remove: RecordStore<never, unknown>["remove"];
}

/**
 * The action of a back-office screen: staff only, then the form's hidden `intent`
 * (`create-bar`, `update-bar`, `delete-bar`, for each type the screen manages) picks the
 * domain function; fields and picture are validated together and the outcome answers
 * through runFormAction (toast and field messages with JavaScript, a notice without).
 */
export async function handleRecordIntents(request: Request, context: AppLoadContext, stores: readonly ManagedRecord[]) {
  const viewer = await requireStaff(request, context);
  const form = await request.formData();
  const fields = textFields(form);
  const intent = fields.intent;

  return runFormAction(intent, async () => {
    for (const store of stores) {
      const { definition } = store;
      const intents = recordIntents(definition);
      if (intent === intents.create) {
        const { input, upload, translations } = await readRecordForm(definition.input, form, uploadOf(definition, true), definition);
        await store.create(context, input as never, upload, viewer, translations);
        return { message: recordsWords.msg("saved") };
      }
      if (intent === intents.update) {
        const id = readRecordId(fields);
        const { input, upload, translations } = await readRecordForm(definition.updateInput ?? definition.input, form, uploadOf(definition, false), definition);
        await store.update(context, id, input as never, upload, viewer, translations);
        return { message: recordsWords.msg("saved") };
      }
      if (intent === intents.remove) {
        await store.remove(context, readRecordId(fields), viewer);
        return { message: recordsWords.msg("deleted") };
      }
    }
    throw new AppError("validation", recordsWords.msg("unknownFormAction"));
  });
}

/** What the form's upload field is and whether this submission must carry one; null when the type owns no picture or file. */
function uploadOf(definition: ManagedRecord["definition"], creating: boolean): UploadField | null {
  const rule = uploadRuleOf(definition);
  return rule && { ...rule, required: creating && rule.required };
}
