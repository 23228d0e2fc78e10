/** Shared class lists, so every button and link on the site looks and behaves the same. */

const buttonBase =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-2.5 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";

export const buttonStyles = {
  primary: `${buttonBase} bg-brand-700 text-white hover:bg-brand-800`,
  secondary: `${buttonBase} border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-50`,
  /** For use on dark (brand) backgrounds. */
  inverted: `${buttonBase} bg-white text-brand-800 hover:bg-brand-50`,
} as const;

export const textLinkStyle = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900";

export const headingStyles = {
  page: "text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl",
  section: "text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl",
  card: "text-lg font-semibold text-brand-900",
} as const;
