import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

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
      // The web app talks to the backend only through GraphQL (DESIGN §3).
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/server/**"], message: "app/ mag server/ niet importeren." }] },
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
      // Only the composition root joins the two halves (DESIGN §3).
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/app/**"], message: "server/ mag app/ niet importeren (alleen server/main.ts)." }] },
      ],
    },
  },
);
