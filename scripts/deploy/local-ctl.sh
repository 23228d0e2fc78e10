#!/usr/bin/env bash
# A stand-in for `systemctl` where systemd does not run (this machine's containers, CI): starts, stops and restarts
# the units of deploy/systemd/ by reading them, so the processes run with exactly the ExecStart, WorkingDirectory,
# EnvironmentFile and Environment of the unit (the instance name in place of %i). What it does not do: restart a
# process that fails (Restart=on-failure), sandboxing, journald. deploy.sh takes it as FF_CTL.
#
#   local-ctl.sh start|stop|restart|is-active UNIT...     e.g. forensisch-forum-web@3001.service
#
# Settings: FF_LOCAL_STATE (required: pid and log files), FF_UNIT_DIR (default deploy/systemd of this checkout),
# FF_WORKDIR and FF_ENV_FILE (replace the unit's WorkingDirectory and EnvironmentFile, which name /srv and /etc).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
unit_dir="${FF_UNIT_DIR:-$here/../../deploy/systemd}"
state="${FF_LOCAL_STATE:?FF_LOCAL_STATE: a directory for pid and log files}"
mkdir -p "$state"

# forensisch-forum-web@3001.service -> template file forensisch-forum-web@.service, instance 3001.
unit_file() {
  local unit="${1%.service}"
  if [[ "$unit" == *@* ]]; then echo "$unit_dir/${unit%%@*}@.service"; else echo "$unit_dir/$unit.service"; fi
}
instance() {
  local unit="${1%.service}"
  if [[ "$unit" == *@* ]]; then echo "${unit#*@}"; fi
}
# The values of one key of the [Service] section, %i replaced.
unit_values() {
  local file="$1" key="$2" inst="$3"
  sed -n "s/^$key=//p" "$file" | sed "s/%i/$inst/g"
}

pid_of() { cat "$state/${1%.service}.pid" 2>/dev/null || true; }
# Alive and not a zombie: an ended process whose parent (a local-ctl.sh long gone) never collected it.
alive() {
  local stat
  stat="$(ps -o stat= -p "$1" 2>/dev/null || true)"
  [[ -n "$stat" && "$stat" != Z* ]]
}
running() {
  local pid
  pid="$(pid_of "$1")"
  [[ -n "$pid" ]] && alive "$pid"
}

start_unit() {
  local unit="$1" file inst workdir envfile
  running "$unit" && return 0
  file="$(unit_file "$unit")"
  [[ -f "$file" ]] || { echo "local-ctl: geen unit $file" >&2; return 1; }
  inst="$(instance "$unit")"
  workdir="${FF_WORKDIR:-$(unit_values "$file" WorkingDirectory "$inst")}"
  envfile="${FF_ENV_FILE:-$(unit_values "$file" EnvironmentFile "$inst")}"
  local -a vars=("PATH=$PATH" "HOME=${HOME:-/tmp}")
  # EnvironmentFile= first, then Environment= (systemd gives Environment= the lower precedence, but the units
  # and env.example keep their names apart, so the order makes no difference here).
  while IFS= read -r line; do
    [[ "$line" =~ ^[A-Za-z_][A-Za-z0-9_]*= ]] && vars+=("$line")
  done <"$envfile"
  local -a assignments
  for line in $(unit_values "$file" Environment "$inst"); do assignments+=("$line"); done
  vars+=("${assignments[@]}")
  local exec
  exec="$(unit_values "$file" ExecStart "$inst")"
  # shellcheck disable=SC2086 # ExecStart is split into words as systemd does (no quotes in our units).
  (cd "$workdir" && exec setsid env -i "${vars[@]}" $exec >>"$state/${unit%.service}.log" 2>&1 </dev/null) &
  echo $! >"$state/${unit%.service}.pid"
}

stop_unit() {
  local unit="$1" pid waited=0
  pid="$(pid_of "$unit")"
  if [[ -z "$pid" ]] || ! alive "$pid"; then rm -f "$state/${unit%.service}.pid"; return 0; fi
  kill -TERM "$pid"
  # TimeoutStopSec=15 of the units, then SIGKILL as systemd would.
  while alive "$pid"; do
    sleep 0.1
    waited=$((waited + 1))
    if ((waited > 150)); then kill -KILL "$pid" 2>/dev/null || true; fi
  done
  rm -f "$state/${unit%.service}.pid"
}

command="${1:?start|stop|restart|is-active}"
shift
for unit in "$@"; do
  case "$command" in
    start) start_unit "$unit" ;;
    stop) stop_unit "$unit" ;;
    restart) stop_unit "$unit" && start_unit "$unit" ;;
    is-active) running "$unit" || exit 3 ;;
    *) echo "local-ctl: onbekend commando $command" >&2; exit 2 ;;
  esac
done
