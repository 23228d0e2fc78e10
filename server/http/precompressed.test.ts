import { describe, expect, it } from "vitest";
import { negotiateEncoding } from "./precompressed.ts";

describe("choosing a precompressed file by Accept-Encoding", () => {
  const both = ["br", "gzip"] as const;

  it("prefers brotli, then gzip, and sends the file itself without a header", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd", both)).toBe("br");
    expect(negotiateEncoding("gzip, deflate", both)).toBe("gzip");
    expect(negotiateEncoding("X-GZIP", both)).toBe("gzip");
    expect(negotiateEncoding("br", ["gzip"])).toBeUndefined();
    expect(negotiateEncoding(undefined, both)).toBeUndefined();
    expect(negotiateEncoding("", both)).toBeUndefined();
    expect(negotiateEncoding("identity", both)).toBeUndefined();
  });

  it("honours q-values, q=0 as a refusal, and the wildcard", () => {
    expect(negotiateEncoding("br;q=0, gzip", both)).toBe("gzip");
    expect(negotiateEncoding("br;q=0.3, gzip;q=0.9", both)).toBe("gzip");
    expect(negotiateEncoding("br; q=0 , gzip ; q=0", both)).toBeUndefined();
    expect(negotiateEncoding("*", both)).toBe("br");
    expect(negotiateEncoding("*;q=0", both)).toBeUndefined();
    expect(negotiateEncoding("gzip;q=0.5, identity", both)).toBeUndefined();
    expect(negotiateEncoding("br;q=abc, gzip;q=0.1", both)).toBe("gzip");
  });
});
