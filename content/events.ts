/**
 * Demo events. Dates are relative to the moment of seeding, so a fresh demo always has an upcoming forum,
 * upcoming events and one that already took place. Venues and addresses are invented.
 */
type VatRate = "21" | "9" | "EXEMPT";

export type TicketTypeContent = {
  name: string;
  description: string;
  priceCents: number;
  free: boolean;
  vatRate: VatRate;
  quantity: number;
  visible: boolean;
};

export type LocationContent = { street: string; postalCode: string; city: string; country: string };

/** When an event happens: the first `weekday` (0 = Monday) on or after `daysFromNow`, Amsterdam time. */
export type EventTiming = { daysFromNow: number; weekday: number; starts: string; ends: string };

export type EventContent = {
  name: string;
  description: string;
  /** File name under /assets/demo/events/, or null for an event without its own image. */
  imageSlug: string | null;
  timing: EventTiming;
  location: LocationContent;
  maxCapacity: number | null;
  ticketTypes: TicketTypeContent[];
  /** The "Praktische informatie" of the ticket holders' mails (sanitised HTML, as the back office stores it). */
  practicalInfoHtml?: string;
};

const paid = (name: string, description: string, priceCents: number, quantity: number, vatRate: VatRate = "21") =>
  ({ name, description, priceCents, free: false, vatRate, quantity, visible: true }) satisfies TicketTypeContent;

const free = (name: string, description: string, quantity: number, visible = true) =>
  ({ name, description, priceCents: 0, free: true, vatRate: "EXEMPT", quantity, visible }) satisfies TicketTypeContent;

/** Event images are WebP (made by scripts/make-demo-images.ts), the size link previews use: 1200 x 630. */
export function eventImageUrl(slug: string): string {
  return `/assets/demo/events/${slug}.webp`;
}

export const DEFAULT_EVENT_IMAGE_URL = eventImageUrl("default");

/** The annual forum; its name carries the year in which it takes place. */
export type ForumContent = Omit<EventContent, "name"> & { name: (year: number) => string };

export const FORUM: ForumContent = {
  name: (year: number) => `Forensisch Forum Jaarcongres ${year}`,
  description:
    "Het jaarcongres van het Forensisch Forum brengt professionals uit de hele forensische keten samen: " +
    "behandelaars, reclasseringswerkers, begeleiders, onderzoekers en ervaringsdeskundigen. Dit jaar staat " +
    "het thema 'Samen verder na de maatregel' centraal: hoe houden we zorg en toezicht in één lijn wanneer " +
    "een cliënt de kliniek verlaat?\n\nHet programma bestaat uit twee plenaire lezingen, een middag met " +
    "workshops in twee tijdvakken en een afsluitende netwerkborrel. De dag vindt plaats in Congrescentrum " +
    "Het Baken in Amersfoort, op loopafstand van het station.",
  imageSlug: "jaarcongres",
  practicalInfoHtml:
    "<p>Congrescentrum Het Baken ligt op tien minuten lopen van station Amersfoort Centraal. Kom je met de " +
    "auto, parkeer dan in garage Lindehof (Lindelaan 12); het congrescentrum heeft zelf geen parkeerplaatsen.</p>" +
    "<ul><li>De registratie opent om 08:45 uur.</li><li>Neem je ticket mee, op je telefoon of geprint.</li>" +
    "<li>Een eetwens of een vraag over toegankelijkheid? Mail ons vóór de dag zelf.</li></ul>",
  timing: { daysFromNow: 105, weekday: 3, starts: "09:30", ends: "17:00" },
  location: { street: "Lindelaan 40", postalCode: "3822 XK", city: "Amersfoort", country: "Nederland" },
  maxCapacity: 400,
  ticketTypes: [
    paid("Regulier", "Toegang tot het volledige programma, inclusief lunch en netwerkborrel.", 14900, 250),
    paid(
      "Medewerker vriend-organisatie",
      "Voor medewerkers van organisaties die vriend zijn van het Forensisch Forum.",
      9900,
      100,
    ),
    paid("Student", "Voor studenten met een geldige collegekaart; neem deze mee op de dag zelf.", 4900, 40),
    free(
      "Gratis – sprekers en vrijwilligers",
      "Alleen voor sprekers, workshopleiders en vrijwilligers van het congres.",
      20,
    ),
    // Hidden: handed out by the board via a direct link, never offered on the public purchase page.
    free("Genodigden bestuur", "Op persoonlijke uitnodiging van het bestuur.", 10, false),
  ],
};

