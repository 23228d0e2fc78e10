#!/usr/bin/env bash
# Fills in deploy/nginx/forensisch-forum-tls.conf.template from FF_* variables and prints the site file:
#   FF_SERVER_NAME=forensischforum.nl FF_PUBLIC_URL=https://forensischforum.nl ... \
#     scripts/deploy/render-nginx.sh > /etc/nginx/sites-available/forensisch-forum
# Only the template's own ${FF_...} names are replaced (nginx's $variables stay); a name left unset is an error.
# Defaults are those of a Debian host with certbot (docs/runbook/README.md).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
template="${FF_NGINX_TEMPLATE:-$here/../../deploy/nginx/forensisch-forum-tls.conf.template}"

: "${FF_SERVER_NAME:?FF_SERVER_NAME: the host name of PUBLIC_URL}"
export FF_PUBLIC_URL="${FF_PUBLIC_URL:-https://$FF_SERVER_NAME}"
export FF_HTTP_LISTEN="${FF_HTTP_LISTEN:-80}"
export FF_HTTPS_LISTEN="${FF_HTTPS_LISTEN:-443 ssl http2}"
export FF_CERTIFICATE="${FF_CERTIFICATE:-/etc/letsencrypt/live/$FF_SERVER_NAME/fullchain.pem}"
export FF_CERTIFICATE_KEY="${FF_CERTIFICATE_KEY:-/etc/letsencrypt/live/$FF_SERVER_NAME/privkey.pem}"
export FF_TRUSTED_CERTIFICATE="${FF_TRUSTED_CERTIFICATE:-/etc/letsencrypt/live/$FF_SERVER_NAME/chain.pem}"
export FF_OCSP_STAPLING="${FF_OCSP_STAPLING:-on}"
export FF_ASSETS_DIR="${FF_ASSETS_DIR:-/srv/forensisch-forum/shared/assets}"
export FF_ACME_ROOT="${FF_ACME_ROOT:-/var/www/acme}"
# FF_BROTLI=on once Debian's libnginx-mod-http-brotli-static is installed; without it nginx sends the .gz twins.
case "${FF_BROTLI:-off}" in
  on) export FF_BROTLI_STATIC="brotli_static on;" ;;
  off) export FF_BROTLI_STATIC="# no brotli module (FF_BROTLI=off): the .gz twins only" ;;
  *) echo "render-nginx: FF_BROTLI is on of off" >&2; exit 1 ;;
esac
ports="${FF_WEB_PORTS:-3001 3002}"
upstreams=""
for port in $ports; do upstreams+="server 127.0.0.1:$port max_fails=0;"$'\n    '; done
export FF_UPSTREAM_SERVERS="${upstreams%$'\n    '}"

names="$(grep -o '\${FF_[A-Z_]*}' "$template" | sort -u | tr '\n' ' ')"
for name in $names; do
  bare="${name#\$\{}"
  bare="${bare%\}}"
  [[ -n "${!bare:-}" ]] || { echo "render-nginx: $bare is niet gezet" >&2; exit 1; }
done
envsubst "$names" <"$template"
