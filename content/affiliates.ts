/**
 * The friends ('vrienden') of the demo site. Every organisation here is invented; websites live on
 * example.org and the logos are drawn by scripts/make-demo-images.ts.
 */
export type AffiliateContent = {
  /** File name of the logo and host name of the website. */
  slug: string;
  name: string;
  /** The kind of care, shown under the name in the generated logo. */
  tagline: string;
  description: string;
};

export const AFFILIATES: readonly AffiliateContent[] = [
  {
    slug: "de-waterlinie",
    name: "FPC De Waterlinie",
    tagline: "Forensisch psychiatrisch centrum",
    description:
      "Forensisch psychiatrisch centrum voor mannen en vrouwen met een tbs-maatregel. De Waterlinie combineert intensieve behandeling met arbeid, onderwijs en een zorgvuldig opgebouwd verlofbeleid.",
  },
  {
    slug: "fpk-noorderhaven",
    name: "FPK Noorderhaven",
    tagline: "Forensisch psychiatrische kliniek",
    description:
      "Kliniek voor forensische psychiatrie in Noord-Nederland. Noorderhaven behandelt volwassenen met een strafrechtelijke titel en begeleidt hen stap voor stap terug naar de samenleving.",
  },
  {
    slug: "fact-rivierenland",
    name: "FACT Rivierenland",
    tagline: "Forensisch FACT-team",
    description:
      "Ambulant team dat cliënten met ernstige psychiatrische problematiek en een delictverleden thuis behandelt. Psychiater, verpleegkundigen en ervaringsdeskundigen werken samen vanuit één team.",
  },
  {
    slug: "toezicht-en-terugkeer",
    name: "Stichting Toezicht & Terugkeer",
    tagline: "Reclasseringswerk",
    description:
      "Houdt toezicht op bijzondere voorwaarden en begeleidt justitiabelen bij hun terugkeer in de samenleving. De stichting adviseert over risico's en passende interventies.",
  },
  {
    slug: "de-kade",
    name: "De Kade Beschermd Wonen",
    tagline: "Forensisch beschermd wonen",
    description:
      "Kleinschalige woonvoorzieningen met begeleiding dag en nacht, voor mensen die na een klinische opname weer zelfstandig leren wonen.",
  },
  {
    slug: "duinstroom",
    name: "Verslavingszorg Duinstroom",
    tagline: "Forensische verslavingszorg",
    description:
      "Behandelt mensen bij wie middelengebruik en delictgedrag met elkaar verweven zijn. Duinstroom biedt klinische detox, deeltijdbehandeling en ambulante nazorg.",
  },
  {
    slug: "poli-maasoever",
    name: "Forensische Polikliniek Maasoever",
    tagline: "Ambulante forensische ggz",
    description:
      "Polikliniek voor diagnostiek en behandeling van agressie, huiselijk geweld en grensoverschrijdend seksueel gedrag. Verwijzing loopt via huisarts, reclassering of justitie.",
  },
  {
    slug: "kompasroos",
    name: "Jeugdzorg Kompasroos",
    tagline: "Forensische jeugdzorg",
    description:
      "Werkt met jongeren van twaalf tot drieëntwintig jaar die met politie of justitie in aanraking zijn gekomen, en met hun ouders. Gezinsgerichte behandeling staat centraal.",
  },
  {
    slug: "zijlicht",
    name: "Maatjesnetwerk Zijlicht",
    tagline: "Vrijwillige nazorg",
    description:
      "Koppelt getrainde vrijwilligers aan mensen die uit detentie of een kliniek komen. Een maatje helpt bij praktische zaken en bij het opbouwen van een nieuw sociaal netwerk.",
  },
  {
    slug: "fpa-heuvelrand",
    name: "FPA Heuvelrand",
    tagline: "Forensisch psychiatrische afdeling",
    description:
      "Afdeling voor kortdurende klinische behandeling van patiënten met een forensische zorgtitel. Het accent ligt op stabilisatie en een veilige doorstroom.",
  },
  {
    slug: "veenland",
    name: "Ambulant Forensisch Team Veenland",
    tagline: "Ambulante behandeling",
    description:
      "Regionaal team voor ambulante forensische behandeling in het oosten van het land, met korte lijnen naar huisartsen, wijkteams en politie.",
  },
  {
    slug: "lindehof",
    name: "Woonzorg Lindehof",
    tagline: "Begeleid wonen",
    description:
      "Biedt begeleid wonen en ambulante woonbegeleiding aan cliënten met een forensische achtergrond, van intensief tot licht.",
  },
  {
    slug: "delict-en-herstel",
    name: "Expertisecentrum Delict & Herstel",
    tagline: "Kennis en onderzoek",
    description:
      "Onafhankelijk kenniscentrum dat praktijkgericht onderzoek doet naar risicotaxatie, behandeleffectiviteit en recidive. Het centrum verzorgt ook scholing voor professionals.",
  },
  {
    slug: "brugwachters",
    name: "Herstelbemiddeling De Brugwachters",
    tagline: "Herstelrecht",
    description:
      "Brengt slachtoffers en daders met elkaar in gesprek, als zij dat allebei willen. De bemiddelaars werken onafhankelijk en in overleg met de betrokken hulpverleners.",
  },
  {
    slug: "overstag",
    name: "Jeugdinrichting Overstag",
    tagline: "Justitiële jeugdzorg",
    description:
      "Behandel- en opvanginrichting voor jongeren met een justitiële maatregel. Onderwijs, sport en gezinsgerichte behandeling vormen samen één dagprogramma.",
  },
  {
    slug: "meerstroom",
    name: "Stichting Meerstroom",
    tagline: "Forensische LVB-zorg",
    description:
      "Gespecialiseerd in zorg voor mensen met een licht verstandelijke beperking en delictgedrag. Meerstroom werkt met heldere structuur, visuele ondersteuning en veel aandacht voor het netwerk.",
  },
  {
    slug: "ijsselkant",
    name: "Arbeidshuis IJsselkant",
    tagline: "Arbeid en dagbesteding",
    description:
      "Leerwerkbedrijf waar cliënten uit de forensische zorg werkritme en vakvaardigheden opdoen, met doorstroom naar betaald werk als doel.",
  },
  {
    slug: "schuldwijs-noord",
    name: "SchuldWijs Noord",
    tagline: "Schuldhulpverlening",
    description:
      "Helpt justitiabelen en forensische cliënten hun schulden in kaart te brengen en te regelen, zodat geldzorgen geen aanleiding voor terugval worden.",
  },
  {
    slug: "kustlicht",
    name: "Zorgunit Kustlicht",
    tagline: "Zorg in detentie",
    description:
      "Verzorgt psychiatrische en psychologische zorg voor gedetineerden en bereidt een warme overdracht naar de zorg na detentie voor.",
  },
  {
    slug: "vonkenhof",
    name: "Systeemtherapie Vonkenhof",
    tagline: "Forensische gezinsbehandeling",
    description:
      "Behandelt gezinnen waarin geweld of delictgedrag een rol speelt. Partners, kinderen en andere naasten worden actief bij de behandeling betrokken.",
  },
  {
    slug: "trajectbureau-eemland",
    name: "Trajectbureau Eemland",
    tagline: "Casemanagement",
    description:
      "Coördineert zorg- en veiligheidstrajecten voor complexe casuïstiek in de regio, waarin zorg, justitie en gemeente samen optrekken.",
  },
  {
    slug: "eikenrode",
    name: "Opvanghuis Eikenrode",
    tagline: "Forensische opvang",
    description:
      "Tijdelijke opvang met begeleiding voor mensen die na detentie geen woonplek hebben. Vanuit Eikenrode wordt gewerkt aan wonen, werk en zorg.",
  },
  {
    slug: "wadkust",
    name: "Ggz Wadkust Forensisch",
    tagline: "Forensische ggz",
    description:
      "Forensische tak van een regionale ggz-instelling, met een polikliniek, een FACT-team en een klinische afdeling onder één dak.",
  },
  {
    slug: "stilwater",
    name: "Psychotraumacentrum Stilwater",
    tagline: "Traumabehandeling",
    description:
      "Biedt traumagerichte behandeling aan forensische cliënten, bij wie vroegkinderlijk trauma vaak meespeelt in het ontstaan van delictgedrag.",
  },
  {
    slug: "sportief-herstel",
    name: "Stichting Sportief Herstel",
    tagline: "Sport en bewegen",
    description:
      "Zet sport en beweging in als onderdeel van behandeling en resocialisatie. Trainers werken samen met behandelaars van klinieken en ambulante teams.",
  },
  {
    slug: "deltazorg",
    name: "Thuisbegeleiding Deltazorg",
    tagline: "Ambulante woonbegeleiding",
    description:
      "Begeleidt forensische cliënten thuis bij wonen, geld, dagbesteding en contacten, in nauwe afstemming met reclassering en behandelaars.",
  },
];

/** The invented website of a friend; hyphens are dropped so the host reads like a brand. */
export function affiliateWebsite(slug: string): string {
  return `https://${slug.replaceAll("-", "")}.example.org`;
}

/** Where scripts/make-demo-images.ts writes the logo, as the site serves it. */
export function affiliateLogoUrl(slug: string): string {
  return `/assets/demo/logos/${slug}.svg`;
}
