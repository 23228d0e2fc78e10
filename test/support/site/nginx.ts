import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { root, startLogged, waitUntilHealthy, type LoggedProcess } from "./processes.ts";

/** The recipe's site file; the tests fill in its ${FF_...} names as `envsubst` would in production. */
const TEMPLATE = path.join(root, "deploy/nginx/forensisch-forum.conf.template");
/** Debian puts nginx in /usr/sbin, which is not on every user's PATH. */
function nginxBinary(): string {
  const dirs = ["/usr/sbin", ...(process.env.PATH ?? "").split(path.delimiter)];
  const found = dirs.map((dir) => path.join(dir, "nginx")).find((file) => existsSync(file));
  if (!found) throw new Error("nginx ontbreekt voor E2E_TOPOLOGY=proxy: apt-get install nginx-light");
  return found;
}

export type Nginx = LoggedProcess & { url: string };

/** The site file with its names filled in; a name the template has but `values` lacks is an error. */
function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{(FF_[A-Z_]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`geen waarde voor ${name} in ${TEMPLATE}`);
    return value;
  });
}

/**
 * Debian's nginx (`apt-get install nginx-light`), unprivileged and in the foreground, with everything it writes
 * (pid, log, temporary bodies) in a directory of its own that stop() removes. Proxies `port` on 127.0.0.1 round
 * robin to `upstreams` ("127.0.0.1:3001"); ready when /healthz answers through it.
 */
export async function startNginx(port: number, upstreams: string[]): Promise<Nginx> {
  const prefix = mkdtempSync(path.join(tmpdir(), "ff-nginx-"));
  // Run as root, nginx's workers run as nobody and must reach the temporary directories inside.
  chmodSync(prefix, 0o755);
  const site = fillTemplate(readFileSync(TEMPLATE, "utf8"), {
    FF_LISTEN: `127.0.0.1:${port}`,
    FF_SERVER_NAME: "127.0.0.1",
    FF_UPSTREAM_SERVERS: upstreams.map((address) => `server ${address};`).join("\n    "),
  });
  writeFileSync(path.join(prefix, "forensisch-forum.conf"), site);
  writeFileSync(path.join(prefix, "nginx.conf"), mainConfig(prefix));
  const url = `http://127.0.0.1:${port}`;
  const nginx = startLogged(
    `nginx ${url}`,
    nginxBinary(),
    ["-p", prefix, "-e", path.join(prefix, "error.log"), "-c", path.join(prefix, "nginx.conf"), "-g", "daemon off;"],
    process.env,
  );
  const errorLog = () => `${nginx.output()}${readLog(path.join(prefix, "error.log"))}`;
  try {
    await waitUntilHealthy(`${url}/healthz`, nginx.child, errorLog);
  } catch (error) {
    await nginx.stop();
    rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
  const stop = async () => {
    const code = await nginx.stop();
    rmSync(prefix, { recursive: true, force: true });
    return code;
  };
  return { ...nginx, output: errorLog, stop, url };
}

/**
 * What Debian's /etc/nginx/nginx.conf would give, with every path inside `prefix`. `modules`: shared objects to
 * load (Debian's modules-enabled); `mimeTypes`: for a site file that serves files itself (the TLS recipe's assets).
 */
export function mainConfig(prefix: string, options: { modules?: string[]; mimeTypes?: boolean } = {}): string {
  const { modules = [], mimeTypes = false } = options;
  const inside = (name: string) => path.join(prefix, name);
  const loads = modules.map((module) => `load_module ${module};\n`).join("");
  const types = mimeTypes ? "\n    include /etc/nginx/mime.types;\n    default_type application/octet-stream;" : "";
  return `${loads}worker_processes 1;
pid ${inside("nginx.pid")};
error_log ${inside("error.log")} warn;
events { worker_connections 1024; }
http {${types}
    access_log off;
    client_body_temp_path ${inside("client_body")};
    proxy_temp_path ${inside("proxy")};
    fastcgi_temp_path ${inside("fastcgi")};
    uwsgi_temp_path ${inside("uwsgi")};
    scgi_temp_path ${inside("scgi")};
    include ${inside("forensisch-forum.conf")};
}
`;
}

export function readLog(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}
