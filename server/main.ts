/**
 * Composition root: reads the configuration, opens and migrates the database, and joins the GraphQL API
 * and the React Router web app in one Express server. The only module that knows both server/ and app/.
 */
import path from "node:path";
import { once } from "node:events";
import { createRequestHandler } from "@react-router/express";
import type { Request, RequestHandler, Response } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { AppServices, GraphQLExecute } from "../app/lib/app-services.ts";
import { createHttpExecutor } from "../app/lib/graphql-http.ts";
import { createHttpImageStore } from "../app/lib/media-http.ts";
import { createHttpDownloader } from "../app/lib/download-http.ts";
import { staffDownloader } from "./http/staff-downloads.ts";
import { fileMediaStorage } from "./domain/media/storage.ts";
import { createSiteNoticeCopy } from "./domain/site-notices/notice-copy.ts";
import { imageUploader } from "./http/media-upload.ts";
import { originOf } from "./graphql/request-info.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { emlMailDirectory } from "./mail/transport.ts";
import type { ServiceDeps } from "./domain/deps.ts";
import { createPublishedPagesCopy } from "./domain/site-pages/published-pages.ts";
import { createInProcessExecutor } from "./graphql/execute.ts";
import { graphqlContextFactory } from "./graphql/context.ts";
import { buildSchema } from "./graphql/schema.ts";
import { createGraphQLServer } from "./graphql/yoga.ts";
import { clientIpOf, fetchHeadersOf } from "./graphql/request-info.ts";
import { createHttpApp } from "./http/create-app.ts";
import { createPageCache, PUBLIC_CONTENT_CHANNEL } from "./http/page-cache.ts";
import { cspNonceOf } from "./http/security-headers.ts";
import { log } from "./log/logger.ts";
import {
  routeHandlesByPattern,
  routePatternMatcher,
  routeTreeOfBuild,
  type RoutePatternOf,
} from "./ops/route-patterns.ts";
import { closeServer, createJobs, openProcess, stopOnSignals } from "./process-start.ts";
import { jobControl } from "./job-control.ts";
import { stateControl } from "./state-control.ts";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Builds the one set of service deps of this process (decision 0009): the database, the clock, the payment
 * provider and the settings, acting as the system until a request names its visitor. With WORKER=false the
 * background jobs run in `npm run worker` instead (server/worker.ts), told of new mail through PostgreSQL.
 */
