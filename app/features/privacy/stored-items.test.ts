import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { publicStoredItems, staffStoredItems } from "./stored-items.ts";

const APP_DIR = path.resolve(import.meta.dirname, "../..");

/** Every source file of the web app (not its tests) that stores something in the browser or sets a cookie. */
function filesThatStore(): string[] {
  const storing = /localStorage|sessionStorage|document\.cookie|Set-Cookie|writeExpiring\(|<ScrollRestoration/;
  return readdirSync(APP_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes("+types"))
    .filter((file) => storing.test(readFileSync(path.join(APP_DIR, file), "utf8")))
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file !== "features/privacy/stored-items.test.ts")
    .sort();
}

// The cookie statement must match what the site really stores. These are the files that store something,
// each accounted for in stored-items.ts; a new one fails here until the statement names what it stores.
const ACCOUNTED_FOR = [
  "entry.server.tsx", // only a comment about <ScrollRestoration>'s inline script
  "features/beheer/check-in/scan-queue.ts", // checkInQueue, checkInDevice
  "features/beheer/staff-notice.ts", // the notice after a form's redirect (ff-beheer-melding)
  "features/workshop-signup/signup-storage.ts", // workshopRegistrationToken, workshopPersonalDetails
  "lib/cookie-choice.ts", // cookieNoticeSeen
  "lib/dismissed-banners.ts", // dismissedBanners
  "lib/expiring-storage.ts", // the storage the wizard's keys use
  "root.tsx", // <ScrollRestoration>: react-router-scroll-positions
  "routes/beheer/sign-in.tsx", // the return path (ff-beheer-terug) until the link is used
  "routes/beheer/sign-in-link.tsx", // the staff session cookie, and clears the return path
  "routes/beheer/sign-in-passkey.tsx", // the same session cookie, signed in by passkey; clears the return path
  "routes/beheer/sign-out.tsx", // clears it
];

describe("the items of the cookie statement", () => {
  it("cover every place in the web app that stores something in the browser", () => {
    expect(
      filesThatStore().filter((file) => !ACCOUNTED_FOR.includes(file) && !file.startsWith("features/privacy/")),
    ).toEqual([]);
    for (const file of ACCOUNTED_FOR) expect(filesThatStore(), file).toContain(file);
  });

  it("name the session cookie as the server sets it, with the configured lifetime", () => {
    const [cookie] = staffStoredItems("https://forum.example", 10);
    expect(cookie?.name).toBe("__Host-ff-beheer");
    expect(cookie?.lifetime).toBe("Tot het uitloggen, hoogstens 10 uur.");
    expect(staffStoredItems("http://localhost:3000", 1)[0]?.name).toBe("ff-beheer");
    expect(staffStoredItems("https://forum.example", 10)[1]).toMatchObject({
      name: "__Host-ff-beheer-terug",
      lifetime: "Tot het inloggen met de link, hoogstens 1 uur.",
    });
  });

  it("give every item a purpose and a lifetime", () => {
    for (const item of [...publicStoredItems(), ...staffStoredItems("http://localhost", 8)]) {
      expect(item.purpose, item.name).not.toBe("");
      expect(item.lifetime, item.name).not.toBe("");
    }
  });
});
