/** Where PayChangu sends the guest back, paid or not: a check, never a state change by itself. */
export const DEPOSIT_RETURN_PATH = "/booking/deposit/return";
/** Where the stay page's "Pay the deposit" posts, followed by the stay's own link token. */
export const DEPOSIT_PAY_PATH = "/booking/deposit/pay";
/** Our page that hands the guest to PayChangu's checkout (a link and a refresh, which the page's form-action allows). */
export const DEPOSIT_GO_PATH = "/booking/deposit/go";
