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
  // service pages and booking
  noDocumentsFound: "Palibe zikalata zomwe zapezeka",
  noOpenVacancies: "Palibe mipata ya ntchito pakadali pano. Chonde yang'ananinso posachedwa.",
  tenderFollowRequested: "Zikomo! Chonde tsimikizani ndi ulalo womwe uli mu imelo imene tikukutumizirani; kenako tidzakutumizirani imelo pa zowonjezera zilizonse ndi kusintha kulikonse kwa tsiku lomaliza.",
  tenderFollowConfirmed: "Zikomo! Mudzalandira imelo pa zowonjezera zilizonse za tender iyi ndi kusintha kulikonse kwa tsiku lake lomaliza.",
  tenderUnfollowed: "Simudzalandiranso maimelo okhudza tender iyi.",
  tenderFollowClosed: "Tender iyi yatsekedwa: palibenso choti mutsatire.",
  guestNameRequired: "Chonde lembani dzina lanu lonse",
  arrivalRequired: "Tsiku lofika ndi lofunika",
  arrivalInvalid: "Tsiku lofika liyenera kukhala tsiku (YYYY-MM-DD)",
  arrivalInPast: "Tsiku lofika liyenera kukhala lero kapena mtsogolo (nthawi ya ku hotelo)",
  departureRequired: "Tsiku lonyamuka ndi lofunika",
  departureInvalid: "Tsiku lonyamuka liyenera kukhala tsiku (YYYY-MM-DD)",
  departureNotAfterArrival: "Tsiku lonyamuka liyenera kukhala pambuyo pa tsiku lofika",
  adultsInvalid: "Chiwerengero cha akuluakulu chikhale nambala yathunthu kuyambira 1 mpaka 20",
  childrenInvalid: "Chiwerengero cha ana chikhale nambala yathunthu kuyambira 0 mpaka 20",
  roomsCountInvalid: "Chiwerengero cha zipinda chikhale nambala yathunthu kuyambira 1 mpaka 10",
  roomTypeRequired: "Chonde sankhani mtundu wa chipinda",
  roomTypeUnknown: "Chonde sankhani mtundu wa chipinda pa mndandanda",
  reservationUnavailable: (roomName: string) => `Pepani, palibe zipinda za ${roomName} zokwanira pa mausiku awa.`,
  reservationTooManyGuests: (perRoom: number) => `Alendo ndi ochuluka pa zipinda izi: chilichonse chimagona anthu ${perRoom} basi. Onjezani chipinda kapena sankhani mtundu waukulu.`,
  reservationReceived: (reference: string) => `Zikomo. Pempho lanu ${reference} lili ndi gulu lathu la reservation, lomwe lidzalitsimikiza pa imelo.`,
  reservationCancelled: (reference: string) => `Kusungitsa ${reference} kwaletsedwa. Tikuyembekeza kudzakulandirani nthawi ina.`,
  reservationCancelLinkInvalid: "Ulalo woletsera uwu sukugwiranso ntchito. Ngati mukufunabe kuletsa, chonde lumikizanani ndi a reservation.",
  newsletterConfirmed: "Zikomo! Kulembetsa kwanu kalata ya nkhani kwatsimikizidwa.",
  newsletterLinkInvalid: "Ulalo uwu unagwiritsidwa kale ntchito kapena sukugwiranso ntchito.",
  newsletterUnsubscribed: "Mwasiya kulembetsa: sitidzatumizanso kalata ya nkhani ku imelo iyi.",
  newsletterFailed: "Sitinathe kuwonjezera imelo yanu pakadali pano. Chonde yesaninso.",
};
