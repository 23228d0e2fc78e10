import { writeFile } from "node:fs/promises";
import QRCode from "qrcode";

/**
 * A camera that films a QR code for check-in: a Y4M video Chromium plays as its webcam
 * (--use-file-for-fake-video-capture), so the check-in page's real scanning library decodes a real code.
 */
const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 10;
const MODULE_PX = 8;

export async function writeQrVideo(path: string, text: string): Promise<void> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const size = modules.size * MODULE_PX;
  const left = Math.floor((WIDTH - size) / 2);
  const top = Math.floor((HEIGHT - size) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (modules.get(Math.floor(y / MODULE_PX), Math.floor(x / MODULE_PX))) luma[(top + y) * WIDTH + left + x] = 16;
    }
  }
  // 4:2:0: the two colour planes at a quarter of the size, grey.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(path, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}

export const fakeCameraArgs = (videoPath: string) => [
  "--use-fake-ui-for-media-stream",
  "--use-fake-device-for-media-stream",
  `--use-file-for-fake-video-capture=${videoPath}`,
];
