import type { AppServices } from "~/platform/app-context";
import { parseForm, runFormAction } from "~/platform/forms/form-action.server";
import { confirmEnrolment, disableTwoStep, renewRecoveryCodes, startEnrolment, type TwoStepCaller } from "~/platform/auth/two-step.server";
import { TwoStepCodeSchema, TwoStepDisableSchema } from "~/platform/auth/two-step-schema";
import { TWO_STEP_INTENTS } from "~/features/profile/components/two-step-section";
import { profileStaffWords } from "~/features/profile/profile-staff-words";

/** My Profile's two-step forms; null when the post is about something else. */
export function runTwoStepAction(context: Pick<AppServices, "db" | "loginThrottle" | "secrets">, caller: TwoStepCaller, fields: Record<string, string>) {
  switch (fields.intent) {
    case TWO_STEP_INTENTS.start:
      return runFormAction(fields.intent, async () => {
        await startEnrolment(context, caller);
        return { message: profileStaffWords.msg("twoStepStarted") };
      });
    case TWO_STEP_INTENTS.confirm:
      return runFormAction(fields.intent, async () => {
        const recoveryCodes = await confirmEnrolment(context, caller, parseForm(TwoStepCodeSchema, fields).code);
        return { message: profileStaffWords.msg("twoStepEnabled"), value: { recoveryCodes } };
      });
    case TWO_STEP_INTENTS.renew:
      return runFormAction(fields.intent, async () => {
        const recoveryCodes = await renewRecoveryCodes(context, caller, parseForm(TwoStepCodeSchema, fields).code);
        return { message: profileStaffWords.msg("recoveryCodesRenewed"), value: { recoveryCodes } };
      });
    case TWO_STEP_INTENTS.disable:
      return runFormAction(fields.intent, async () => {
        await disableTwoStep(context, caller, parseForm(TwoStepDisableSchema, fields));
        return { message: profileStaffWords.msg("twoStepDisabled") };
      });
    default:
      return null;
  }
}
