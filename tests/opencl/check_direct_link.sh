#!/usr/bin/env bash
# libvkcl-opencl in place of the ICD loader: a program linked against
# Debian's libOpenCL.so.1 (clinfo, whose symbols carry ocl-icd's OPENCL_x.y
# versions) runs with a folder holding libOpenCL.so.1 -> libvkcl-opencl
# first on LD_LIBRARY_PATH, and sees the vkcl platform with no loader.
# usage: check_direct_link.sh LIBRARY
set -euo pipefail
lib=$(readlink -f "$1")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
ln -s "$lib" "$dir/libOpenCL.so.1"
# Whole outputs into variables, then grep: `producer | grep -q` fails under
# pipefail whenever grep's early exit makes the producer die of SIGPIPE.
libs=$(LD_LIBRARY_PATH=$dir ldd "$(command -v clinfo)")
grep -q "$dir/libOpenCL.so.1" <<<"$libs" ||
  { echo "clinfo does not load the library from $dir" >&2; exit 1; }
out=$(LD_LIBRARY_PATH=$dir OCL_ICD_VENDORS=/nonexistent clinfo -l 2>&1)
echo "$out"
grep -q "^Platform #0: vkcl$" <<<"$out" ||
  { echo "no vkcl platform when linked directly" >&2; exit 1; }
grep -q "Device #0" <<<"$out" || { echo "no device" >&2; exit 1; }
