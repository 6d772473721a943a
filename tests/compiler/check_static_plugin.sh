#!/usr/bin/env bash
# The self-contained compiler plugin (libvkcl-compiler-plugin-static.so,
# clang and LLVM linked in) compiles as the shared one does: for each
# kernel, `vkcl compile --target desktop` through either plugin writes the
# same module and the same diagnostics, and the static plugin's compile
# loads no clang or LLVM library (glibc's LD_DEBUG=files names every file
# the process loads).
#
# usage: check_static_plugin.sh VKCL STATIC_PLUGIN SHARED_PLUGIN [-cl-std=...] KERNEL.cl...
set -euo pipefail
vkcl=$1 static=$(readlink -f "$2") shared=$3
shift 3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
std=""
for arg in "$@"; do
  case $arg in
  -cl-std=*) std=$arg; continue ;;
  esac
  name=$(basename "$arg" .cl)
  for kind in static shared; do
    plugin=$static
    [ $kind = shared ] && plugin=$shared
    set +e
    VKCL_COMPILER_PLUGIN=$plugin LD_DEBUG=files LD_DEBUG_OUTPUT=$tmp/$name.$kind.ld \
      "$vkcl" compile "$arg" --target desktop ${std:+"$std"} \
      -o "$tmp/$name.$kind.spv" >"$tmp/$name.$kind.out" 2>&1
    echo "exit $?" >>"$tmp/$name.$kind.out"
    set -e
  done
  # "calling init: PATH" for each library the process initialised.
  loaded=$(cat "$tmp/$name.static.ld".* | grep -o 'calling init: .*' | sort -u)
  if ! grep -qF "calling init: $static" <<<"$loaded"; then
    echo "FAIL $name: the static plugin was not loaded" >&2
    fail=1
  elif grep -E 'libclang|libLLVM' <<<"$loaded" >&2; then
    echo "FAIL $name: the static plugin's compile loaded clang or LLVM" >&2
    fail=1
  elif ! cmp -s "$tmp/$name.static.out" "$tmp/$name.shared.out"; then
    echo "FAIL $name: the output differs" >&2
    diff "$tmp/$name.static.out" "$tmp/$name.shared.out" >&2 || true
    fail=1
  elif [ -f "$tmp/$name.shared.spv" ] &&
    ! cmp "$tmp/$name.static.spv" "$tmp/$name.shared.spv"; then
    echo "FAIL $name: the modules differ" >&2
    fail=1
  else
    echo "ok $name: $(tail -1 "$tmp/$name.static.out")"
  fi
  std=""
done
exit $fail
