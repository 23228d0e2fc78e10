import { buildSchema, parse } from "graphql";
import { describe, expect, it } from "vitest";
import type { GraphQLContext, GraphQLContextFactory, RequestIdentity } from "./context.ts";
import { createInProcessExecutor, type ForwardedRequest } from "./execute.ts";
import type { RequestInfo } from "./request-info.ts";

// A schema whose fields say who and when they were resolved for: the context's moment and actor.
const schema = buildSchema(`
  type Query { moment: String, who: String }
  type Mutation { signOut: Boolean }
`);
const QUERY = parse("{ moment who }");
const MUTATION = parse("mutation { signOut }");

/** A context factory that counts its session lookups and hands out a new moment and person for each one. */
function countingFactory() {
  let lookups = 0;
  const identify = async (): Promise<RequestIdentity> => {
    lookups += 1;
    return {
      at: new Date(Date.UTC(2026, 10, 28, 10, lookups)),
      actor: { kind: "visitor", clientIp: `10.0.0.${lookups}` },
      staffSessionToken: null,
    };
  };
  const withIdentity = (request: RequestInfo, identity: RequestIdentity) =>
    ({
      request,
      staffSessionToken: null,
      deps: { clock: () => identity.at, actor: identity.actor },
    }) as unknown as GraphQLContext;
  const factory = Object.assign(async (request: RequestInfo) => withIdentity(request, await identify()), {
    identify,
    withIdentity,
  }) as GraphQLContextFactory;
  return { factory, lookups: () => lookups };
}

// The resolvers read the context, as the real ones do through their deps.
for (const [name, field] of Object.entries(schema.getQueryType()!.getFields())) {
  field.resolve = (_source, _args, context: GraphQLContext) =>
    name === "moment" ? context.deps.clock().toISOString() : (context.deps.actor as { clientIp: string }).clientIp;
}
schema.getMutationType()!.getFields().signOut!.resolve = () => true;

const page = (): ForwardedRequest => ({ clientIp: "127.0.0.1", headers: new Headers() });

describe("the operations of one page request", () => {
  it("share one session lookup and one moment", async () => {
    const { factory, lookups } = countingFactory();
    const execute = createInProcessExecutor(schema, factory);
    const request = page();
    const [first, second] = [await execute(QUERY, {}, request), await execute(QUERY, {}, request)];
    expect(first.data).toEqual(second.data);
    expect(lookups()).toBe(1);
  });

  it("look again after a change, which may have ended or started a session", async () => {
    const { factory, lookups } = countingFactory();
    const execute = createInProcessExecutor(schema, factory);
    const request = page();
    const before = await execute(QUERY, {}, request);
    await execute(MUTATION, {}, request);
    const after = await execute(QUERY, {}, request);
    expect(lookups()).toBe(2);
    expect(after.data).not.toEqual(before.data);
  });

  it("are not shared with another page request", async () => {
    const { factory, lookups } = countingFactory();
    const execute = createInProcessExecutor(schema, factory);
    await execute(QUERY, {}, page());
    await execute(QUERY, {}, page());
    await execute(QUERY, {}, null);
    expect(lookups()).toBe(3);
  });
});
