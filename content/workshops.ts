/**
 * The workshop programme of the annual forum: two time slots on the forum day, Amsterdam time.
 * A ticket holder chooses one workshop per slot with the code on the ticket.
 */
type WorkshopContent = { name: string; description: string; speaker: string; room: string; capacity: number };
export type WorkshopSlotContent = { starts: string; ends: string; workshops: WorkshopContent[] };

export const FORUM_WORKSHOP_SLOTS: readonly WorkshopSlotContent[] = [
  {
    starts: "13:00",
    ends: "14:15",
    workshops: [
      {
        name: "Van kliniek naar wijk: een overdracht die werkt",
        description:
          "Wat moet de ambulante behandelaar weten op de dag dat een patiënt de kliniek verlaat? Aan de hand " +
          "van een echte (geanonimiseerde) casus maken we samen een overdrachtsplan.",
        speaker: "Marieke Smit (FPK Noorderhaven)",
        room: "Zaal 1",
        capacity: 40,
      },
      {
        name: "Risicotaxatie bij huiselijk geweld",
        description:
          "Een praktische workshop over het inschatten van herhaalrisico bij partnergeweld, en over het " +
          "bespreken van die inschatting met cliënt en partner.",
        speaker: "drs. Youssef El Amrani (Forensische Polikliniek Maasoever)",
        room: "Zaal 2",
        capacity: 30,
      },
      {
        name: "Ervaringsdeskundigheid in het forensisch team",
        description:
          "Twee ervaringsdeskundigen en een teamleider vertellen hoe zij samenwerken, wat dat oplevert en " +
          "waar het schuurt.",
        speaker: "Jolanda Verbeek, ervaringsdeskundige",
        room: "Studio",
        capacity: 25,
      },
      {
        name: "LVB-cliënten in het strafrecht",
        description:
          "Hoe pas je je taal, je afspraken en je toezicht aan op cliënten met een licht verstandelijke " +
          "beperking? Met oefeningen in eenvoudig communiceren.",
        speaker: "dr. Pieter Bakker (FPC De Waterlinie)",
        room: "Bibliotheek",
        capacity: 20,
      },
    ],
  },
  {
    starts: "14:45",
    ends: "16:00",
    workshops: [
      {
        name: "Herstelgericht werken met slachtoffer en dader",
        description:
          "Een kennismaking met herstelbemiddeling: wanneer is een gesprek tussen slachtoffer en dader " +
          "zinvol, en hoe bereid je beide partijen voor?",
        speaker: "Annelies de Groot (Stichting Toezicht & Terugkeer)",
        room: "Zaal 1",
        capacity: 30,
      },
      {
        name: "Verslaving en delict: één plan voor twee problemen",
        description:
          "Verslavingszorg en forensische behandeling lopen vaak langs elkaar heen. We bespreken hoe je tot " +
          "één samenhangend behandelplan komt.",
        speaker: "Ruben Visser (Verslavingszorg Duinstroom)",
        room: "Zaal 2",
        capacity: 35,
      },
      {
        name: "Veilig op huisbezoek",
        description:
          "Over het voorbereiden van huisbezoeken bij cliënten met een geweldsverleden: signalen herkennen, " +
          "afspraken met collega's en wat te doen als het misgaat.",
        speaker: "Saskia Meijer (FACT Rivierenland)",
        room: "Studio",
        capacity: 24,
      },
    ],
  },
];
