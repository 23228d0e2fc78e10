import { describe, expect, it } from "vitest";
import { clientSubject } from "./client-key.ts";

describe("clientSubject: who a request is counted against", () => {
  it("counts an IPv4 address as it is", () => {
    expect(clientSubject("203.0.113.7")).toBe("203.0.113.7");
    expect(clientSubject("203.0.113.8")).toBe("203.0.113.8");
  });

  it("counts every IPv6 address of one /64 network as one client, however it is written", () => {
    const written = [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0DB8:0001:0002:0000:0000:0000:0abc",
      "2001:db8:1:2::1%eth0",
      "2001:db8:1:2:0:0:192.0.2.1",
    ];
    expect(new Set(written.map(clientSubject))).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(clientSubject("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientSubject("::1")).toBe("0:0:0:0::/64");
    expect(clientSubject("fe80::1")).toBe("fe80:0:0:0::/64");
  });

  it("counts an IPv4 address that a dual-stack socket reports as IPv6 as the IPv4 address", () => {
    expect(clientSubject("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientSubject("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("keeps what is no address as one subject", () => {
    expect(clientSubject("unknown")).toBe("unknown");
  });
});
