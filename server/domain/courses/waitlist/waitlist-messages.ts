/** The Dutch answers of the course waitlist, as GraphQL error messages the web app shows as they are. */
export const ALREADY_WAITING_MESSAGE = "Je staat al op de wachtlijst voor deze cursus met dit e-mailadres.";
export const WAITLIST_ALREADY_ENROLLED_MESSAGE =
  "Je bent al aangemeld voor deze cursus met dit e-mailadres; je hoeft niet op de wachtlijst.";
export const WAITLIST_COURSE_CANCELED_MESSAGE = "Deze cursus is geannuleerd. Er is geen wachtlijst meer.";
export const WAITLIST_COURSE_STARTED_MESSAGE =
  "Deze cursus is al begonnen of afgerond. Op de wachtlijst komen is niet meer mogelijk.";
export const INVALID_WAITLIST_LINK_MESSAGE = "Deze wachtlijstlink is ongeldig.";
export const OFFER_EXPIRED_MESSAGE =
  "De tijd om deze plaats te nemen is voorbij; de plaats is aan de volgende op de wachtlijst aangeboden.";
export const NO_OFFER_MESSAGE = "Er staat op dit moment geen plaats voor je klaar.";
export const OFFER_COURSE_CLOSED_MESSAGE = "Deze cursus is niet meer open; de plaats kan niet meer worden genomen.";
