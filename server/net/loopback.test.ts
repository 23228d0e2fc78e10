import { describe, expect, it } from "vitest";
import { isLoopbackAddress, isLoopbackHost, isLoopbackUrl } from "./loopback.ts";

describe("this machine", () => {
  it("knows the loopback addresses, also IPv4-mapped, and nothing else", () => {
    for (const address of ["127.0.0.1", "127.8.9.10", "::1", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1"]) {
      expect(isLoopbackAddress(address)).toBe(true);
    }
    for (const address of ["10.0.0.1", "203.0.113.9", "::ffff:10.0.0.1", "fe80::1", "::", "0.0.0.0", "", undefined]) {
      expect(isLoopbackAddress(address)).toBe(false);
    }
    expect(isLoopbackAddress("localhost")).toBe(false);
  });

  it("knows the host names and URLs of this machine", () => {
    for (const host of ["localhost", "LOCALHOST", "localhost.", "127.0.0.1", "[::1]", "::1"]) {
      expect(isLoopbackHost(host)).toBe(true);
    }
    for (const host of ["0.0.0.0", "::", "localhost.example.org", "127.0.0.1.nip.io", "forensischforum.nl"]) {
      expect(isLoopbackHost(host)).toBe(false);
    }
    expect(isLoopbackUrl("http://localhost:3000")).toBe(true);
    expect(isLoopbackUrl("http://[::1]:3000/")).toBe(true);
    expect(isLoopbackUrl("https://www.forensischforum.example.org")).toBe(false);
  });
});
