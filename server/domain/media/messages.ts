/** What staff read when an upload (an image, or a notice's PDF) is refused; each names what to do instead. */
import { MEDIA_LIMITS } from "../../../common/media.ts";

const MB = 1024 * 1024;

export const MEDIA_MESSAGES = {
  noFile: "Kies een afbeelding om te uploaden.",
  tooLarge: `Dit bestand is groter dan ${MEDIA_LIMITS.maxBytes / MB} MB. Verklein de afbeelding en probeer het opnieuw.`,
  svgTooLarge: `Een SVG-bestand mag hoogstens ${MEDIA_LIMITS.maxSvgBytes / MB} MB zijn. Sla het logo kleiner op of kies een PNG.`,
  notAnImage:
    "Dit bestand is geen afbeelding die we aannemen. Kies een PNG-, JPEG-, WebP-, GIF- of SVG-bestand; de naam van het bestand telt niet, de inhoud wel.",
  heic: "HEIC-foto's (van een iPhone) nemen we niet aan. Bewaar de foto als JPEG en upload die.",
  unreadable:
    "Deze afbeelding kunnen we niet lezen; het bestand is misschien beschadigd. Sla het opnieuw op en probeer het nog eens.",
  invalidSvg:
    "Dit SVG-bestand bevat geen tekening die we kunnen gebruiken. Sla het logo opnieuw op als SVG of kies een PNG.",
  tooManyPixels: `Deze afbeelding is groter dan ${MEDIA_LIMITS.maxPixels.width} × ${MEDIA_LIMITS.maxPixels.height} pixels. Verklein haar en probeer het opnieuw.`,
  tooSmallForEvent: `Een evenementafbeelding moet minstens ${MEDIA_LIMITS.minEventImage.width} × ${MEDIA_LIMITS.minEventImage.height} pixels zijn; kleiner wordt ze wazig op de evenementpagina.`,
  noPdf: "Kies een pdf-bestand om te uploaden.",
  pdfTooLarge: `Dit pdf-bestand is groter dan ${MEDIA_LIMITS.maxPdfBytes / MB} MB. Sla het kleiner op (bijvoorbeeld met 'Verkleinen' of 'Optimaliseren') en probeer het opnieuw.`,
  notAPdf:
    "Dit bestand is geen pdf die we kunnen lezen. Kies een pdf-bestand; de naam van het bestand telt niet, de inhoud wel.",
} as const;
