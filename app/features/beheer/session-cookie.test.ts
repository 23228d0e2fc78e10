import { describe, expect, it } from "vitest";
import { clearedReturnPathCookie, readReturnPath, returnPathCookie } from "./session-cookie.ts";

const request = (cookie: string) => new Request("https://forensischforum.example.org/beheer", { headers: { cookie } });

describe("the return path kept from the sign-in form to the sign-in link", () => {
  it("reads back what it wrote, on https with the __Host- prefix, HttpOnly and for an hour", () => {
    const publicUrl = "https://forensischforum.example.org";
    const written = returnPathCookie(publicUrl, "/beheer/bestellingen?status=PAID");
    expect(written).toMatch(/^__Host-ff-beheer-terug=[^;]+; Path=\/; Max-Age=3600; HttpOnly; SameSite=Lax; Secure$/);
    const pair = written.split(";")[0]!;
    expect(readReturnPath(request(`ff-other=1; ${pair}`), publicUrl)).toBe("/beheer/bestellingen?status=PAID");
    expect(clearedReturnPathCookie(publicUrl)).toContain("Max-Age=0");
  });

  it("reads nothing without the cookie, and nothing from a value that does not decode", () => {
    const publicUrl = "http://localhost:3000";
    expect(readReturnPath(request("ff-beheer=abc"), publicUrl)).toBeNull();
    expect(readReturnPath(request("ff-beheer-terug=%E0%A4%A"), publicUrl)).toBeNull();
  });
});
