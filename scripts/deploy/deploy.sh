#!/usr/bin/env bash
# Zero-downtime deploy of the Forensisch Forum on a host set up by docs/runbook/README.md:
#
#   deploy.sh RELEASE.tar.gz|URL   unpack a release (a `git archive` of a commit), npm ci, build, then activate it
#   deploy.sh --activate DIR       activate a built release directory of releases/ (or `current`: a rolling restart)
#   deploy.sh --rollback           activate the release before the current one again (no migrations)
#
# Activating: the database is migrated ONCE (npm run db:migrate, under the advisory lock every starting process
# takes) while the old processes still serve, `current` points at the new release, then the web processes restart
# one at a time (each answers its health check before the next stops; nginx sends requests to the other
# meanwhile), then the worker. This works only when the migrations are backwards compatible with the running
# release (expand/contract, docs/decisions/0021-deployment.md): the old processes run on the migrated database.
#
# Settings (environment): FF_ROOT (/srv/forensisch-forum: releases/, current, shared/assets), FF_ENV_FILE
# (/etc/forensisch-forum/env), FF_WEB_PORTS ("3001 3002"), FF_CTL (systemctl; `systemctl --user` for the user
# units; scripts/deploy/local-ctl.sh without systemd), FF_RUN_AS (the command prefix that runs npm and the
# migration as the site's account; default `runuser -u forensisch-forum --` when run as root), FF_KEEP_RELEASES (5),
# FF_CACHE_DIR (/var/cache/forensisch-forum: npm's cache, in npm/, outside the account's home, which is DATA_DIR).
set -euo pipefail

root="$(cd "${FF_ROOT:-/srv/forensisch-forum}" && pwd -P)"
env_file="${FF_ENV_FILE:-/etc/forensisch-forum/env}"
ports="${FF_WEB_PORTS:-3001 3002}"
npm_cache="${FF_CACHE_DIR:-/var/cache/forensisch-forum}/npm"
read -r -a ctl <<<"${FF_CTL:-systemctl}"
if [[ -n "${FF_RUN_AS+set}" ]]; then
  read -r -a run_as <<<"$FF_RUN_AS"
elif [[ "$(id -u)" == 0 ]]; then
  run_as=(runuser -u forensisch-forum --)
else
  run_as=()
fi

# Progress goes to stderr: stdout of unpack() is the release directory.
say() { printf '%s deploy: %s\n' "$(date -u +%H:%M:%S)" "$*" >&2; }
fail() { say "MISLUKT: $*" >&2; exit 1; }

# The path the deploy waits for on a restarted web process: /readyz answers 200 once its database answers and has
# every migration of this release (server/ops/readiness.ts); /healthz would only say the process runs.
health_path() { echo "/readyz"; }

wait_healthy() {
  local port="$1" deadline=$((SECONDS + ${FF_HEALTH_TIMEOUT:-90}))
  until curl -fs --max-time 2 -o /dev/null "http://127.0.0.1:$port$(health_path)"; do
    ((SECONDS < deadline)) || fail "poort $port antwoordt niet op $(health_path) na ${FF_HEALTH_TIMEOUT:-90} s"
    sleep 0.5
  done
}

