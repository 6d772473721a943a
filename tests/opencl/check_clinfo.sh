#!/usr/bin/env bash
# clinfo against the vkcl platform (CTest sets OCL_ICD_VENDORS to it alone):
# clinfo asks every platform and device query it knows, in its own way, so a
# query the platform answers wrongly shows up here as clinfo's
# "<...: error N>" even when the gtest suites do not ask it.
# Checks: clinfo, clinfo --raw and clinfo -l exit 0; one platform named vkcl
# with at least one device; no query answered with an error.
set -euo pipefail
command -v clinfo >/dev/null || { echo "clinfo is not installed" >&2; exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
fail=0
for mode in "" --raw; do
  if ! clinfo $mode >"$out/clinfo" 2>&1; then
    echo "clinfo $mode exited with $?:" >&2
    cat "$out/clinfo" >&2
    exit 1
  fi
  # clinfo prints a failed query as <...: error -30> or <error: ...>.
  if grep -nE '(: error -?[0-9]+>|<error:)' "$out/clinfo"; then
    echo "clinfo $mode: queries above failed" >&2
    fail=1
  fi
  cp "$out/clinfo" "$out/clinfo$mode.txt"
done
grep -qE '^ *Platform Name +vkcl$' "$out/clinfo.txt" ||
  { echo "no platform named vkcl:" >&2; cat "$out/clinfo.txt" >&2; exit 1; }
grep -qE '^Number of devices +[1-9]' "$out/clinfo.txt" ||
  { echo "vkcl lists no device" >&2; exit 1; }
grep -qE '^ *Device Name +[^ ]' "$out/clinfo.txt" ||
  { echo "no device name" >&2; exit 1; }
clinfo -l >"$out/list" 2>&1 || { cat "$out/list" >&2; exit 1; }
if ! grep -q '^Platform #0: vkcl$' "$out/list" ||
  ! grep -q 'Device #0: ' "$out/list"; then
  echo "clinfo -l:" >&2
  cat "$out/list" >&2
  exit 1
fi
[ $fail = 0 ] && cat "$out/list"
exit $fail
