#!/usr/bin/env bash
# The runbook's own commands, run on the local recipe (scripts/deploy/local-recipe.sh, e2e/deploy-recipe.test.ts)
# so that what an operator copies from docs/runbook/ is what the tests ran:
#
#   runbook.sh show FILE NAME   the shell block after `<!-- recipe: NAME -->` in FILE, with this recipe's names
#   runbook.sh run FILE NAME    run that block with bash (-euo pipefail); `systemctl` in it is FF_CTL
#   runbook.sh replace          stdin to stdout with this recipe's names (for deploy/systemd/env.example)
#
# The names of a host (docs/runbook/README.md) become the recipe's, from its settings (recipe.env):
# /srv/forensisch-forum FF_ROOT, /etc/forensisch-forum/env FF_ENV_FILE, /var/lib/forensisch-forum FF_DATA_DIR,
# /var/cache/forensisch-forum FF_CACHE_DIR, /var/www/acme FF_ACME_ROOT, the database forensisch_forum FF_DATABASE
# (forensisch_forum_restored: FF_DATABASE_restored), the account and role forensisch-forum FF_ACCOUNT; `sudo` goes
# (the recipe runs as root). Nothing else changes: a command that cannot run so does not belong in a marked block.
set -euo pipefail

# A name the recipe did not set stays the host's (local-ctl.sh reads the units through this too).
replace() {
  sed -E \
    -e "s|/srv/forensisch-forum|${FF_ROOT:-/srv/forensisch-forum}|g" \
    -e "s|/etc/forensisch-forum/env|${FF_ENV_FILE:-/etc/forensisch-forum/env}|g" \
    -e "s|/var/lib/forensisch-forum|${FF_DATA_DIR:-/var/lib/forensisch-forum}|g" \
    -e "s|/var/cache/forensisch-forum|${FF_CACHE_DIR:-/var/cache/forensisch-forum}|g" \
    -e "s|/var/www/acme|${FF_ACME_ROOT:-/var/www/acme}|g" \
    -e "s|forensisch_forum|${FF_DATABASE:-forensisch_forum}|g" \
    -e "s/forensisch-forum([^-.@/[:alnum:]_]|\$)/${FF_ACCOUNT:-forensisch-forum}\\1/g" \
    -e 's/(^ *|[;&|] *)sudo /\1/g'
}

# The lines of the first fenced block after the marker, without the indentation of its fence (a list item's).
block() {
  local file="$1" name="$2"
  awk -v marker="<!-- recipe: $name -->" '
    index($0, marker) { found = 1; next }
    found && !inside && /^ *```/ { inside = 1; match($0, /^ */); indent = RLENGTH; next }
    inside && /^ *```/ { done = 1; exit }
    inside { print substr($0, indent + 1) }
    END { if (!done) exit 1 }
  ' "$file" || { echo "runbook: geen blok 'recipe: $name' in $file" >&2; exit 1; }
}

show() { block "$1" "$2" | replace; }

run() {
  local script shim
  script="$(show "$1" "$2")"
  if [[ "${FF_CTL:-systemctl}" == systemctl* ]]; then
    bash -euo pipefail -c "$script"
    return
  fi
  shim="$(mktemp -d)"
  trap "rm -rf '$shim'" EXIT
  printf '#!/bin/sh\nexec %s "$@"\n' "$FF_CTL" >"$shim/systemctl"
  chmod 755 "$shim/systemctl"
  PATH="$shim:$PATH" bash -euo pipefail -c "$script"
}

case "${1:?show FILE NAME, run FILE NAME of replace}" in
  show) show "${2:?FILE}" "${3:?NAME}" ;;
  run) run "${2:?FILE}" "${3:?NAME}" ;;
  replace) replace ;;
  *) echo "runbook: show FILE NAME, run FILE NAME of replace" >&2; exit 2 ;;
esac
