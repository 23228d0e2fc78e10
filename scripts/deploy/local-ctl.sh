#!/usr/bin/env bash
# A stand-in for `systemctl` where systemd does not run (this machine's containers, CI): starts, stops and restarts
# the units of deploy/systemd/ by reading them, so the processes run with the unit's ExecStart, WorkingDirectory,
# EnvironmentFile, Environment (the instance name in place of %i), User and Group (setpriv, so it runs as root),
# UMask and Nice; a Type=oneshot unit (the backup, the restore drill) runs in the foreground, as `systemctl start`
# waits for it. What it does not do (docs/runbook/README.md lists it): restart a process that fails
# (Restart=on-failure), the sandboxing (ProtectSystem=, PrivateTmp=, ReadWritePaths=, the capability and system
# call limits, IOSchedulingClass=), start limits, journald. deploy.sh takes it as FF_CTL.
#
#   local-ctl.sh start|stop|restart|is-active UNIT...     e.g. forensisch-forum-web@3001.service
#
# Settings: FF_LOCAL_STATE (required: pid and log files), FF_UNIT_DIR (default deploy/systemd of this checkout);
# a local recipe's FF_ROOT, FF_ENV_FILE, FF_ACCOUNT, ... in place of the host's paths and account in the units
# (scripts/deploy/runbook.sh).
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
# The values of one key of the unit, %i replaced, and the host's names (/srv/forensisch-forum, the account, ...)
# by those of a local recipe where it set them (scripts/deploy/runbook.sh replace).
unit_values() {
  local file="$1" key="$2" inst="$3"
  sed -n "s/^$key=//p" "$file" | sed "s/%i/$inst/g" | "$here/runbook.sh" replace
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
  local unit="$1" file inst
  running "$unit" && return 0
  file="$(unit_file "$unit")"
  [[ -f "$file" ]] || { echo "local-ctl: geen unit $file" >&2; return 1; }
  inst="$(instance "$unit")"
  local workdir envfile user group umask nice
  workdir="$(unit_values "$file" WorkingDirectory "$inst")"
  envfile="$(unit_values "$file" EnvironmentFile "$inst")"
  user="$(unit_values "$file" User "$inst")"
  group="$(unit_values "$file" Group "$inst")"
  umask="$(unit_values "$file" UMask "$inst")"
  nice="$(unit_values "$file" Nice "$inst")"
  # What systemd gives a process of User=: that account's home, name and groups (setpriv drops root's); the env
  # file is read here, before the drop, as systemd reads it (it is root's, mode 0600).
  local -a vars=("PATH=$PATH") as_user=()
  if [[ -n "$user" ]]; then
    vars+=("HOME=$(getent passwd "$user" | cut -d: -f6)" "USER=$user" "LOGNAME=$user")
    as_user=(setpriv "--reuid=$user" "--regid=${group:-$user}" --init-groups)
  else
    vars+=("HOME=${HOME:-/tmp}")
  fi
  # EnvironmentFile= first, then Environment= (systemd gives Environment= the lower precedence, but the units
  # and env.example keep their names apart, so the order makes no difference here).
  while IFS= read -r line; do
    [[ "$line" =~ ^[A-Za-z_][A-Za-z0-9_]*= ]] && vars+=("$line")
  done <"$envfile"
  local -a assignments
  for line in $(unit_values "$file" Environment "$inst"); do assignments+=("$line"); done
  vars+=("${assignments[@]}")
  local exec log="$state/${unit%.service}.log"
  exec="$(unit_values "$file" ExecStart "$inst")"
  local -a launch=(env -i "${vars[@]}" nice -n "${nice:-0}" "${as_user[@]}")
  if [[ "$(unit_values "$file" Type "$inst")" == oneshot ]]; then
    # As `systemctl start` does for Type=oneshot: wait for it to end, and fail when it fails.
    # shellcheck disable=SC2086 # ExecStart is split into words as systemd does (no quotes in our units).
    (cd "$workdir" && umask "${umask:-0022}" && exec "${launch[@]}" $exec >>"$log" 2>&1 </dev/null) ||
      { echo "local-ctl: $unit mislukt, zie $log" >&2; return 1; }
    return 0
  fi
  # shellcheck disable=SC2086
  (cd "$workdir" && umask "${umask:-0022}" && exec setsid "${launch[@]}" $exec >>"$log" 2>&1 </dev/null) &
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
