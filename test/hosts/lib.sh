# Shared by every host under test/hosts/: sourced by each host's run.sh, which installs the
# packed tarball into a real framework app and checks it there. Provides a temp work dir,
# processes stopped on exit, timed steps, free ports and the tarball's reference backend.
# Usage (in a host's run.sh, after `set -euo pipefail`): host_name=NAME; source "$hosts/lib.sh"
# A new host is a folder test/hosts/NAME/ with its app (its own package.json and lock), a
# `run.sh TARBALL` built on these helpers, and a line in .ci/ that packs the tarball and runs it.

host_lib_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
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
# free port, behind recordRequests.mjs, which writes each POST body it forwards to
# $host_requests (JSON lines). Sets host_backend to the recorder's address (give it to the app)
# and host_requests; host_backend_direct is the mock server's own. Extra flags are passed on to the mock server.
host_start_backend() {
  local bin=$1
  shift
  host_spawn backend "$bin/deliveries-mock-server" --port 0 "$@"
  host_backend_direct=$(host_wait_line backend 'http://127\.0\.0\.1:[0-9]+') || return 1
  host_requests=$host_work/requests.jsonl
  host_spawn recorder node "$host_lib_dir/recordRequests.mjs" "$host_backend_direct" "$host_requests"
  host_backend=$(host_wait_line recorder 'http://127\.0\.0\.1:[0-9]+') || return 1
  echo "reference backend: $host_backend_direct, recorded through $host_backend"
}

# Prints the first match of the extended regexp $2 in the log of host_spawn's $1, waiting up to
# 10 s for it; fails with the log.
host_wait_line() {
  local log=$host_work/$1.log found=
  for _ in $(seq 1 100); do
    found=$(grep -m 1 -oE "$2" "$log" || true)
    [ -n "$found" ] && break
    sleep 0.1
  done
  [ -n "$found" ] || {
    echo "$1 did not start:" >&2
    cat "$log" >&2
    return 1
  }
  echo "$found"
}
