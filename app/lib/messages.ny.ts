import type { messages } from "./messages";

type Messages = typeof messages;
/** Each message's Chichewa: a string for a string, the same function signature for a function. */
type InChichewa = { [K in keyof Messages]?: Messages[K] extends string ? string : Messages[K] };

/**
 * SPEC's wording in Chichewa, for what guests read (DECISIONS §10). Staff-only messages are left
 * out on purpose and show in English, as the back-office does. Terms follow docs/glossary.md;
 * the hotel's staff review this wording before launch.
 */
export const messagesInChichewa: InChichewa = {
  noData: "Palibe zambiri pakadali pano",
  fetchFailed: "Sitinathe kupeza zambiri",
  comingSoon: "Sizinapezeke, zikubwera posachedwa",
  nameRequired: "Lembani dzina lanu",
  emailRequired: "Lembani imelo yanu",
  emailInvalid: "Imelo iyi si yolondola",
  passwordRequired: "Lembani mawu achinsinsi",
  messageRequired: "Lembani uthenga wanu",
  contactNameRequired: "Lembani dzina lanu",
  phoneRequired: "Lembani nambala ya foni",
  contactSubmitted: "zatumizidwa bwino!",
  contactFailed: "Sizinatumizidwe",
  submitFailed: "Fomu sinatumizidwe",
  tryAgainLater: "Mwayesa kambirimbiri kuchokera pa intaneti yanu; yesaninso pakapita mphindi zochepa",
  stayTooLong: (nights: number) => `Kukhala kwanu sikuyenera kupitirira mausiku ${nights}; kuti mukhale nthawi yayitali, lumikizanani ndi a reservation`,
  pageNotFoundTitle: "Tsambali silinapezeke",
  pageNotFoundBody: "Tsamba limene mumafuna lasunthidwa kapena silinapezeke pakadali pano.",
  errorPageTitle: "Pali vuto lina",
  errorPageBody: "Pepani, tsambali silinatseguke. Chonde yesaninso pakanthawi.",
  backHome: "Bwererani ku tsamba loyamba",
  newsletterSubscribed: "Zikomo! Tsimikizani kulembetsa kwanu ndi ulalo womwe uli mu imelo imene tikukutumizirani.",
  // about pages and shared components
  roomDataUnavailable: "Zambiri za zipinda sizikupezeka pakadali pano",
  phoneInvalid: "Nambala ya foni ikhale ndi manambala, mipata, +, - ndi mabulaketi okha",
  contactMessageTooLong: "Uthenga usapitirire zilembo 2000",
  accessDeniedPageTitle: "Akaunti yanu singatsegule tsambali",
  accessDeniedBody: "Mwalowa, koma izi sizotsegukira akaunti yanu. Lowani ndi akaunti ina, kapena bwererani.",
  uploadFailed: "Fayilo sinakwezedwe",
  uploadConnectionLost: "Fayilo sinakwezedwe: intaneti yadukika. Chonde yesaninso.",
  uploadCancelled: "Kukweza fayilo kwaletsedwa",
  uploadProcessing: "Fayilo yakwezedwa; tikuisunga…",
};
