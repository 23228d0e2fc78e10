/**
 * Composition root: reads the configuration, opens and migrates the database, and joins the GraphQL API
 * and the React Router web app in one Express server. The only module that knows both server/ and app/.
 */
import path from "node:path";
import { once } from "node:events";
import type { Server } from "node:http";
import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { AppServices, GraphQLExecute } from "../app/lib/app-services.ts";
import { createHttpExecutor } from "../app/lib/graphql-http.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { ensureDemoContent } from "./db/demo-content.ts";
import { createInProcessExecutor } from "./graphql/execute.ts";
import { buildSchema } from "./graphql/schema.ts";
import { createGraphQLServer } from "./graphql/yoga.ts";
import { createCodeAttemptLimiter } from "./domain/workshops/code-attempts.ts";
import { currentPageClientIp, withPageClientIp } from "./http/client-ip.ts";
import { createHttpApp } from "./http/create-app.ts";
import type { GraphQLContext } from "./graphql/context.ts";
import { createPaymentProvider } from "./domain/payments/create-provider.ts";
import { startOrderWorker } from "./jobs/order-worker.ts";
import { setInvoiceSettings } from "./domain/invoices/invoice-settings.ts";
import { setMailSettings } from "./mail/mail-settings.ts";
import { createMailTransport } from "./mail/transport.ts";
import { createMailWorker } from "./jobs/mail-worker.ts";

const root = path.resolve(import.meta.dirname, "..");

async function start(config: Config) {
  // Invoices and mails are made inside the order service's transactions, whose signatures carry no config.
  setInvoiceSettings(config);
  setMailSettings(config);
  const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "pglite") });
  await database.migrate();
  const seeded = await ensureDemoContent(database.db, config.seedDemo);
  if (seeded === "seeded") console.log("Democontent geladen.");

  const now = () => new Date();
  const { mollieApiKey, publicUrl } = config;
  const { provider, testProvider } = createPaymentProvider({ mollieApiKey, publicUrl, db: database.db });
  // One limiter for the process, so /graphql and the web app's in-process calls share each client's budget.
  const codeAttempts = createCodeAttemptLimiter();
  const context = (clientIp: string | null): GraphQLContext => ({
    db: database.db,
    now,
    paymentProvider: provider,
    publicUrl: config.publicUrl,
    clientIp,
    codeAttempts,
  });
  const schema = buildSchema();
  const yoga = createGraphQLServer({ schema, context, graphiql: config.env !== "production" });
  // In-process calls come from a page request's loader or action: that request's client is the one limited.
  const graphql: GraphQLExecute = config.apiUrl
    ? createHttpExecutor(config.apiUrl)
    : createInProcessExecutor(schema, () => context(currentPageClientIp()));
  const services: AppServices = { graphql, siteName: config.siteName, publicUrl: config.publicUrl };

  const handler = await createWebHandler(config, services);
  const web = { ...handler, pages: withPageClientIp(handler.pages) };
  const site = { name: config.siteName, publicUrl: config.publicUrl };
  const payments = { deps: { provider, now }, testProvider };
  const { devMailbox } = config;
  const app = createHttpApp({ db: database.db, yoga, site, payments, devMailbox, ...web });
  const server = app.listen(config.port);
  await once(server, "listening");
  const worker = startOrderWorker({ db: database.db, deps: payments.deps });
  const mailTransport = createMailTransport(config);
  const mailWorker = createMailWorker({ db: database.db, transport: mailTransport, from: config.mailFrom, site });
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
  const getLoadContext = (build: ServerBuild) => {
    const key = (build.entry.module as { appServicesContext?: unknown }).appServicesContext;
    if (!key) throw new Error("De serverbuild exporteert geen appServicesContext (app/entry.server.tsx).");
    const context = new RouterContextProvider();
    context.set(key as Parameters<typeof context.set>[0], services);
    return context;
  };

  if (config.env === "production") {
    const buildFile = path.join(root, "build/server/index.js");
    const build = (await import(buildFile)) as ServerBuild;
    return {
      pages: createRequestHandler({ build, getLoadContext: () => getLoadContext(build) }) as RequestHandler,
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
      await createRequestHandler({ build, getLoadContext: () => getLoadContext(build) })(req, res, next);
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
