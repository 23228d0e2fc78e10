import jsQRModule from "jsqr";
import { describe, expect, it } from "vitest";
import type { Pdf } from "./pdf-kit.ts";
import { drawQrCode } from "./qr-code.ts";
import { ticketQrPayload } from "./ticket-pdf.ts";

// jsqr is CommonJS whose typings declare an ES default export; under NodeNext that export sits on `.default`.
const jsQR = jsQRModule.default;

type Rect = { x: number; y: number; width: number; height: number };

/**
 * Stands in for pdfkit with the three drawing calls drawQrCode makes, paints the dark rectangles into a bitmap
 * and lets a real QR reader decode it: proof that what we draw scans, and holds the text we meant.
 */
function drawAndScan(text: string, size = 240): string | null {
  const dark: Rect[] = [];
  let pending: Rect[] = [];
  const recorder = {
    save: () => recorder,
    restore: () => recorder,
    rect(x: number, y: number, width: number, height: number) {
      pending.push({ x, y, width, height });
      return recorder;
    },
    fill(color: string) {
      if (color !== "#ffffff") dark.push(...pending);
      pending = [];
      return recorder;
    },
  };
  drawQrCode(recorder as unknown as Pdf, text, 0, 0, size, "#1d2929");

  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  for (const rect of dark) {
    for (let y = Math.round(rect.y); y < Math.round(rect.y + rect.height) && y < size; y++) {
      for (let x = Math.round(rect.x); x < Math.round(rect.x + rect.width) && x < size; x++) {
        pixels.fill(0, (y * size + x) * 4, (y * size + x) * 4 + 3);
      }
    }
  }
  return jsQR(pixels, size, size)?.data ?? null;
}

describe("QR codes on tickets", () => {
  const publicUrl = "https://forensischforum.example.org";
  const event = (type: "EVENT" | "FORUM") => ({
    id: "e",
    name: "Jaarcongres",
    type,
    startsAt: new Date(),
    endsAt: new Date(),
    location: { street: "", postalCode: "", city: "", country: "Nederland" },
  });

  it("scan as the workshop sign-up link with the code for a forum, and as the code itself otherwise", () => {
    const forumPayload = ticketQrPayload({ registrationCode: "FF-7KQM-3XPA-9TDV", event: event("FORUM") }, publicUrl);
    expect(forumPayload).toBe("https://forensischforum.example.org/workshops/aanmelden?code=FF-7KQM-3XPA-9TDV");
    expect(drawAndScan(forumPayload)).toBe(forumPayload);

    const eventPayload = ticketQrPayload({ registrationCode: "FF-4HNR-8WCE-2MBJ", event: event("EVENT") }, publicUrl);
    expect(eventPayload).toBe("FF-4HNR-8WCE-2MBJ");
    expect(drawAndScan(eventPayload)).toBe(eventPayload);
  });
});
