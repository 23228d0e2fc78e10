/**
 * Composition root: reads the configuration, opens and migrates the database, and joins the GraphQL API
 * and the React Router web app in one Express server. The only module that knows both server/ and app/.
 */
import path from "node:path";
import { once } from "node:events";
import type { Server } from "node:http";
import { createRequestHandler } from "@react-router/express";
import type { Request, RequestHandler, Response } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { AppServices, GraphQLExecute } from "../app/lib/app-services.ts";
import { createHttpExecutor } from "../app/lib/graphql-http.ts";
import { createHttpImageStore } from "../app/lib/media-http.ts";
import { createHttpDownloader } from "../app/lib/download-http.ts";
import { staffDownloader } from "./http/staff-downloads.ts";
import { fileMediaStorage } from "./domain/media/storage.ts";
import { imageUploader } from "./http/media-upload.ts";
import { originOf } from "./graphql/request-info.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { ensureDemoContent } from "./db/seed/demo-content.ts";
import type { ServiceDeps } from "./domain/deps.ts";
import { createInProcessExecutor } from "./graphql/execute.ts";
import { graphqlContextFactory } from "./graphql/context.ts";
import { buildSchema } from "./graphql/schema.ts";
import { createGraphQLServer } from "./graphql/yoga.ts";
import { clientIpOf, fetchHeadersOf } from "./graphql/request-info.ts";
import { createHttpApp } from "./http/create-app.ts";
import { cspNonceOf } from "./http/security-headers.ts";
import { createPaymentProvider } from "./domain/payments/create-provider.ts";
import { startOrderWorker } from "./jobs/order-worker.ts";
import { createMailTransport } from "./mail/transport.ts";
import { createMailWorker } from "./jobs/mail-worker.ts";
import { clockFrom, settingsFrom } from "./settings.ts";
import { routeConsoleToLog } from "./log/console.ts";
import { configureLog, log } from "./log/logger.ts";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Builds the one set of service deps of this process (decision 0009): the database, the clock, the payment
 * provider and the settings, acting as the system until a request names its visitor.
 */
async function start(config: Config) {
  configureLog(config.log);
  routeConsoleToLog();
  const clock = clockFrom(config);
  const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "pglite") });
  await database.migrate();
  const settings = settingsFrom(config);
  const seeded = await ensureDemoContent(database.db, config.seedDemo, { now: clock(), settings });
  if (seeded === "seeded") log.info("seed.loaded", "Democontent geladen.");

  const { payments, publicUrl } = config;
  const { provider, testProvider } = createPaymentProvider({ payments, publicUrl, db: database.db, clock });
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
  const context = graphqlContextFactory(deps);
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
  // Uploaded images live beside the database files; several processes need a shared DATA_DIR (README).
  const media = {
    storage: fileMediaStorage(path.join(config.dataDir, "media")),
    allowedOrigins: new Set([originOf(config.publicUrl), ...config.corsOrigins]),
  };
  const upload = imageUploader(context, media.storage);
  const storeImage = config.apiUrl ? createHttpImageStore(config.apiUrl) : upload;
  const downloads = staffDownloader(context);
  const download = config.apiUrl ? createHttpDownloader(config.apiUrl) : downloads;
  const { siteName, testEnvironmentNotice } = config;
  const services: AppServices = {
    graphql,
    storeImage,
    download,
    siteName,
    publicUrl,
    now: clock,
    testEnvironmentNotice,
  };

  const web = await createWebHandler(config, services);
  const { devMailbox, trustProxy } = config;
  // A test environment's notice is on every page, which the build's prerendered pages cannot know.
  const prerendered = !testEnvironmentNotice;
  const app = createHttpApp({
    deps,
    yoga,
    devMailbox,
    testProvider,
    trustProxy,
    prerendered,
    media: { ...media, upload },
    downloads,
    ...web,
  });
  const server = app.listen(config.port, config.host);
  await once(server, "listening");
  const worker = startOrderWorker({ deps });
  mailWorker.start();
  const mailbox = devMailbox ? `, te lezen op ${config.publicUrl}/dev/mail` : "";
  log.info("mail.transport", `E-mail: ${mailTransport.description}${mailbox}.`);
  log.info(
    "server.started",
    `${config.siteName} draait op ${config.publicUrl} (luistert op ${listenAddress(config)}, database: ${database.kind}, ` +
      `betalingen: ${provider.name}${testEnvironmentNotice ? ", testomgeving" : ""}).`,
    { port: config.port, database: database.kind, payments: provider.name },
  );
  // The worker stops before the database closes, so a running round can finish its transaction.
  const stopMail = async () => {
    await mailWorker.stop();
    mailTransport.close();
  };
  stopOnSignals(server, worker.stop, stopMail, database.close, web.close);
}

function listenAddress({ host, port }: Config): string {
  return host.includes(":") ? `[${host}]:${port}` : `${host}:${port}`;
}

/** Production serves the built app; development runs Vite in middleware mode with hot reloading. */
async function createWebHandler(config: Config, services: AppServices) {
  // Each page request gets the app's services and itself as the API will see it (client address, headers).
  const getLoadContext = (build: ServerBuild, req: Request, res: Response) => {
    const keys = build.entry.module as {
      appServicesContext?: unknown;
      incomingRequestContext?: unknown;
      cspNonceContext?: unknown;
    };
    if (!keys.appServicesContext || !keys.incomingRequestContext || !keys.cspNonceContext) {
      throw new Error(
        "De serverbuild exporteert appServicesContext, incomingRequestContext of cspNonceContext niet (app/entry.server.tsx).",
      );
    }
    type Key = Parameters<RouterContextProvider["set"]>[0];
    const context = new RouterContextProvider();
    context.set(keys.appServicesContext as Key, services);
    context.set(keys.incomingRequestContext as Key, { clientIp: clientIpOf(req), headers: fetchHeadersOf(req) });
    context.set(keys.cspNonceContext as Key, cspNonceOf(res) ?? null);
    return context;
  };

  if (config.env === "production") {
    const buildFile = path.join(root, "build/server/index.js");
    const build = (await import(buildFile)) as ServerBuild;
    return {
      pages: createRequestHandler({
        build,
        getLoadContext: (req, res) => getLoadContext(build, req, res),
      }) as RequestHandler,
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
      await createRequestHandler({
        build,
        getLoadContext: (request, response) => getLoadContext(build, request, response),
      })(req, res, next);
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
    log.info("server.stopping", `${signal} ontvangen, server stopt.`);
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
  if (error instanceof ConfigError) console.error(error.message);
  else log.error("server.start_failed", "De server kon niet starten.", { error });
  process.exit(1);
}
