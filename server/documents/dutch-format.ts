/** Money and places as the website shows them (nl-NL), for documents and e-mails; server/ does not import app/. */
const euros = new Intl.NumberFormat("nl-NL", { style: "currency", currency: "EUR" });

/** '€ 95,00', '€ -95,00'. The space is a no-break space, so the sign never wraps away from the amount. */
export function formatEuros(cents: number): string {
  return euros.format(cents / 100);
}

export type Place = { street: string; postalCode: string; city: string; country: string };

/** 'Lindelaan 40, 3822 XK Amersfoort'; the country only when it is not the Netherlands. */
export function formatPlace(place: Place): string {
  return addressLines({ ...place, country: place.country === "Nederland" ? "" : place.country }).join(", ");
}

/** ['Lindelaan 40', '3822 XK Amersfoort', 'Nederland'], leaving out what is empty. */
export function addressLines({ street, postalCode, city, country }: Place): string[] {
  return [street, [postalCode, city].filter(Boolean).join(" "), country].filter(Boolean);
}
