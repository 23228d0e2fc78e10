/**
 * The words of the site's own pages as a fresh installation publishes them (version 1 of each page, by the demo
 * seed, server/db/seed/site-pages.ts): what the pages said when they were still code. The organisation changes them
 * in the back office (Pagina's). Everything here is fictional: addresses, numbers and people.
 */
import type {
  AboutPageContent,
  ContactPageContent,
  FooterContent,
  HomePageContent,
  TermsPageContent,
} from "../common/validation/site-pages.ts";
import { TEAM } from "./team.ts";

const EMAIL = "info@forensischforum.example.org";

export const DEMO_HOME: HomePageContent = {
  eyebrow: "Het netwerk van de forensische zorg",
  title: "Samen verantwoordelijk voor de Forensische keten",
  intro:
    "<p>Klinieken, reclassering, beschermd wonen, ambulante teams en justitie: in de forensische zorg werken veel " +
    "organisaties aan hetzelfde doel. Het Forensisch Forum brengt de schakels van die keten bij elkaar, zodat " +
    "samenwerken vanzelfsprekend wordt.</p>" +
    "<p>We delen kennis en ervaring over de grenzen van onze eigen organisaties heen: op congressen, in studiedagen " +
    "en in de Forensische Vakschool. Wie elkaars werk kent, begrijpt elkaar beter.</p>" +
    "<p>Dat merkt vooral de cliënt: betere overdrachten, minder uitval en meer kans op een veilige terugkeer in de " +
    "samenleving.</p>",
  valuesTitle: "Hét kennis- en netwerkplatform voor het forensisch werkveld",
  valuesIntro: "Drie waarden staan centraal in alles wat we organiseren, voor en door professionals uit de praktijk.",
  pillars: [
    {
      title: "Verbinding",
      text: "We brengen professionals uit de hele keten met elkaar in contact: van kliniek tot reclassering, van beleid tot uitvoering. Wie elkaar kent, vindt elkaar ook als het erop aankomt.",
    },
    {
      title: "Verdieping",
      text: "We delen actuele kennis, onderzoek en praktijkervaring, op onze congressen en in de Forensische Vakschool. Zo groeit de kwaliteit van de zorg en begeleiding van forensische cliënten.",
    },
    {
      title: "Verbreding",
      text: "We kijken verder dan de eigen organisatie en discipline. Door te leren van elkaars werkwijzen ontstaan nieuwe inzichten en een bredere blik op het forensisch werkveld.",
    },
  ],
};

export const DEMO_ABOUT: AboutPageContent = {
  eyebrow: "Onze missie",
  title: "Een forensische kennisalliantie",
  quote: "Niemand overziet de hele keten in zijn eentje. Samen kennen we hem wel, en daar heeft de cliënt baat bij.",
  quoteAuthor: "Hester Oosterbeek, voorzitter",
  mission:
    "<p>Het Forensisch Forum is een non-profit netwerk van organisaties die forensische zorg leveren: klinieken, " +
    "ambulante teams, beschermd wonen, reclassering en partners uit justitie en onderzoek. Samen vormen zij de " +
    "forensische keten, en die keten is zo sterk als de samenwerking tussen de schakels.</p>" +
    "<p>Onze missie is een goed functionerende keten, waarin organisaties elkaars werk kennen en begrijpen. Daarom " +
    "organiseren we ontmoetingen en een jaarcongres, en laten we in de Forensische Vakschool medewerkers van de " +
    "vrienden gratis bij elkaar in de keuken kijken.</p>" +
    "<p>Het Forum is van en voor professionals. Het bestuur bestaat uit mensen uit het werkveld die zich hier naast " +
    "hun werk voor inzetten, en de vrienden dragen bij met kennis, sprekers en locaties. Zo blijft het netwerk " +
    "dicht bij de praktijk.</p>",
  boardTitle: "De drijvende krachten",
  boardIntro:
    "Het bestuur bestaat uit professionals uit de forensische zorg, die zich naast hun werk inzetten voor het netwerk.",
  // The page showed no e-mail addresses of the board; the organisation may add them.
  boardMembers: TEAM.map((member) => ({
    name: member.name,
    role: member.role,
    email: null,
    linkedInUrl: member.linkedIn,
    portraitUrl: member.imageUrl,
    portraitAlt: `Portret van ${member.name}`,
  })),
};

