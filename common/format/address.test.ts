import { describe, expect, it } from "vitest";
import { addressLines, formatPlace, formatStreetAndTown } from "./address.ts";

const location = { street: "Wallerweg 8", postalCode: "3432 NV", city: "Nieuwegein", country: "Nederland" };

describe("addressLines", () => {
  it("writes the address as street, postal code with city, and country", () => {
    expect(addressLines(location)).toEqual(["Wallerweg 8", "3432 NV Nieuwegein", "Nederland"]);
    expect(addressLines({ ...location, street: "", postalCode: "" })).toEqual(["Nieuwegein", "Nederland"]);
  });
});

describe("formatPlace", () => {
  it("names the country only when it is not the Netherlands", () => {
    expect(formatPlace(location)).toBe("Wallerweg 8, 3432 NV Nieuwegein");
    expect(formatPlace({ ...location, country: "België" })).toBe("Wallerweg 8, 3432 NV Nieuwegein, België");
    expect(formatPlace({ street: "", postalCode: "", city: "", country: "Nederland" })).toBe("");
  });
});

describe("formatStreetAndTown", () => {
  it("leaves the country out wherever it is", () => {
    expect(formatStreetAndTown({ ...location, country: "België" })).toBe("Wallerweg 8, 3432 NV Nieuwegein");
    expect(formatStreetAndTown({ ...location, street: "" })).toBe("3432 NV Nieuwegein");
  });
});