# The env file's KEY=value lines, for the one-off commands (npm ci, the build, the migration) the units do not run.
site_env() {
  local -a vars=()
  while IFS= read -r line; do
    [[ "$line" =~ ^[A-Za-z_][A-Za-z0-9_]*= ]] && vars+=("$line")
  done <"$env_file"
  ((${#vars[@]} == 0)) || printf '%s\0' "${vars[@]}"
}
in_release() {
  local dir="$1"
  shift
  local -a vars
  mapfile -d '' vars < <(site_env)
  (cd "$dir" && "${run_as[@]}" env "${vars[@]}" NODE_ENV=production "$@")
}

unpack() {
  local source="$1" id dir
  id="$(date -u +%Y%m%d-%H%M%S)"
  dir="$root/releases/$id"
  mkdir -p "$dir"
  if [[ "$source" =~ ^https?:// ]]; then
    curl -fsSL "$source" | tar -xz -C "$dir"
  else
    tar -xzf "$source" -C "$dir"
  fi
  [[ -z "${run_as[*]}" ]] || chown -R forensisch-forum:forensisch-forum "$dir"
  say "release $id uitgepakt in $dir"
  # The build needs the dev dependencies (react-router, vite); the server runs its TypeScript with node itself.
  # npm keeps its cache (and logs) in FF_CACHE_DIR, not in the account's home: that is DATA_DIR, which is backed up.
  mkdir -p "$npm_cache"
  [[ -z "${run_as[*]}" ]] || chown forensisch-forum:forensisch-forum "$npm_cache"
  (cd "$dir" && "${run_as[@]}" env npm_config_cache="$npm_cache" npm ci --no-audit --no-fund) >&2
  (cd "$dir" && "${run_as[@]}" env npm_config_cache="$npm_cache" NODE_ENV=production npm run build) >&2
  echo "$dir"
}

# The fingerprinted files of every release stay available: a page rendered by a web process of the previous
# release during the restart still names its own scripts, which nginx serves from here (deploy/nginx/).
share_assets() {
  local dir="$1"
  mkdir -p "$root/shared/assets"
  cp -a -n "$dir/build/client/assets/." "$root/shared/assets/"
}

migrate() {
  say "migraties (eenmalig, onder het advisory lock)"
  in_release "$1" node scripts/db-migrate.ts
}

switch_current() {
  local dir="$1"
  ln -sfn "$dir" "$root/current.next"
  mv -T "$root/current.next" "$root/current"
  say "current -> $dir"
}

rolling_restart() {
  for port in $ports; do
    say "web@$port herstart"
    "${ctl[@]}" restart "forensisch-forum-web@$port.service"
    wait_healthy "$port"
    say "web@$port gezond"
  done
  say "worker herstart"
  "${ctl[@]}" restart forensisch-forum-worker.service
}

prune() {
  local keep="${FF_KEEP_RELEASES:-5}" current
  current="$(readlink "$root/current")"
  find "$root/releases" -mindepth 1 -maxdepth 1 -type d | sort | head -n "-$keep" | while read -r old; do
    [[ "$old" == "$current" ]] || rm -rf "$old"
  done
}

# The release directory a path names: releases/<name> itself, or what a link to one leads to (`current`, so that
# activating the running release is a rolling restart). Links are followed only until a directory of releases/
# is reached: a release may itself be a link (the local recipe's), and `current` must name the release, not where
# it leads, because --rollback finds the one before it by that name.
release_dir() {
  local path="$1" parent
  for _ in 1 2 3 4 5 6 7 8; do
    [[ -e "$path" ]] || fail "$1 bestaat niet"
    parent="$(cd "$(dirname "$path")" && pwd -P)"
    path="$parent/$(basename "$path")"
    if [[ "$parent" == "$root/releases" && -d "$path" ]]; then
      echo "$path"
      return
    fi
    [[ -L "$path" ]] || break
    local target
    target="$(readlink "$path")"
    [[ "$target" == /* ]] || target="$parent/$target"
    path="$target"
  done
  fail "$1 is geen release-map in $root/releases"
}

activate() {
  local dir
  dir="$(release_dir "$1")"
  [[ -f "$dir/build/server/index.js" ]] || fail "$dir is niet gebouwd (build/server/index.js ontbreekt)"
  grep -q '^DATABASE_URL=' "$env_file" ||
    fail "zonder DATABASE_URL (PGlite) kan maar één proces de database openen: geen herstart zonder onderbreking"
  [[ "${2:-}" == "--no-migrate" ]] || migrate "$dir"
  share_assets "$dir"
  switch_current "$dir"
  rolling_restart
  say "klaar: $(basename "$dir") draait"
}

# The release directory sorted just before the one `current` names (their names are their times).
previous_release() {
  local current
  current="$(readlink "$root/current")"
  find "$root/releases" -mindepth 1 -maxdepth 1 | sort | while read -r dir; do
    [[ "$dir" == "$current" ]] && break
    echo "$dir"
  done | tail -n 1
}

case "${1:?deploy.sh RELEASE.tar.gz|URL, --activate DIR of --rollback}" in
  --activate) activate "${2:?--activate DIR}" ;;
  --rollback)
    previous="$(previous_release)"
    [[ -n "$previous" ]] || fail "geen eerdere release in $root/releases"
    # The database stays as it is: the previous release runs on it because every migration is backwards compatible.
    activate "$previous" --no-migrate
    ;;
  *)
    dir="$(unpack "$1")"
    activate "$dir"
    prune
    ;;
esac
