#!/usr/bin/env bash
# `cmake --install BUILD --prefix P` must give P/LIBDIR/libvkcl-opencl.so.1
# and P/etc/OpenCL/vendors/vkcl.icd naming that library, and ocl-icd must
# find the platform through OCL_ICD_VENDORS=P/etc/OpenCL/vendors.
#
# usage: check_install.sh BUILD_DIR LIBDIR (CMAKE_INSTALL_LIBDIR, e.g. lib)
#
# The install is first staged under DESTDIR, so a rule that escapes the
# prefix (an absolute DESTINATION) is reported instead of writing into the
# machine's /usr/local or /etc; only once everything stays inside the
# prefix is the real install to P made and loaded through ocl-icd.
set -euo pipefail
build=$(readlink -f "$1")
libdir=$2
tmp=$(mktemp -d /tmp/vkcl-install-test.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix
stage=$tmp/stage

DESTDIR=$stage cmake --install "$build" --prefix "$prefix" >"$tmp/stage.log" 2>&1 ||
  { cat "$tmp/stage.log" >&2; echo "staged install failed" >&2; exit 1; }
outside=$(cd "$stage" && find . \( -type f -o -type l \) ! -path ".$prefix/*" | sed 's|^\.||')
if [ -n "$outside" ]; then
  echo "installed outside the prefix $prefix:" >&2
  echo "$outside" | sed 's/^/  /' >&2
  exit 1
fi

cmake --install "$build" --prefix "$prefix" >"$tmp/install.log" 2>&1 ||
  { cat "$tmp/install.log" >&2; echo "install failed" >&2; exit 1; }
lib=$prefix/$libdir/libvkcl-opencl.so.1
icd=$prefix/etc/OpenCL/vendors/vkcl.icd
[ -f "$lib" ] || { echo "missing $lib" >&2; exit 1; }
[ -f "$icd" ] || { echo "missing $icd" >&2; exit 1; }
named=$(tr -d '\n' <"$icd")
[ "$(readlink -f "$named")" = "$(readlink -f "$lib")" ] ||
  { echo "$icd names '$named', not $lib" >&2; exit 1; }

# ocl-icd loads the platform from the installed vendors folder alone.
names=$(OCL_ICD_VENDORS=$prefix/etc/OpenCL/vendors clinfo -l 2>&1) ||
  { echo "$names" >&2; exit 1; }
echo "$names"
grep -q '^Platform #0: vkcl$' <<<"$names" ||
  { echo "ocl-icd did not find vkcl through $prefix/etc/OpenCL/vendors" >&2; exit 1; }
[ "$(echo "$names" | grep -c '^Platform #')" = 1 ] ||
  { echo "more than one platform" >&2; exit 1; }
