import { defineSettings, type SettingsOf } from "~/platform/settings/setting-declaration";
import { defineCatalog } from "~/platform/i18n/catalog";
import settingsSource from "./payments-settings-staff.messages.json";

/** The settings' own staff words, alone: every page carries the declarations' defaults. */
export const paymentSettingsWords = defineCatalog(settingsSource);

/** The deposit policies, by the number the settings store (`depositPolicy`). */
export const DEPOSIT_POLICIES = ["none", "firstNight", "percentage", "wholeStay"] as const;
export type DepositPolicy = (typeof DEPOSIT_POLICIES)[number];

/** What happens once the time to pay has passed (`depositAfterDeadline`). */
export const DEPOSIT_AFTER_DEADLINE = ["remindThenTellStaff", "releaseRoom"] as const;

/** The variables without which no deposit can be asked for (DECISIONS §12). */
export const PAYCHANGU_VARIABLES = ["PAYCHANGU_SECRET_KEY", "PAYCHANGU_WEBHOOK_SECRET"] as const;

/**
 * The deposit the hotel asks for when it confirms a stay (DECISIONS §12): none by default (the
 * guest pays at the hotel), the first night, a percentage or the whole stay, paid online through
 * PayChangu within some hours of the confirmation, refundable until some days before arrival.
 * Shown on /booking before the guest sends the request.
 */
const paymentSettings = defineSettings({
  key: "payments",
  title: "Deposits",
  fields: {
    depositPolicy: {
      stored: "deposit_policy",
      default: 0,
      max: DEPOSIT_POLICIES.length - 1,
      message: paymentSettingsWords.msg("depositPolicyInvalid"),
      label: "Deposit asked for",
      hint: "Paid online through PayChangu (Airtel Money, TNM Mpamba, cards). Needs PAYCHANGU_SECRET_KEY and PAYCHANGU_WEBHOOK_SECRET in the server's environment.",
      choices: ["None: guests pay at the hotel", "The first night", "A percentage of the stay", "The whole stay"],
      requiresEnv: PAYCHANGU_VARIABLES,
      unavailableMessage: paymentSettingsWords.msg("depositPolicyUnavailable"),
    },
    depositPercent: {
      stored: "deposit_percent",
      default: 30,
      max: 100,
      message: paymentSettingsWords.msg("depositPercentInvalid"),
      label: "Percentage of the stay",
      hint: "With \"A percentage of the stay\"; rounded up to the whole kwacha.",
    },
    depositPayWithinHours: {
      stored: "deposit_pay_within_hours",
      default: 48,
      max: 720,
      message: paymentSettingsWords.msg("depositHoursInvalid"),
      label: "Time to pay after confirmation (hours)",
    },
    depositAfterDeadline: {
      stored: "deposit_after_deadline",
      default: 0,
      max: DEPOSIT_AFTER_DEADLINE.length - 1,
      message: paymentSettingsWords.msg("depositAfterInvalid"),
      label: "When the time to pay has passed",
      choices: ["Remind once, then tell staff", "Release the room"],
    },
    depositRefundableDays: {
      stored: "deposit_refundable_days",
      default: 7,
      max: 365,
      message: paymentSettingsWords.msg("depositRefundDaysInvalid"),
      label: "Deposit refundable until (days before arrival)",
      hint: "0: refundable until the day of arrival.",
    },
    refundPaidWithinDays: {
      stored: "refund_paid_within_days",
      default: 14,
      min: 1,
      max: 90,
      message: paymentSettingsWords.msg("refundWithinDaysInvalid"),
      label: "Refunds paid back within (days)",
      hint: "What a guest is told when a deposit is owed back: PayChangu has no refund API, so staff pay it back from its dashboard or by hand.",
    },
  },
});
export default paymentSettings;

declare module "~/platform/settings/site-settings" {
  interface FeatureSettings extends SettingsOf<typeof paymentSettings> {}
}
