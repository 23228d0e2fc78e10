import { z } from "zod";
import { MEDIA_KIND_VALUES, MEDIA_LIMITS } from "../media.ts";
import { optionalText } from "./fields.ts";

/**
 * The text fields of an upload (the bytes are checked by the server itself). Alt text is required for event
 * images (they show what the event is about); a logo's alt text is made by the pages ('Logo van ...'); a PDF is a
 * link's target and has none (its link text says what it is).
 */
export const mediaUploadSchema = z
  .object({
    kind: z.enum(MEDIA_KIND_VALUES, "Kies of dit een evenementafbeelding, een logo, een portret of een pdf is."),
    altText: optionalText(MEDIA_LIMITS.altTextMax),
  })
  .superRefine((value, context) => {
    if (value.kind === "EVENT_IMAGE" && !value.altText) {
      context.addIssue({
        code: "custom",
        path: ["altText"],
        message: "Beschrijf wat er op de afbeelding staat, voor wie haar niet kan zien.",
      });
    }
  });
