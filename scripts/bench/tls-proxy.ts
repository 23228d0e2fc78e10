/**
 * The deployment recipe's nginx in front of a running server, for the benchmarks: the production site file
 * (deploy/nginx/forensisch-forum-tls.conf.template, rendered by scripts/deploy/render-nginx.sh as on a host) over
 * HTTPS with HTTP/2 and a self-signed certificate, serving build/client/assets itself, unprivileged in the
 * foreground with everything it writes in a directory of its own (as test/support/site/nginx.ts runs the browser
 * tests' file). The assets go out as their brotli twins when Debian's brotli module
 * (libnginx-mod-http-brotli-static) is there, else as the gzip twins, and `compression` says which.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { get } from "node:https";
import { setTimeout as sleep } from "node:timers/promises";
import { mainConfig, readLog } from "../../test/support/site/nginx.ts";
import { freePorts, root, startLogged } from "../../test/support/site/processes.ts";

/** Where Debian's package puts the module; BENCH_NGINX_BROTLI_MODULE for one unpacked elsewhere (dpkg -x). */
const BROTLI_MODULE =
  process.env.BENCH_NGINX_BROTLI_MODULE ?? "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** `compression`: how nginx sends the assets, brotli or gzip with the reason. */
export type TlsProxy = { url: string; compression: string; stop: () => Promise<void> };

/** The ports the proxy will listen on, so the server behind it can be told its public address first. */
export async function tlsProxyPorts(): Promise<{ httpPort: number; httpsPort: number }> {
  const [httpPort, httpsPort] = (await freePorts(2)) as [number, number];
  return { httpPort, httpsPort };
}

function selfSignedCertificate(dir: string): void {
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:P-256",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
      "-keyout",
      path.join(dir, "privkey.pem"),
      "-out",
      path.join(dir, "fullchain.pem"),
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
}

/** nginx with the recipe's site file on `ports`, in front of the server on 127.0.0.1:`upstreamPort`. */
export async function startTlsProxy(
  ports: { httpPort: number; httpsPort: number },
  upstreamPort: number,
): Promise<TlsProxy> {
  const prefix = mkdtempSync(path.join(tmpdir(), "ff-bench-nginx-"));
  // Run as root, nginx's workers run as nobody and must reach the temporary directories inside.
  chmodSync(prefix, 0o755);
  mkdirSync(path.join(prefix, "acme"));
  selfSignedCertificate(prefix);
  const brotli = existsSync(BROTLI_MODULE);
  const url = `https://127.0.0.1:${ports.httpsPort}`;
  const site = execFileSync(path.join(root, "scripts/deploy/render-nginx.sh"), {
    encoding: "utf8",
    env: {
      ...process.env,
      FF_SERVER_NAME: "127.0.0.1",
      FF_PUBLIC_URL: url,
      FF_HTTP_LISTEN: `127.0.0.1:${ports.httpPort}`,
      FF_HTTPS_LISTEN: `127.0.0.1:${ports.httpsPort} ssl http2`,
      FF_CERTIFICATE: path.join(prefix, "fullchain.pem"),
      FF_CERTIFICATE_KEY: path.join(prefix, "privkey.pem"),
      FF_TRUSTED_CERTIFICATE: path.join(prefix, "fullchain.pem"),
      FF_OCSP_STAPLING: "off",
      FF_ASSETS_DIR: path.join(root, "build/client/assets"),
      FF_ACME_ROOT: path.join(prefix, "acme"),
      FF_WEB_PORTS: String(upstreamPort),
      FF_BROTLI: brotli ? "on" : "off",
    },
  });
  writeFileSync(path.join(prefix, "forensisch-forum.conf"), site);
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    mainConfig(prefix, { modules: brotli ? [BROTLI_MODULE] : [], mimeTypes: true }),
  );
  const nginx = startLogged(
    `nginx ${url}`,
    "/usr/sbin/nginx",
    ["-p", prefix, "-e", path.join(prefix, "error.log"), "-c", path.join(prefix, "nginx.conf"), "-g", "daemon off;"],
    process.env,
  );
  const stop = async () => {
    await nginx.stop();
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await waitForAnswer(`${url}/healthz`, () => `${nginx.output()}${readLog(path.join(prefix, "error.log"))}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, compression: brotli ? "brotli" : `gzip (no brotli module at ${BROTLI_MODULE})`, stop };
}

/** Until nginx answers `url` with 200 (over TLS with its self-signed certificate), or 20 s have passed. */
async function waitForAnswer(url: string, output: () => string): Promise<void> {
  const answers = () =>
    new Promise<boolean>((resolve) => {
      const request = get(url, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      });
      request.on("error", () => resolve(false));
    });
  for (const started = Date.now(); Date.now() - started < 20_000; await sleep(200)) if (await answers()) return;
  throw new Error(`nginx antwoordt niet op ${url}:\n${output()}`);
}
