/** Courses in the coming Vakschool week: open, open without enrolments, almost full, full and canceled. */
import type { CourseContent } from "./courses.ts";

export const COURSES_NEXT_WEEK: readonly CourseContent[] = [
  {
    title: "Motiverende gespreksvoering in een gedwongen kader",
    summary:
      "Hoe werk je aan motivatie als de cliënt niet vrijwillig bij je zit? Een praktische training met veel oefenen.",
    descriptionHtml: `
      <p>In de forensische zorg is de behandelrelatie zelden vrijwillig. Toch is motivatie de sleutel tot
      duurzame gedragsverandering. In deze training leer je de basis van <strong>motiverende gespreksvoering</strong>
      toepassen binnen de grenzen van een maatregel of bijzondere voorwaarde.</p>
      <h3>Wat je leert</h3>
      <ul>
        <li>weerstand herkennen en er niet tegenin gaan;</li>
        <li>verandertaal uitlokken en versterken;</li>
        <li>eerlijk zijn over kaders zonder het gesprek te sluiten.</li>
      </ul>
      <p>We werken met rollenspellen op basis van herkenbare situaties uit kliniek en ambulante zorg.
      <em>Neem gerust een eigen casus mee.</em></p>`,
    status: "PUBLISHED",
    week: "next",
    weekday: 0,
    starts: "09:30",
    ends: "16:00",
    maxParticipants: 20,
    activeEnrollments: 3,
    canceledEnrollments: 0,
    location: { street: "Wallerweg 8", postalCode: "3432 NV", city: "Nieuwegein", country: "Nederland" },
    organization: { affiliateSlug: "de-waterlinie" },
    instructors: [
      {
        name: "Marjolein Haverkamp",
        function: "GZ-psycholoog en MGV-trainer",
        experience:
          "Ruim vijftien jaar werkzaam in de tbs-behandeling; traint sinds 2014 teams in motiverende gespreksvoering.",
      },
      {
        name: "Kees Veldkamp",
        function: "Sociotherapeut",
        experience: "Werkt twintig jaar op een longstay-afdeling en begeleidt nieuwe collega's op de werkvloer.",
      },
    ],
    accreditation: {
      hours: "5.5",
      points: "5",
      accreditationNumber: "DEMO-2027-0142",
      registerCodes: ["BIG", "NIP"],
      // Invented: 11 digits for BIG, 8 with leading zeros for NIP; the third participant needs no points.
      enrollmentNumbers: [{ BIG: "19023456701", NIP: "00412345" }, { BIG: "29034567802" }, {}],
    },
  },
  {
    title: "Signaleren van radicalisering in zorg en toezicht",
    summary: "Leer signalen van radicalisering herkennen en bespreekbaar maken, zonder te stigmatiseren.",
    descriptionHtml: `
      <p>Professionals in zorg en toezicht zien soms als eersten dat een cliënt zich afsluit of extreme
      denkbeelden ontwikkelt. Wat is zorgelijk, en wat niet? En met wie bespreek je je zorgen?</p>
      <ul>
        <li>achtergronden van radicalisering en extremisme;</li>
        <li>het verschil tussen <strong>gedachten</strong> en <strong>gedrag</strong>;</li>
        <li>de weg naar het lokale of regionale adviespunt.</li>
      </ul>
      <p>De middag is interactief en sluit af met het bespreken van casuïstiek uit de groep.</p>`,
    status: "PUBLISHED",
    week: "next",
    weekday: 1,
    starts: "13:00",
    ends: "16:30",
    maxParticipants: 16,
    activeEnrollments: 0,
    canceledEnrollments: 0,
    location: { street: "Lange Voorhout 102", postalCode: "2514 EJ", city: "Den Haag", country: "Nederland" },
    organization: {
      name: "Kenniscentrum Radicalisering & Zorg",
      description:
        "Landelijk kenniscentrum dat professionals ondersteunt bij vragen over radicalisering en extremisme.",
      website: "https://radicaliseringenzorg.example.org",
    },
    instructors: [
      {
        name: "Samira Benali",
        function: "Adviseur radicalisering",
        experience: "Adviseert gemeenten en zorginstellingen over casussen met extremistische signalen.",
      },
    ],
  },
  {
    title: "Gestructureerde risicotaxatie: van score naar plan",
    summary: "Een risicotaxatie is pas waardevol als er een plan uit volgt. In deze training maak je die vertaalslag.",
    descriptionHtml: `
      <p>Veel professionals vullen risicotaxatie-instrumenten zorgvuldig in, maar de uitkomst belandt vaak in
      een la. Deze training gaat over de stap daarna: <strong>hoe maak je van een risicoprofiel een concreet
      behandel- en toezichtplan?</strong></p>
      <ol>
        <li>dynamische risicofactoren vertalen naar doelen;</li>
        <li>beschermende factoren benutten;</li>
        <li>een signaleringsplan opstellen met de cliënt en zijn netwerk.</li>
      </ol>
      <p>Voorkennis van minstens één gestructureerd instrument is gewenst.</p>`,
    status: "PUBLISHED",
    week: "next",
    weekday: 2,
    starts: "09:00",
    ends: "16:30",
    maxParticipants: 8,
    activeEnrollments: 8,
    canceledEnrollments: 0,
    location: { street: "Maliesingel 61", postalCode: "3581 BM", city: "Utrecht", country: "Nederland" },
    organization: { affiliateSlug: "delict-en-herstel" },
    instructors: [
      {
        name: "Dr. Wietske Hoogland",
        function: "Onderzoeker en klinisch psycholoog",
        experience:
          "Promoveerde op de voorspellende waarde van dynamische risicofactoren en geeft les aan forensische teams.",
      },
      {
        name: "Erik Schaap",
        function: "Reclasseringswerker",
        experience: "Schrijft al twaalf jaar adviesrapportages en ontwikkelde een werkwijze voor signaleringsplannen.",
      },
    ],
  },
  {
    title: "Jongeren en hun ouders na een delict",
    summary: "Over het betrekken van ouders bij de behandeling van jongeren die met justitie in aanraking kwamen.",
    descriptionHtml: `
      <p>Bij jongeren is het gezin vaak de belangrijkste beschermende factor, en soms ook een bron van risico.
      Je leert hoe je ouders <strong>actief betrekt</strong>, ook als zij zelf wantrouwig staan tegenover
      hulpverlening.</p>
      <ul><li>gespreksvoering met ouders;</li><li>samen afspraken maken over toezicht thuis;</li>
      <li>omgaan met loyaliteitsconflicten.</li></ul>`,
    status: "PUBLISHED",
    week: "next",
    weekday: 3,
    starts: "13:30",
    ends: "16:30",
    maxParticipants: 10,
    activeEnrollments: 9,
    canceledEnrollments: 0,
    location: { street: "Kompaslaan 14", postalCode: "7415 DK", city: "Deventer", country: "Nederland" },
    organization: { affiliateSlug: "kompasroos" },
    instructors: [
      {
        name: "Lotte van Essen",
        function: "Gezinstherapeut",
        experience: "Werkt tien jaar met gezinnen van jongeren met een justitiële maatregel.",
      },
    ],
  },
  {
    title: "Agressiehantering voor ambulante hulpverleners",
    summary: "Een training in het voorkomen en de-escaleren van agressie tijdens huisbezoeken en spreekuren.",
    descriptionHtml: `
      <p>Ambulante hulpverleners werken vaak alleen, bij de cliënt thuis. In deze training oefen je met
      <strong>de-escalerende gesprekstechnieken</strong> en maak je afspraken over veiligheid in je team.</p>
      <ul><li>vroege signalen van spanning;</li><li>je eigen houding en stem;</li><li>nazorg na een incident.</li></ul>`,
    status: "CANCELED",
    week: "next",
    weekday: 3,
    starts: "09:30",
    ends: "12:30",
    maxParticipants: 15,
    activeEnrollments: 0,
    // The course was canceled after two people had enrolled; their enrolments were withdrawn with it.
    canceledEnrollments: 2,
    location: { street: "Velperweg 33", postalCode: "6824 BH", city: "Arnhem", country: "Nederland" },
    organization: {
      name: "Trainingsbureau De Leerlijn",
      description: "Trainingsbureau voor veiligheid en weerbaarheid in zorg en welzijn.",
      website: "https://deleerlijn.example.org",
    },
    instructors: [
      {
        name: "Gerard Mulder",
        function: "Trainer agressiehantering",
        experience: "Voormalig teamleider in een jeugdinrichting; geeft sinds 2010 trainingen in de-escalatie.",
      },
    ],
  },
];
