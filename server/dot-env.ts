/**
 * Loaded by the npm scripts before their program (`node --import ./server/dot-env.ts`): the settings of `.env`, when
 * there is one, under those of the environment (which win, as with node's --env-file). Without a `.env` it says
 * nothing: node's --env-file-if-exists printed ".env not found" on every start of a host or laptop that has none.
 */
import { existsSync } from "node:fs";

if (existsSync(".env")) process.loadEnvFile(".env");
