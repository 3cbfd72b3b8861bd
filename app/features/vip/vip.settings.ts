import { defineSettings, type SettingsOf } from "~/platform/settings/setting-declaration";
import { settingsStaffWords } from "~/platform/settings/settings-words";

/**
 * The VIP club's benefits (SPEC §1), set by administrators on the settings screen and shown on
 * the VIP Club page, the member's dashboard and the booking and dining pages. In percent unless
 * named otherwise.
 */
const vipSettings = defineSettings({
  key: "vip",
  title: "VIP club benefits",
  fields: {
    vipAccommodationEarnPercent: { stored: "vip_accommodation_earn_percent", default: 10, max: 100, message: settingsStaffWords.msg("percentInvalid"), label: "Earned on accommodation (%)" },
    vipDiningEarnPercent: { stored: "vip_dining_earn_percent", default: 10, max: 100, message: settingsStaffWords.msg("percentInvalid"), label: "Earned on dining (%)" },
    vipBestRateDiscountPercent: { stored: "vip_best_rate_discount_percent", default: 10, max: 100, message: settingsStaffWords.msg("percentInvalid"), label: "Off the best daily rate (%)" },
    vipSpecialsDiscountPercent: { stored: "vip_specials_discount_percent", default: 5, max: 100, message: settingsStaffWords.msg("percentInvalid"), label: "Off specials and price-breakers (%)" },
    /** Loyalty points earned per full 10,000 MWK spent. */
    vipPointsPer10000Mwk: { stored: "vip_points_per_10000_mwk", default: 1, max: 10_000, message: settingsStaffWords.msg("pointsInvalid"), label: "Points per 10,000 MWK spent" },
    vipDiningDiscountAlonePercent: { stored: "vip_dining_discount_alone_percent", default: 25, max: 100, message: settingsStaffWords.msg("percentInvalid"), label: "Dining discount, dining alone (%)" },
    vipDiningDiscountTwoPercent: { stored: "vip_dining_discount_two_percent", default: 35, max: 100, message: settingsStaffWords.msg("percentInvalid"), label: "Dining discount, 2 people (%)" },
    vipDiningDiscountThreePercent: { stored: "vip_dining_discount_three_percent", default: 30, max: 100, message: settingsStaffWords.msg("percentInvalid"), label: "Dining discount, 3 people (%)" },
    /** Dining discount for a party of 4 to 12. */
    vipDiningDiscountGroupPercent: { stored: "vip_dining_discount_group_percent", default: 25, max: 100, message: settingsStaffWords.msg("percentInvalid"), label: "Dining discount, 4–12 people (%)" },
  },
});
export default vipSettings;

declare module "~/platform/settings/site-settings" {
  interface FeatureSettings extends SettingsOf<typeof vipSettings> {}
}
