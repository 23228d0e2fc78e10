/** Courses in the later Vakschool week (open and one draft) and one from the previous week (completed). */
import type { CourseContent } from "./courses.ts";

export const COURSES_OTHER_WEEKS: readonly CourseContent[] = [
  {
    title: "Traumasensitief werken in de forensische zorg",
    summary:
      "Veel forensische cliënten hebben zelf ernstige dingen meegemaakt. Hoe houd je daar rekening mee in je dagelijkse werk?",
    descriptionHtml: `
      <p>Trauma en delictgedrag hangen vaak samen. Dat betekent niet dat elke medewerker traumabehandelaar
      moet worden, wel dat het helpt om <strong>traumasensitief</strong> te werken: voorspelbaar, transparant
      en met oog voor triggers.</p>
      <h3>Programma</h3>
      <ul>
        <li>de invloed van vroegkinderlijk trauma op gedrag en relaties;</li>
        <li>herkennen van over- en onderprikkeling;</li>
        <li>een veilige leefomgeving op de afdeling of bij de cliënt thuis.</li>
      </ul>
      <p>Meer informatie over onze behandelingen vind je op
      <a href="https://stilwater.example.org/behandelingen">de website van Stilwater</a>.</p>`,
    status: "PUBLISHED",
    week: "later",
    weekday: 0,
    starts: "10:00",
    ends: "16:00",
    maxParticipants: 25,
    activeEnrollments: 2,
    canceledEnrollments: 0,
    location: { street: "Spaarnekade 19", postalCode: "2011 JD", city: "Haarlem", country: "Nederland" },
    organization: { affiliateSlug: "stilwater" },
    instructors: [
      {
        name: "Nadia Verhulst",
        function: "Psychotherapeut",
        experience:
          "Specialist in traumabehandeling bij forensische cliënten, met eerdere jaren in een justitiële jeugdinrichting.",
      },
      {
        name: "Ronald Brink",
        function: "Ervaringsdeskundige",
        experience: "Vertelt vanuit eigen ervaring over het verband tussen jeugdtrauma, verslaving en delict.",
      },
      {
        name: "Ilse Kamphuis",
        function: "Verpleegkundig specialist ggz",
        experience: "Ontwikkelde de traumasensitieve werkwijze op een klinische afdeling.",
      },
    ],
  },
  {
    title: "Schulden en delictgedrag: praktische handvatten",
    summary:
      "Geldzorgen vergroten de kans op terugval. Leer schulden bespreekbaar maken en snel de juiste hulp inschakelen.",
    descriptionHtml: `
      <p>Bijna de helft van de mensen die uit detentie komen, heeft schulden. In deze middag leer je hoe je
      geldzaken <strong>vroeg in beeld</strong> brengt en wie je daarbij kunt inschakelen.</p>
      <ul><li>een eerste financiële inventarisatie;</li><li>beslag, toeslagen en boetes;</li>
      <li>samenwerken met schuldhulpverlening en bewindvoering.</li></ul>`,
    status: "PUBLISHED",
    week: "later",
    weekday: 2,
    starts: "13:30",
    ends: "16:30",
    maxParticipants: 12,
    activeEnrollments: 0,
    canceledEnrollments: 0,
    location: { street: "Oosterstraat 44", postalCode: "8911 KJ", city: "Leeuwarden", country: "Nederland" },
    organization: {
      name: "Stichting Geldzaken & Herstel",
      description:
        "Stichting die hulpverleners traint in het signaleren en aanpakken van schulden bij kwetsbare cliënten.",
      website: "https://geldzakenenherstel.example.org",
    },
    instructors: [
      {
        name: "Marco de Groot",
        function: "Schuldhulpverlener",
        experience: "Begeleidt al vijftien jaar mensen met schulden, de laatste jaren vooral na detentie.",
      },
    ],
  },
  {
    title: "Praktijkdag LVB: begrijpelijk communiceren",
    summary: "Oefenen met eenvoudige taal, visuele ondersteuning en het checken of je boodschap is aangekomen.",
    descriptionHtml: `
      <p>Deze praktijkdag wordt nog voorbereid. <strong>Het programma volgt.</strong></p>
      <ul><li>herkennen van een licht verstandelijke beperking;</li><li>oefenen met eenvoudige taal.</li></ul>`,
    status: "DRAFT",
    week: "later",
    weekday: 3,
    starts: "09:30",
    ends: "15:30",
    maxParticipants: 14,
    activeEnrollments: 0,
    canceledEnrollments: 0,
    location: { street: "Meerweg 2", postalCode: "8303 AB", city: "Emmeloord", country: "Nederland" },
    organization: { affiliateSlug: "meerstroom" },
    instructors: [
      {
        name: "Joyce Hendriksen",
        function: "Orthopedagoog",
        experience: "Werkt twaalf jaar met cliënten met een LVB in de forensische zorg.",
      },
    ],
  },
  {
    title: "Systeemgericht werken met naasten van justitiabelen",
    summary:
      "Partners, ouders en kinderen van justitiabelen zijn belangrijke bondgenoten. Leer hen betrekken bij behandeling en toezicht.",
    descriptionHtml: `
      <p>Naasten merken vaak als eersten dat het minder goed gaat. In deze training leer je een
      <strong>netwerkgesprek</strong> voorbereiden en leiden, en afspraken maken die ook thuis werken.</p>
      <ul><li>het genogram als gespreksinstrument;</li><li>een gezamenlijk signaleringsplan;</li>
      <li>de rol van kinderen en hun veiligheid.</li></ul>`,
    status: "COMPLETED",
    week: "previous",
    weekday: 1,
    starts: "09:30",
    ends: "16:00",
    maxParticipants: 18,
    activeEnrollments: 6,
    canceledEnrollments: 0,
    location: { street: "Piusstraat 70", postalCode: "5038 WR", city: "Tilburg", country: "Nederland" },
    organization: { affiliateSlug: "vonkenhof" },
    instructors: [
      {
        name: "Paul Drenth",
        function: "Systeemtherapeut",
        experience: "Behandelt al twintig jaar gezinnen waarin geweld een rol speelt.",
      },
      {
        name: "Annika Bloemendaal",
        function: "Maatschappelijk werker",
        experience: "Coördineert netwerkgesprekken in een forensisch ambulant team.",
      },
    ],
  },
];