async function start(config: Config) {
  const { clock, settings, database, provider, testProvider } = await openProcess(config);
  const { publicUrl } = config;
  const jobs = config.worker ? createJobs(config, { database, clock }) : undefined;
  const siteNotices = createSiteNoticeCopy();
  // The footer is on every page: the published pages are kept in this process until any process publishes one.
  const publishedPages = createPublishedPagesCopy();
  // Rendered public pages are kept only for the production build; changed content drops them, and the copies of the
  // published pages and the site notices, in every process.
  const pageCache = config.env === "production" ? createPageCache() : undefined;
  const contentChanges = await database.listen(PUBLIC_CONTENT_CHANNEL, () => {
    publishedPages.invalidate();
    siteNotices.invalidate();
    pageCache?.invalidate();
  });
  // Uploaded images live beside the database files; several processes need a shared DATA_DIR (README).
  const mediaStorage = fileMediaStorage(path.join(config.dataDir, "media"));
  const deps: ServiceDeps = {
    db: database.db,
    clock,
    payments: provider,
    settings,
    actor: { kind: "system", name: "server" },
    // Without jobs here, the outbox's trigger tells the worker process (server/jobs/mail-notifications.ts).
    mailEnqueued: jobs ? () => jobs.mailWorker.nudge() : () => undefined,
    siteNotices,
    publishedPages,
    mediaStorage,
  };
  // Test-only (TEST_JOB_CONTROL): POST /dev/jobs/run runs the jobs now, in this process whether it runs them or not.
  const control = config.testJobControl ? jobControl(config, { database, clock }, { jobs, deps }) : undefined;
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
  const media = {
    storage: mediaStorage,
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
  const stopPageCache = async () => {
    pageCache?.close();
    await contentChanges.close();
  };
  const app = createHttpApp({
    deps,
    pageCache,
    yoga,
    // Without SMTP the mails go to .eml files (server/mail/transport.ts), which the mailbox reads a delivered mail from.
    devMailbox: devMailbox && (config.smtpUrl ? {} : { mailDirectory: emlMailDirectory(config) }),
    jobControl: control?.runNow,
    // Test-only (TEST_STATE_CONTROL): /dev/state saves the database's rows and puts them back.
    stateControl: config.testStateControl ? stateControl(database.db) : undefined,
    testProvider,
    trustProxy,
    media: { ...media, upload },
    downloads,
    ops: {
      runsJobs: config.worker,
      jobIntervals: config.jobIntervals,
      metricsToken: config.metricsToken,
      pagePatternOf: web.pagePatternOf,
    },
    ...web,
  });
  const server = app.listen(config.port, config.host);
  await once(server, "listening");
  if (jobs) jobs.start(deps);
  else {
    log.info(
      "jobs.elsewhere",
      "Dit proces voert geen achtergrondtaken uit (WORKER=false): e-mail, verlopen reserveringen, betalingscontrole " +
        "en herinneringen draaien in npm run worker.",
    );
  }
  log.info(
    "server.started",
    `${config.siteName} draait op ${config.publicUrl} (luistert op ${listenAddress(config)}, database: ${database.kind}, ` +
      `betalingen: ${provider.name}${testEnvironmentNotice ? ", testomgeving" : ""}).`,
    { port: config.port, database: database.kind, payments: provider.name },
  );
  // The jobs stop before the database closes, so a running round can finish its transaction.
  stopOnSignals(
    "server",
    closeServer(server),
    jobs?.stop ?? (async () => {}),
    control?.stop ?? (async () => {}),
    stopPageCache,
    database.close,
    web.close,
  );
}

function listenAddress({ host, port }: Config): string {
  return host.includes(":") ? `[${host}]:${port}` : `${host}:${port}`;
}

/** The routes' handles of a build, made once per build (development loads a new one after each change). */
const handlesOfBuilds = new WeakMap<ServerBuild, ReadonlyMap<string, unknown>>();
function handlesOfBuild(build: ServerBuild): ReadonlyMap<string, unknown> {
  let handles = handlesOfBuilds.get(build);
  if (!handles) handlesOfBuilds.set(build, (handles = routeHandlesByPattern(build.routes)));
  return handles;
}

/** Production serves the built app; development runs Vite in middleware mode with hot reloading. */
async function createWebHandler(config: Config, services: AppServices) {
  // Each page request gets the app's services and itself as the API will see it (client address, headers).
  const getLoadContext = (build: ServerBuild, req: Request, res: Response) => {
    const keys = build.entry.module as {
      appServicesContext?: unknown;
      incomingRequestContext?: unknown;
      cspNonceContext?: unknown;
      routeHandlesContext?: unknown;
    };
    if (
      !keys.appServicesContext ||
      !keys.incomingRequestContext ||
      !keys.cspNonceContext ||
      !keys.routeHandlesContext
    ) {
      throw new Error(
        "De serverbuild exporteert appServicesContext, incomingRequestContext, cspNonceContext of routeHandlesContext niet (app/entry.server.tsx).",
      );
    }
    type Key = Parameters<RouterContextProvider["set"]>[0];
    const context = new RouterContextProvider();
    context.set(keys.appServicesContext as Key, services);
    const uploadedForm = res.locals.uploadedForm as FormData | undefined;
    context.set(keys.incomingRequestContext as Key, {
      clientIp: clientIpOf(req),
      headers: fetchHeadersOf(req),
      ...(uploadedForm ? { uploadedForm } : {}),
    });
    context.set(keys.cspNonceContext as Key, cspNonceOf(res) ?? null);
    const handles = handlesOfBuild(build);
    context.set(keys.routeHandlesContext as Key, (pattern: string) => handles.get(pattern));
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
      pagePatternOf: routePatternMatcher(routeTreeOfBuild(build.routes)) as RoutePatternOf | undefined,
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
  // In development the metrics label the pages by a fixed word: the build changes under Vite, and nobody scrapes.
  return {
    pages,
    devMiddleware: devServer.middlewares as unknown as RequestHandler,
    pagePatternOf: undefined,
    close: () => devServer.close(),
  };
}

try {
  await start(loadConfig());
} catch (error) {
  if (error instanceof ConfigError) console.error(error.message);
  else log.error("server.start_failed", "De server kon niet starten.", { error });
  process.exit(1);
}
