/** Addresses as the website, documents and e-mails write them (nl-NL). */
export type Address = { street: string; postalCode: string; city: string; country: string };

/** ['Lindelaan 40', '3822 XK Amersfoort', 'Nederland'], leaving out what is empty. */
export function addressLines({ street, postalCode, city, country }: Address): string[] {
  return [street, [postalCode, city].filter(Boolean).join(" "), country].filter(Boolean);
}

/** 'Lindelaan 40, 3822 XK Amersfoort'; the country only when it is not the Netherlands. */
export function formatPlace(address: Address): string {
  return addressLines({ ...address, country: address.country === "Nederland" ? "" : address.country }).join(", ");
}

/** 'Lindelaan 40, 3822 XK Amersfoort': street and town only, wherever the country is. */
export function formatStreetAndTown(address: Address): string {
  return addressLines({ ...address, country: "" }).join(", ");
}
