# Shared by every host under test/hosts/: sourced by each host's run.sh, which installs the
# packed tarball into a real framework app and checks it there. Provides a temp work dir,
# processes stopped on exit, timed steps, free ports and the tarball's reference backend.
# Usage (in a host's run.sh, after `set -euo pipefail`): host_name=NAME; source "$hosts/lib.sh"
# A new host is a folder test/hosts/NAME/ with its app (its own package.json and lock), a
# `run.sh TARBALL` built on these helpers, and a line in .ci/ that packs the tarball and runs it.

host_work=$(mktemp -d)
host_pids=()
host_cleanup() {
  local pid
  for pid in "${host_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  # A server that ignores SIGTERM must not outlive the check.
  for pid in "${host_pids[@]}"; do
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
  done
  rm -rf "$host_work"
}
trap host_cleanup EXIT

# Timed steps: each step's own time when the next one starts, and a summary at the end.
host_start=$SECONDS
host_step_start=$SECONDS
host_step_name=
host_timings=()
host_step() {
  local now=$SECONDS
  if [ -n "$host_step_name" ]; then
    host_timings+=("$host_step_name: $((now - host_step_start))s")
    printf -- '--- %s: %s took %ss\n' "$host_name" "$host_step_name" "$((now - host_step_start))"
  fi
  host_step_name=${1:-} host_step_start=$now
  [ -n "$host_step_name" ] && printf -- '--- %s: %s (at %ss)\n' "$host_name" "$1" "$((now - host_start))"
  return 0
}
host_done() {
  host_step
  local summary
  summary=$(printf '%s; ' "${host_timings[@]}")
  printf -- '--- %s: passed in %ss (%s)\n' "$host_name" "$((SECONDS - host_start))" "${summary%; }"
}

host_free_port() {
  node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })"
}

# Starts `$@` in the background, its output in $host_work/$1.log, stopped on exit.
host_spawn() {
  local log=$host_work/$1.log
  shift
  "$@" >"$log" 2>&1 &
  host_pids+=($!)
}

# Waits up to $2 seconds (default 30) for $1 to answer any HTTP status; fails with $3's log.
host_wait_http() {
  local url=$1 seconds=${2:-30} log=${3:-}
  for _ in $(seq 1 $((seconds * 10))); do
    curl -sS -o /dev/null "$url" 2>/dev/null && return 0
    sleep 0.1
  done
  echo "$url did not answer within ${seconds}s"
  [ -n "$log" ] && cat "$host_work/$log.log"
  return 1
}

# The tarball's own reference backend (bin deliveries-mock-server of the installed package) on a
# free port; sets host_backend to its address. Extra flags are passed on.
host_start_backend() {
  local bin=$1
  shift
  host_spawn backend "$bin/deliveries-mock-server" --port 0 "$@"
  host_backend=
  for _ in $(seq 1 100); do
    host_backend=$(grep -oE 'http://127\.0\.0\.1:[0-9]+' "$host_work/backend.log" || true)
    [ -n "$host_backend" ] && break
    sleep 0.1
  done
  [ -n "$host_backend" ] || {
    echo "deliveries-mock-server did not start:"
    cat "$host_work/backend.log"
    return 1
  }
  echo "reference backend: $host_backend"
}