export const OTHER_EVENTS: readonly EventContent[] = [
  {
    name: "Themamiddag: risicotaxatie in de praktijk",
    description:
      "Hoe gebruik je gestructureerde risicotaxatie in het dagelijks werk, en wat doe je als instrumenten " +
      "en je eigen klinische blik elkaar tegenspreken? Drie praktijkmensen delen casuïstiek, waarna we in " +
      "kleine groepen verder praten.",
    imageSlug: "risicotaxatie",
    timing: { daysFromNow: 24, weekday: 1, starts: "13:30", ends: "17:00" },
    location: { street: "Havenkade 12", postalCode: "3511 AL", city: "Utrecht", country: "Nederland" },
    maxCapacity: 120,
    ticketTypes: [
      paid("Regulier", "Inclusief koffie, thee en een hapje na afloop.", 3500, 90),
      free("Medewerker vriend-organisatie", "Gratis voor medewerkers van vriend-organisaties.", 30),
    ],
  },
  {
    name: "Netwerkbijeenkomst Forensisch Forum Zuid",
    description:
      "Een informele bijeenkomst voor professionals uit de forensische zorg in Brabant en Limburg. Maak " +
      "kennis met collega's uit andere organisaties in de keten en hoor wat er speelt in de regio.",
    imageSlug: null,
    timing: { daysFromNow: 45, weekday: 3, starts: "16:00", ends: "19:00" },
    location: { street: "Beukenplein 3", postalCode: "5611 KT", city: "Eindhoven", country: "Nederland" },
    maxCapacity: 80,
    ticketTypes: [free("Gratis toegang", "Aanmelden is nodig, want de zaal heeft een beperkt aantal plaatsen.", 80)],
  },
  {
    name: "Studiedag LVB en delictgedrag",
    description:
      "Een verdiepende studiedag over mensen met een licht verstandelijke beperking in het strafrecht. " +
      "Hoe herken je een LVB, hoe pas je behandeling en toezicht aan, en wat vraagt dat van de samenwerking " +
      "tussen zorg en justitie?",
    imageSlug: "lvb-studiedag",
    timing: { daysFromNow: 62, weekday: 4, starts: "09:30", ends: "16:30" },
    location: { street: "Stadsweide 27", postalCode: "8011 PK", city: "Zwolle", country: "Nederland" },
    maxCapacity: 150,
    ticketTypes: [
      paid("Regulier", "Inclusief lunch en digitale hand-outs.", 8500, 130),
      paid("Student", "Voor studenten met een geldige collegekaart.", 2500, 20),
    ],
  },
  {
    name: "Theatervoorstelling 'Na de deur' met nagesprek",
    description:
      "Een voorstelling over de eerste weken na een lange detentie, gespeeld door een gezelschap waarin " +
      "ervaringsdeskundigen en professionele acteurs samen op het toneel staan. Na afloop volgt een " +
      "nagesprek met de makers.",
    imageSlug: "theater-na-de-deur",
    timing: { daysFromNow: -28, weekday: 3, starts: "19:30", ends: "22:15" },
    location: { street: "Schouwburgplein 5", postalCode: "3811 JC", city: "Amersfoort", country: "Nederland" },
    maxCapacity: 180,
    // Admission to a theatre performance falls under the reduced Dutch VAT rate.
    ticketTypes: [paid("Toegangskaart", "Vrije zitplaats; de zaal gaat om 19.00 uur open.", 1750, 180, "9")],
  },
];
