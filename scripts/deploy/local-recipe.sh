#!/usr/bin/env bash
# The whole deployment recipe of deploy/ on this machine, end to end, as root (decision 0021):
#
#   scripts/deploy/local-recipe.sh up DIR     start it all; prints the site's https URL; settings in DIR/recipe.env
#   scripts/deploy/local-recipe.sh down DIR   stop it all, drop the database, remove DIR
#   scripts/deploy/local-recipe.sh test       e2e/deploy-recipe.test.ts: the browser, the runbook's commands, a rolling deploy
#
# What `up` runs: a self-signed certificate for 127.0.0.1 and localhost (openssl), Debian's nginx with the
# production site file (deploy/nginx/forensisch-forum-tls.conf.template, rendered by render-nginx.sh) on two high
# ports with a prefix directory of its own, the site's account, directories, database role and database made by
# the runbook's own commands (scripts/deploy/runbook.sh, on TEST_DATABASE_URL's server, under names of this
# recipe), the env file (mode 0600) made from deploy/systemd/env.example as the runbook says, a real SMTP server
# (SMTP_URL, or scripts/deploy/smtp-sink.ts), the test payment provider (PUBLIC_URL on loopback), and the first
# install by deploy.sh --activate: the migration once, then two web processes and the worker, as the account.
# systemd does not run in this container (`systemctl --user`: no bus), so FF_CTL is scripts/deploy/local-ctl.sh,
# which runs the units' own ExecStart with their own environment, user and umask.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
pg_server="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"

nginx_bin() { command -v nginx || echo /usr/sbin/nginx; }
# N distinct free ports, held open together until all are known: ports asked for one at a time can come back equal
# (the kernel may hand a just-closed port out again), and nginx then finds its port taken by a web process.
free_ports() {
  node -e '
    const net = require("net");
    const servers = Array.from({ length: Number(process.argv[1]) }, () => net.createServer());
    Promise.all(servers.map((s) => new Promise((ok) => s.listen(0, "127.0.0.1", ok)))).then(() => {
      console.log(servers.map((s) => s.address().port).join(" "));
      servers.forEach((s) => s.close());
    });' "$1"
}
say() { printf 'local-recipe: %s\n' "$*" >&2; }

certificate() {
  local tls="$1"
  mkdir -p "$tls"
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 2 -subj "/CN=localhost" \
    -addext "subjectAltName=IP:127.0.0.1,DNS:localhost" -keyout "$tls/privkey.pem" -out "$tls/fullchain.pem" 2>/dev/null
  cp "$tls/fullchain.pem" "$tls/chain.pem"
  chmod 600 "$tls/privkey.pem"
}

# Debian's /etc/nginx/nginx.conf in short, with every path inside the prefix; the access log names the upstream
# ("-" when nginx answered itself: the static assets).
nginx_main() {
  local prefix="$1"
  cat <<CONF
worker_processes 1;
pid $prefix/nginx.pid;
error_log $prefix/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    log_format ff '\$request_method \$uri \$status upstream=\$upstream_addr';
    access_log $prefix/access.log ff;
    client_body_temp_path $prefix/client_body;
    proxy_temp_path $prefix/proxy;
    fastcgi_temp_path $prefix/fastcgi;
    uwsgi_temp_path $prefix/uwsgi;
    scgi_temp_path $prefix/scgi;
    include $prefix/forensisch-forum.conf;
}
CONF
}

