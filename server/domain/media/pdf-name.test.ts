import { describe, expect, it } from "vitest";
import { safePdfName } from "./pdf-name.ts";

describe("the download name of a notice's PDF", () => {
  it("keeps letters and digits of the uploaded name, lowercase, joined by dashes", () => {
    expect(safePdfName("Programma jaarcongres 2027 (def).PDF")).toBe("programma-jaarcongres-2027-def.pdf");
    expect(safePdfName("Één café.pdf")).toBe("een-cafe.pdf");
  });

  it("lets nothing through that could break the header or name a folder", () => {
    for (const name of ['a"; filename=x.exe', "..\\..\\win.ini", "a\r\nSet-Cookie: x=1", "/etc/passwd"]) {
      expect(safePdfName(name)).toMatch(/^[a-z0-9-]+\.pdf$/);
    }
  });

  it("names a file without usable characters 'document.pdf'", () => {
    expect(safePdfName("🙂.pdf")).toBe("document.pdf");
    expect(safePdfName("")).toBe("document.pdf");
  });
});
