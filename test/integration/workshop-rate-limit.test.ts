import { describe, expect, it } from "vitest";
import { testDatabases } from "../support/databases.ts";
import { graphqlClient } from "../support/graphql-client.ts";

// DESIGN §5: code checks are rate-limited per client (IP), so 60-bit codes cannot be guessed.
const now = new Date("2027-02-01T10:00:00Z");

describe("Rate limiting of ticket codes over GraphQL", () => {
  it("answers RATE_LIMITED to a client guessing codes, while another client is unaffected", async () => {
    const [database] = testDatabases();
    const handle = await database!.open();
    try {
      const guesser = graphqlClient(handle.db, now, { clientIp: "203.0.113.7" });
      const lookup = (client: typeof guesser) =>
        client.send<{ workshopsByRegistrationToken: { isValid: boolean } }>({
          query: "query($token: String!) { workshopsByRegistrationToken(token: $token) { isValid } }",
          variables: { token: "FF-0000-0000-0000" },
        });
      for (let i = 0; i < 15; i++)
        expect((await lookup(guesser)).data?.workshopsByRegistrationToken.isValid).toBe(false);
      const limited = await lookup(guesser);
      expect(limited.errors?.[0]).toMatchObject({
        message: "Te veel pogingen. Wacht een minuut en probeer het opnieuw.",
        extensions: { code: "RATE_LIMITED" },
      });
      const other = graphqlClient(handle.db, now, { clientIp: "198.51.100.2" });
      expect((await lookup(other)).errors).toBeUndefined();
    } finally {
      await handle.close();
    }
  });
});
