import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const NO_CLOCK_IN_APP =
  "Geen klok in app/: vraag de API om het afgeleide feit (fase, te koop, open), berekend door de server.";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "**/generated.ts", "**/generated/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web app talks to the backend only through GraphQL, and shows the places the API counted (the rules of
      // the house in docs/architecture.md, Code layout).
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**"], message: "app/ mag server/ niet importeren." },
            {
              group: ["**/common/capacity*"],
              importNames: ["placesLeft", "isFull", "fits"],
              message: "Plaatsen telt de server: toon availablePlaces / placesLeft uit de API.",
            },
          ],
        },
      ],
    },
  },
  {
    // Every rule once, computed by the server: whether a course is open, a ticket on sale or an event
    // past is decided by the API with its clock and shown by the app (Course.phase, TicketType.onSale, Event.phase,
    // ...). A copy of such a rule in app/ needs a clock, so the app reads none: this catches `new Date()`, a call
    // of a `now` (`Date.now()`, the app services' `now()`), a function that takes a `now`, and a comparison with a
    // `now`. The files below read the clock for what is not a server rule.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/**/*.test.ts",
      // The copyright year in the footer, from the server's clock (decision 0009).
      "app/root.tsx",
      // The clock of pages prerendered at build time.
      "app/lib/app-services.ts",
      // How long the visitor's own browser keeps a dismissed banner or a half-done sign-up.
      "app/lib/expiring-storage.ts",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: NO_CLOCK_IN_APP,
        },
        {
          selector: "CallExpression:matches([callee.name='now'], [callee.property.name='now'])",
          message: NO_CLOCK_IN_APP,
        },
        {
          selector: ":function > Identifier[name=/^now$/i]",
          message: "Geen klok in app/: een regel met 'now' hoort bij de server; toon het feit dat de API teruggeeft.",
        },
        {
          selector: "BinaryExpression[operator=/^[<>]=?$/] Identifier[name=/^now$/i]",
          message: "Tijden vergelijken met 'now' is een regel van de server: toon het feit dat de API teruggeeft.",
        },
      ],
    },
  },
  {
    files: ["common/**/*.ts"],
    rules: {
      // Rules shared by the browser and the server may depend on neither.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**", "**/app/**"], message: "common/ is gedeeld: importeer app/ of server/ niet." },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts"],
    ignores: ["server/main.ts"],
    rules: {
      // Only the composition root joins the two halves (docs/architecture.md, Code layout).
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/app/**"], message: "server/ mag app/ niet importeren (alleen server/main.ts)." }] },
      ],
    },
  },
);
