/**
 * Composition root: reads the configuration, opens and migrates the database, and joins the GraphQL API
 * and the React Router web app in one Express server. The only module that knows both server/ and app/.
 */
import path from "node:path";
import { once } from "node:events";
import type { Server } from "node:http";
import { createRequestHandler } from "@react-router/express";
import type { Request, RequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { AppServices, GraphQLExecute } from "../app/lib/app-services.ts";
import { createHttpExecutor } from "../app/lib/graphql-http.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { ensureDemoContent } from "./db/seed/demo-content.ts";
import type { ServiceDeps } from "./domain/deps.ts";
import { createInProcessExecutor } from "./graphql/execute.ts";
import { graphqlContextFactory } from "./graphql/context.ts";
import { buildSchema } from "./graphql/schema.ts";
import { createGraphQLServer } from "./graphql/yoga.ts";
import { createCodeAttemptLimiter } from "./domain/workshops/code-attempts.ts";
import { clientIpOf, fetchHeadersOf } from "./graphql/request-info.ts";
import { createHttpApp } from "./http/create-app.ts";
import { createPaymentProvider } from "./domain/payments/create-provider.ts";
import { startOrderWorker } from "./jobs/order-worker.ts";
import { createMailTransport } from "./mail/transport.ts";
import { createMailWorker } from "./jobs/mail-worker.ts";
import { clockFrom, settingsFrom } from "./settings.ts";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Builds the one set of service deps of this process (decision 0009): the database, the clock, the payment
 * provider and the settings, acting as the system until a request names its visitor.
 */
async function start(config: Config) {
  const clock = clockFrom(config);
  const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "pglite") });
  await database.migrate();
  const settings = settingsFrom(config);
  const seeded = await ensureDemoContent(database.db, config.seedDemo, { now: clock(), settings });
  if (seeded === "seeded") console.log("Democontent geladen.");

  const { mollieApiKey, publicUrl } = config;
  const { provider, testProvider } = createPaymentProvider({ mollieApiKey, publicUrl, db: database.db, clock });
  const mailTransport = createMailTransport(config, clock);
  const site = { name: config.siteName, publicUrl: config.publicUrl };
  const mailWorker = createMailWorker({
    db: database.db,
    transport: mailTransport,
    from: config.mailFrom,
    site,
    clock,
  });
  const deps: ServiceDeps = {
    db: database.db,
    clock,
    payments: provider,
    settings,
    actor: { kind: "system", name: "server" },
    mailEnqueued: () => mailWorker.nudge(),
  };
  // One limiter for the process, so /graphql and the web app's in-process calls share each client's budget.
  const codeAttempts = createCodeAttemptLimiter(() => clock().getTime());
  const context = graphqlContextFactory(deps, codeAttempts);
  const schema = buildSchema();
  const yoga = createGraphQLServer({
    schema,
    context,
    graphiql: config.env !== "production",
    publicUrl: config.publicUrl,
    corsOrigins: config.corsOrigins,
    introspection: config.graphqlIntrospection,
  });
  const graphql: GraphQLExecute = config.apiUrl
    ? createHttpExecutor(config.apiUrl)
    : createInProcessExecutor(schema, context);
  const services: AppServices = { graphql, siteName: config.siteName, publicUrl: config.publicUrl, now: clock };

  const web = await createWebHandler(config, services);
  const { devMailbox, trustProxy } = config;
  const app = createHttpApp({ deps, yoga, devMailbox, testProvider, trustProxy, ...web });
  const server = app.listen(config.port);
  await once(server, "listening");
  const worker = startOrderWorker({ deps });
  mailWorker.start();
  console.log(`E-mail: ${mailTransport.description}${devMailbox ? `, te lezen op ${config.publicUrl}/dev/mail` : ""}.`);
  console.log(
    `${config.siteName} draait op ${config.publicUrl} (database: ${database.kind}, betalingen: ${provider.name}).`,
  );
  // The worker stops before the database closes, so a running round can finish its transaction.
  const stopMail = async () => {
    await mailWorker.stop();
    mailTransport.close();
  };
  stopOnSignals(server, worker.stop, stopMail, database.close, web.close);
}

/** Production serves the built app; development runs Vite in middleware mode with hot reloading. */
async function createWebHandler(config: Config, services: AppServices) {
  // Each page request gets the app's services and itself as the API will see it (client address, headers).
  const getLoadContext = (build: ServerBuild, req: Request) => {
    const keys = build.entry.module as { appServicesContext?: unknown; incomingRequestContext?: unknown };
    if (!keys.appServicesContext || !keys.incomingRequestContext) {
      throw new Error(
        "De serverbuild exporteert appServicesContext of incomingRequestContext niet (app/entry.server.tsx).",
      );
    }
    type Key = Parameters<RouterContextProvider["set"]>[0];
    const context = new RouterContextProvider();
    context.set(keys.appServicesContext as Key, services);
    context.set(keys.incomingRequestContext as Key, { clientIp: clientIpOf(req), headers: fetchHeadersOf(req) });
    return context;
  };

  if (config.env === "production") {
    const buildFile = path.join(root, "build/server/index.js");
    const build = (await import(buildFile)) as ServerBuild;
    return {
      pages: createRequestHandler({ build, getLoadContext: (req) => getLoadContext(build, req) }) as RequestHandler,
      clientDir: path.join(root, "build/client"),
      close: async () => {},
    };
  }

  const vite = await import("vite");
  const devServer = await vite.createServer({ root, server: { middlewareMode: true }, appType: "custom" });
  const loadBuild = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  const pages: RequestHandler = async (req, res, next) => {
    try {
      const build = await loadBuild();
      await createRequestHandler({ build, getLoadContext: (request) => getLoadContext(build, request) })(
        req,
        res,
        next,
      );
    } catch (error) {
      next(error);
    }
  };
  return { pages, devMiddleware: devServer.middlewares as unknown as RequestHandler, close: () => devServer.close() };
}

/** On SIGTERM or SIGINT: stop taking connections, finish running requests, close the database, exit. */
function stopOnSignals(server: Server, ...closers: (() => Promise<void>)[]) {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} ontvangen, server stopt.`);
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    server.close();
    server.closeIdleConnections();
    await once(server, "close").catch(() => undefined);
    for (const close of closers) await close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

try {
  await start(loadConfig());
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
