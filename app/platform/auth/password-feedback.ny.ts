import type { translations } from "@zxcvbn-ts/language-en";

/** zxcvbn's advice, keyed as @zxcvbn-ts/language-en's translations are (its warnings and suggestions). */
export type PasswordFeedbackWords = Pick<typeof translations, "warnings" | "suggestions">;

/**
 * The Chichewa of zxcvbn's advice on a password (docs/glossary.md: password = mawu
 * achinsinsi), shown on the /ny/ pages when a password is refused as too easy to guess.
 * Server only: the estimator and its words never reach a page's script. A warning follows
 * "Mawu achinsinsi awa ndi osavuta kuwaganizira: …", so it starts in lower case and has no
 * full stop; a suggestion is a sentence of its own. Draft wording for the hotel's staff to
 * review, as the glossary is.
 */
export const PASSWORD_FEEDBACK_NY: PasswordFeedbackWords = {
  warnings: {
    straightRow: "mizere yowongoka ya makiyi a kiyibodi ndi yosavuta kuiganizira",
    keyPattern: "mapatani afupiafupi a kiyibodi ndi osavuta kuwaganizira",
    simpleRepeat: "zilembo zobwerezabwereza ngati \"aaa\" ndi zosavuta kuziganizira",
    extendedRepeat: "mapatani a zilembo obwerezabwereza ngati \"abcabcabc\" ndi osavuta kuwaganizira",
    sequences: "ndandanda za zilembo zodziwika ngati \"abc\" ndi zosavuta kuziganizira",
    recentYears: "zaka zaposachedwapa ndi zosavuta kuziganizira",
    dates: "madeti ndi osavuta kuwaganizira",
    topTen: "awa ndi mawu achinsinsi ogwiritsidwa ntchito kwambiri",
    topHundred: "awa ndi mawu achinsinsi ogwiritsidwa ntchito kawirikawiri",
    common: "awa ndi mawu achinsinsi ogwiritsidwa ntchito ndi anthu ambiri",
    similarToCommon: "awa akufanana ndi mawu achinsinsi ogwiritsidwa ntchito ndi anthu ambiri",
    wordByItself: "mawu amodzi okha ndi osavuta kuwaganizira",
    namesByThemselves: "dzina limodzi kapena dzina la banja lokha ndi losavuta kuliganizira",
    commonNames: "mayina ndi mayina a mabanja odziwika ndi osavuta kuwaganizira",
    userInputs: "musaikemo zambiri zokhudza inu kapena tsamba lino",
    pwned: "mawu achinsinsi awa adaululika pamene zambiri zinabedwa pa Intaneti",
  },
  suggestions: {
    l33t: "Pewani kusintha zilembo mwachizolowezi, monga '@' m'malo mwa 'a'.",
    reverseWords: "Pewani mawu odziwika olembedwa chammbuyo.",
    allUppercase: "Lembani zilembo zina zazikulu, koma osati zonse.",
    capitalization: "Lembani zilembo zazikulu zoposa choyamba chokha.",
    dates: "Pewani madeti ndi zaka zokhudzana ndi inu.",
    recentYears: "Pewani zaka zaposachedwapa.",
    associatedYears: "Pewani zaka zokhudzana ndi inu.",
    sequences: "Pewani ndandanda za zilembo zodziwika.",
    repeated: "Pewani mawu ndi zilembo zobwerezabwereza.",
    longerKeyboardPattern: "Gwiritsani ntchito mapatani a kiyibodi ataliatali, ndipo sinthani njira yolembera kangapo.",
    anotherWord: "Onjezani mawu ena osadziwika kwambiri.",
    useWords: "Gwiritsani ntchito mawu angapo, koma pewani mawu odziwika.",
    noNeed: "Mutha kupanga mawu achinsinsi olimba popanda zizindikiro, manambala kapena zilembo zazikulu.",
    pwned: "Ngati mumagwiritsa ntchito mawu achinsinsi awa kwina, asintheni.",
  },
};
