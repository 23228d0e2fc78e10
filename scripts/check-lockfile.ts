/**
 * `npm ci` refuses a lockfile that names an optional (other-platform) package without an entry for it. That
 * happens when the registry mirror lacks that build of a version: npm install then silently skips it.
 * This check finds such gaps, so they are fixed (by choosing a version the mirror has completely) before CI.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

type LockPackage = { optionalDependencies?: Record<string, string> };
const lock = JSON.parse(readFileSync(path.join(import.meta.dirname, "../package-lock.json"), "utf8")) as {
  packages: Record<string, LockPackage>;
};

const gaps: string[] = [];
for (const [location, info] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(info.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ""}node_modules/${name}`;
    if (!lock.packages[nested] && !lock.packages[`node_modules/${name}`]) {
      gaps.push(`${name}@${version} (optional dependency of ${location || "the project"})`);
    }
  }
}

if (gaps.length > 0) {
  console.error("package-lock.json mist optionele pakketten; `npm ci` zal weigeren:");
  for (const gap of gaps) console.error(`  ${gap}`);
  console.error(
    "Kies een versie waarvan de registry alle platformpakketten heeft (zie README, 'Installing dependencies').",
  );
  process.exitCode = 1;
} else {
  console.log("package-lock.json is compleet.");
}