# The env file as the runbook's step 4 makes it: deploy/systemd/env.example with this recipe's names, the values
# the runbook says to fill in set (an empty one left out: the test payment provider, the demo seller), and the
# settings a test adds (FF_EXTRA_ENV).
site_env() {
  local -A fill=([PUBLIC_URL]="$1" [DATABASE_URL]="$2" [SMTP_URL]="$3" [MOLLIE_API_KEY]="" [SEED_DEMO]=true
    [SELLER_NAME]="" [SELLER_ADDRESS]="" [SELLER_POSTAL_CODE]="" [SELLER_CITY]="" [SELLER_KVK]="" [SELLER_IBAN]="")
  local line key
  while IFS= read -r line; do
    key="${line%%=*}"
    if [[ "$line" == *=* && "$line" != \#* && -v "fill[$key]" ]]; then
      [[ -z "${fill[$key]}" ]] || echo "$key=${fill[$key]}"
    else
      echo "$line"
    fi
  done < <("$here/runbook.sh" replace <"$repo/deploy/systemd/env.example")
  echo "${FF_EXTRA_ENV:-}"
}

up() {
  local dir="$1"
  [[ "$(id -u)" == 0 ]] || { say "als root: de runbook maakt een account en een databaserol"; exit 1; }
  mkdir -p "$dir"
  dir="$(cd "$dir" && pwd)"
  # Run as root, nginx's workers run as nobody and must read the assets and write their temporary files.
  chmod 755 "$dir"
  local https_port http_port web1 web2 smtp_url
  local smtp_port
  read -r https_port http_port web1 web2 smtp_port <<<"$(free_ports 5)"
  https_port="${FF_HTTPS_PORT:-$https_port}"
  local public_url="https://127.0.0.1:$https_port"

  certificate "$dir/tls"
  # The site's account and database role, and its database, under names of this recipe's own (several recipes
  # may run beside each other on one PostgreSQL server).
  local id account database
  id="$(od -An -N6 -tx1 /dev/urandom | tr -d ' \n')"
  account="ff-recipe-$id"
  database="ff_recipe_$id"
  # The runbook's commands reach PostgreSQL with libpq's defaults: here those of TEST_DATABASE_URL's server.
  [[ "$pg_server" =~ ^postgres(ql)?://([^@/]*@)?([^:/]+)(:([0-9]+))?/ ]] || { say "TEST_DATABASE_URL?"; exit 1; }
  local pg_host="${BASH_REMATCH[3]}" pg_port="${BASH_REMATCH[5]:-5432}"
  local database_url="postgres://$account@$pg_host:$pg_port/$database"

  smtp_url="${SMTP_URL:-}"
  if [[ -z "$smtp_url" ]]; then
    (cd "$repo" && exec setsid node scripts/deploy/smtp-sink.ts "$smtp_port" "$dir/mail-sink" >"$dir/smtp-sink.log" 2>&1 </dev/null) &
    echo $! >"$dir/smtp-sink.pid"
    smtp_url="smtp://127.0.0.1:$smtp_port"
  fi

  cat >"$dir/recipe.env" <<VARS
FF_ROOT=$dir
FF_ENV_FILE=$dir/env
FF_DATA_DIR=$dir/data
FF_CACHE_DIR=$dir/cache
FF_ACME_ROOT=$dir/acme
FF_ACCOUNT=$account
FF_DATABASE=$database
FF_WEB_PORTS="$web1 $web2"
FF_CTL="$here/local-ctl.sh"
FF_RUN_AS="runuser -u $account --"
FF_LOCAL_STATE=$dir/state
FF_URL=$public_url
FF_HTTP_URL=http://127.0.0.1:$http_port
FF_DATABASE_URL=$database_url
FF_NGINX_PREFIX=$dir/nginx
PGHOST=$pg_host
PGPORT=$pg_port
VARS
  # shellcheck disable=SC1091
  set -a && . "$dir/recipe.env" && set +a
  "$here/runbook.sh" run "$repo/docs/runbook/README.md" install-account
  "$here/runbook.sh" run "$repo/docs/runbook/README.md" install-database

  mkdir -p "$dir/state"
  (umask 077 && site_env "$public_url" "$database_url" "$smtp_url" >"$dir/env")

  # Two releases, both this checkout, built (npm run build): r2 runs, r1 is the one a rollback returns to. A host
  # unpacks one per deploy (deploy.sh RELEASE.tar.gz).
  [[ -f "$repo/build/server/index.js" ]] || { say "eerst npm run build"; exit 1; }
  ln -sfn "$repo" "$dir/releases/r1"
  ln -sfn "$repo" "$dir/releases/r2"
  "$here/deploy.sh" --activate "$dir/releases/r2"

  local prefix="$dir/nginx"
  mkdir -p "$prefix"
  FF_SERVER_NAME=127.0.0.1 FF_PUBLIC_URL="$public_url" FF_HTTP_LISTEN="127.0.0.1:$http_port" \
    FF_HTTPS_LISTEN="127.0.0.1:$https_port ssl http2" FF_CERTIFICATE="$dir/tls/fullchain.pem" \
    FF_CERTIFICATE_KEY="$dir/tls/privkey.pem" FF_TRUSTED_CERTIFICATE="$dir/tls/chain.pem" FF_OCSP_STAPLING=off \
    FF_ASSETS_DIR="$dir/shared/assets" FF_ACME_ROOT="$dir/acme" FF_WEB_PORTS="$web1 $web2" \
    "$here/render-nginx.sh" >"$prefix/forensisch-forum.conf"
  nginx_main "$prefix" >"$prefix/nginx.conf"
  "$(nginx_bin)" -p "$prefix" -e "$prefix/error.log" -c "$prefix/nginx.conf"
  for _ in $(seq 1 50); do
    curl -kfsS -o /dev/null "$public_url/robots.txt" && break
    sleep 0.2
  done
  curl -kfsS -o /dev/null "$public_url/robots.txt" || { say "nginx antwoordt niet"; cat "$prefix/error.log" >&2; exit 1; }
  say "draait: $public_url (web op $web1 en $web2, worker, nginx, database $database)"
  echo "$public_url"
}

down() {
  local dir="$1"
  [[ -f "$dir/recipe.env" ]] || return 0
  # shellcheck disable=SC1091
  set -a && . "$dir/recipe.env" && set +a
  local prefix="$FF_NGINX_PREFIX"
  if [[ -f "$prefix/nginx.pid" ]]; then
    "$(nginx_bin)" -p "$prefix" -e "$prefix/error.log" -c "$prefix/nginx.conf" -s quit || true
    for _ in $(seq 1 50); do [[ -f "$prefix/nginx.pid" ]] || break; sleep 0.1; done
  fi
  local units=()
  for port in $FF_WEB_PORTS; do units+=("forensisch-forum-web@$port.service"); done
  "$here/local-ctl.sh" stop "${units[@]}" forensisch-forum-worker.service
  [[ -f "$dir/smtp-sink.pid" ]] && kill "$(cat "$dir/smtp-sink.pid")" 2>/dev/null || true
  for database in "$FF_DATABASE" "${FF_DATABASE}_restored"; do
    psql -q "$pg_server" -c "drop database if exists $database with (force)" >/dev/null
  done
  psql -q "$pg_server" -c "drop role if exists \"$FF_ACCOUNT\"" >/dev/null
  ! getent passwd "$FF_ACCOUNT" >/dev/null || userdel "$FF_ACCOUNT"
  rm -rf "$dir"
}

case "${1:?up DIR, down DIR of test}" in
  up) up "${2:?up DIR}" ;;
  down) down "${2:?down DIR}" ;;
  test) cd "$repo" && npx vitest run --project e2e-proxy e2e/deploy-recipe.test.ts ;;
  *) echo "local-recipe: up DIR, down DIR of test" >&2; exit 2 ;;
esac
