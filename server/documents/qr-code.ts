import QRCode from "qrcode";
import type { Pdf } from "./pdf-kit.ts";
import { enrollmentQrPayload } from "../domain/checkin/scanned-code.ts";

/** Modules of white around the symbol, as the QR standard asks, so scanners find its edges on any background. */
const QUIET_ZONE = 4;

/**
 * Draws `text` as a QR code of `size` points square, as vector rectangles: sharp at any zoom or print
 * resolution, and a few hundred bytes instead of an embedded image. Error correction M survives a crease.
 */
export function drawQrCode(doc: Pdf, text: string, x: number, y: number, size: number, color: string): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const count = modules.size;
  const unit = size / (count + 2 * QUIET_ZONE);
  doc.save();
  doc.rect(x, y, size, size).fill("#ffffff");
  for (let row = 0; row < count; row++) {
    // One rectangle per run of dark modules in a row keeps the drawing small.
    let runStart = -1;
    for (let column = 0; column <= count; column++) {
      const dark = column < count && modules.get(row, column) !== 0;
      if (dark && runStart < 0) runStart = column;
      if (!dark && runStart >= 0) {
        const left = x + (QUIET_ZONE + runStart) * unit;
        const top = y + (QUIET_ZONE + row) * unit;
        // A hair of overlap hides the seams some viewers draw between adjacent rectangles.
        doc.rect(left, top, (column - runStart) * unit + 0.05, unit + 0.05);
        runStart = -1;
      }
    }
  }
  doc.fill(color);
  doc.restore();
}

/** The QR code of a course enrolment as a PNG image, for its mails. */
export function enrollmentQrPng(enrollmentId: string): Promise<Buffer> {
  return QRCode.toBuffer(enrollmentQrPayload(enrollmentId), {
    errorCorrectionLevel: "M",
    margin: QUIET_ZONE,
    width: 480,
  });
}