export const DEMO_CONTACT: ContactPageContent = {
  intro: "Heb je een vraag over het Forum, de evenementen of de Vakschool? We horen graag van je.",
  email: EMAIL,
  phone: null,
  // Fictional details of the demo organisation: not a real postal box, company or bank account.
  addressName: "Forensisch Forum",
  addressLines: ["Postbus 4120", "9701 EC Groningen"],
  chamberOfCommerceNumber: "01234567",
  iban: "NL00 FAKE 0123 4567 89",
  questions: [
    {
      question: "Kan iedereen vriend worden van het FF?",
      answer:
        "<p>Als organisatie kun je vriend worden, op voorwaarde dat je forensische zorg levert. Lees meer op de " +
        'pagina <a href="/vrienden">Vrienden van</a>.</p>',
    },
    {
      question: "Kan iedereen deel nemen aan de vakschool?",
      answer:
        "<p>Ja. Ook als je niet werkt bij een van de vrienden, ben je welkom bij de " +
        '<a href="/vakschool">Forensische Vakschool</a>.</p>',
    },
  ],
  supportEmail: "support@forensischforum.example.org",
};

/**
 * Example text, not legal advice: a short, sensible set of terms for the ticket sales and courses of a non-profit,
 * for the demo. A real organisation publishes its own in the back office.
 */
export const DEMO_TERMS: TermsPageContent = {
  title: "Algemene voorwaarden",
  summary:
    "Deze voorwaarden gelden voor het kopen van tickets, het bezoeken van evenementen en het volgen van de Vakschool.",
  body:
    "<h2>1. Wie wij zijn</h2>" +
    "<p>Het Forensisch Forum is een non-profit netwerk van organisaties in de forensische zorg. Wij organiseren " +
    "evenementen, zoals het jaarcongres en studiedagen, en de cursussen van de Forensische Vakschool.</p>" +
    "<h2>2. Je bestelling</h2>" +
    "<p>Met een bestelling of aanmelding op deze site ga je akkoord met deze voorwaarden, in de versie die op dat " +
    "moment geldt. Je ontvangt een bevestiging per e-mail. Controleer je gegevens: een ticket staat op naam.</p>" +
    "<h2>3. Betalen</h2>" +
    "<p>Je betaalt met iDEAL bij het bestellen, of op factuur binnen de termijn die op de factuur staat. Prijzen " +
    "zijn inclusief btw, tenzij anders vermeld. Betaal je een factuur niet op tijd, dan sturen we een herinnering; " +
    "blijft betaling uit, dan kunnen we je tickets annuleren.</p>" +
    "<h2>4. Annuleren en terugbetalen</h2>" +
    "<ul><li>Tot vier weken voor het evenement kun je kosteloos annuleren; je krijgt het volledige bedrag terug.</li>" +
    "<li>Daarna betalen we de helft terug, tot een week voor het evenement. In de laatste week is terugbetalen " +
    "niet meer mogelijk, maar je mag een collega in je plaats laten gaan.</li>" +
    "<li>De cursussen van de Vakschool zijn gratis. Meld je af met de link in je bevestiging zodra je niet kunt, " +
    "zodat een ander je plaats krijgt.</li>" +
    "<li>Gaat een evenement of cursus niet door, dan krijg je het betaalde bedrag volledig terug.</li></ul>" +
    "<h2>5. Tijdens het evenement</h2>" +
    "<p>We doen ons best om het programma te houden zoals aangekondigd; een spreker of zaal kan wijzigen. " +
    "Workshops hebben een beperkt aantal plaatsen, wie zich eerst aanmeldt heeft voorrang.</p>" +
    "<h2>6. Privacy</h2>" +
    "<p>We gebruiken je gegevens alleen om je bestelling of aanmelding af te handelen en je over het evenement te " +
    'informeren. Lees hoe in onze <a href="/privacy">privacyverklaring</a>.</p>' +
    "<h2>7. Vragen en klachten</h2>" +
    `<p>Mail naar <a href="mailto:${EMAIL}">${EMAIL}</a>. We antwoorden binnen vijf werkdagen.</p>`,
};

export const DEMO_FOOTER: FooterContent = {
  tagline: "Hét kennis- en netwerkplatform voor professionals in de forensische zorg en justitie.",
  email: EMAIL,
  phone: null,
};
