import { useEffect, useRef, useState } from "react";
import type { IScannerControls } from "@zxing/browser";
import { buttonStyles } from "../../../lib/styles.ts";

/** The same code seen again within this time is the same ticket still in front of the camera. */
const SAME_CODE_MS = 3_000;

type Props = { onCode: (text: string) => void };

/**
 * The camera of the check-in page. The camera is asked for only when the button is pressed, only here
 * (the page's Permissions-Policy allows it, every other page forbids it), and the QR library (ZXing) is loaded
 * only then, so the page itself stays light. The back camera is preferred.
 */
export function QrScanner({ onCode }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const controls = useRef<IScannerControls | null>(null);
  const recent = useRef<string | null>(null);
  const [state, setState] = useState<"off" | "starting" | "on" | "refused">("off");

  useEffect(() => () => controls.current?.stop(), []);

  async function start() {
    if (!video.current) return;
    setState("starting");
    try {
      const { BrowserQRCodeReader } = await import("@zxing/browser");
      const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
      controls.current = await reader.decodeFromConstraints(
        { video: { facingMode: "environment" } },
        video.current,
        (result) => {
          if (!result) return;
          const text = result.getText();
          if (text === recent.current) return;
          recent.current = text;
          // The same code may count again after a while (a second try after 'geen verbinding').
          setTimeout(() => {
            if (recent.current === text) recent.current = null;
          }, SAME_CODE_MS);
          onCode(text);
        },
      );
      setState("on");
    } catch {
      setState("refused");
    }
  }

  function stop() {
    controls.current?.stop();
    controls.current = null;
    setState("off");
  }

  return (
    <div className="rounded-lg border border-slate-300 bg-white p-4">
      <div className="flex flex-wrap items-center gap-4">
        {state === "on" ? (
          <button type="button" className={buttonStyles.secondary} onClick={stop}>
            Camera stoppen
          </button>
        ) : (
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={() => void start()}
            disabled={state === "starting"}
          >
            {state === "starting" ? "Camera wordt gestart..." : "Scannen met de camera"}
          </button>
        )}
        {state === "on" && <p>Houd de QR-code van het ticket of de aanmeldingsmail voor de camera.</p>}
      </div>
      {state === "refused" && (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          De camera kon niet worden gestart. Geef deze pagina toestemming voor de camera, of typ de code hieronder.
        </p>
      )}
      <video
        ref={video}
        className={state === "on" || state === "starting" ? "mt-4 w-full max-w-md rounded" : "hidden"}
        muted
        playsInline
        aria-label="Camerabeeld voor het scannen"
      />
    </div>
  );
}
