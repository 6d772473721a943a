#!/usr/bin/env bash
# watchdog.sh SECONDS COMMAND [ARGS...]
#
# Runs COMMAND; if it is still running after SECONDS, prints the stack of
# every thread (gdb) and kills it, exiting 124. A test that hangs in CI is
# otherwise only "Timeout" in ctest's log, with no clue where it hung, and
# hangs that depend on thread timing rarely reproduce on a developer's
# machine. Set SECONDS below ctest's TIMEOUT so the stacks are printed
# before ctest kills the whole process group.
set -u
limit=$1
shift
"$@" &
pid=$!
(
  # The sleep's own output goes nowhere, so an orphaned sleep cannot hold
  # ctest's pipe open after the test ends.
  sleep "$limit" </dev/null >/dev/null 2>&1
  if kill -0 "$pid" 2>/dev/null; then
    echo "watchdog: '$*' still running after ${limit} s; its threads:"
    if command -v gdb >/dev/null; then
      gdb -p "$pid" -batch -nx -ex "thread apply all bt" </dev/null 2>&1 |
        grep -v '^\[New LWP\|^\[Thread debugging\|^Using host libthread'
    else
      echo "watchdog: gdb is not installed; no stacks"
    fi
    kill -9 "$pid" 2>/dev/null
  fi
) &
dog=$!
wait "$pid"
rc=$?
kill "$dog" 2>/dev/null
wait "$dog" 2>/dev/null
if [ "$rc" -eq 137 ]; then
  exit 124
fi
exit "$rc"
