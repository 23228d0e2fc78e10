import type { Database } from "../db/client.ts";

/** What every resolver gets: the database and the clock (replaceable in tests). */
export type GraphQLContext = {
  db: Database;
  now: () => Date;
};
