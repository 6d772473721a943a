#!/usr/bin/env bash
# The sanitizer build and the fuzz targets (issue 24).
#
# Builds the unit, SPIR-V and compiler tests and the libFuzzer targets in
# fuzz/ with clang 16, AddressSanitizer and UndefinedBehaviorSanitizer
# (stopping at the first report), into their own build directory, and runs
# one part of them:
#
#   scripts/sanitize.sh [options] build            configure and build only
#   scripts/sanitize.sh [options] unit             unit and SPIR-V tests
#   scripts/sanitize.sh [options] compiler [FILTER] compiler tests (gtest
#                                                   filter, default all)
#   scripts/sanitize.sh [options] fuzz-compiler [libFuzzer args...]
#   scripts/sanitize.sh [options] fuzz-module [libFuzzer args...]
#
# Options: --dir DIR (default build-sanitize), --vkcl PATH (a vkcl tool of
# an ordinary build, to compile the module fuzzer's seeds), -j N (build
# jobs, default nproc). The fuzzers start from seeds built from
# tests/compiler (the two smallest kernels of each directory; the compiler
# fuzzer also uses fuzz/opencl.dict) and from modules compiled from
# fuzz/seeds; given no libFuzzer arguments they run until stopped.
# CI runs them for a fixed number of inputs from a fixed seed (-seed=1
# -runs=N), so a CI run repeats the inputs a local run saw.
set -euo pipefail
root=$(dirname "$(readlink -f "$0")")/..
cd "$root"
dir=build-sanitize vkcl="" jobs=$(nproc)
while [ $# -gt 0 ]; do
  case $1 in
  --dir) dir=$2; shift ;;
  --vkcl) vkcl=$2; shift ;;
  -j) jobs=$2; shift ;;
  -j*) jobs=${1#-j} ;;
  *) break ;;
  esac
  shift
done
[ $# -ge 1 ] || { sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
mode=$1; shift
dir=$(mkdir -p "$dir" && cd "$dir" && pwd)

# Stop at the first report of any sanitizer, with a stack; LeakSanitizer
# included (a compile must free what it allocates).
export ASAN_OPTIONS=abort_on_error=1:detect_stack_use_after_return=0:${ASAN_OPTIONS:-}
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1:${UBSAN_OPTIONS:-}

build() {
  ./third_party/install-deps.sh
  # -O1: at -O0 the build takes 30% less time, but the compiler tests run
  # three times longer (the emitter's own time, instrumented).
  CC=clang-16 CXX=clang++-16 cmake -S . -B "$dir" -G "Unix Makefiles" \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
    -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
    -DVKCL_SANITIZE=ON -DVKCL_FUZZ=ON >"$dir/configure.log" ||
    { cat "$dir/configure.log" >&2; exit 1; }
  cmake --build "$dir" -j"$jobs" --target vkcl-unit-tests vkcl-spirv-tests \
    vkcl-compiler-tests vkcl-fuzz-compiler vkcl-fuzz-module
}

# Seeds for the compiler fuzzer: a selector byte (the
# desktop profile, OpenCL C 1.2 or 2.0: CompilerFuzzer.cpp), then a test
# kernel's source.
compiler_seeds() {
  local out=$dir/fuzz/compiler-seeds d f n=0
  rm -rf "$out" && mkdir -p "$out"
  for d in tests/compiler/*/; do
    for f in $(ls -S "$d"*.cl 2>/dev/null | tail -2); do
      n=$((n + 1))
      { if [ $((n % 2)) = 0 ]; then printf '\x0c'; else printf '\x08'; fi
        cat "$f"; } >"$out/$(basename "$d")-$(basename "$f")"
    done
  done
  echo "$out"
}

# Seeds for the module fuzzer: modules vkcl compiles from a few kernels
# that between them reach every kind of reflection (arguments of each
# kind, printf, the data segment, work-group sizes, samplers).
module_seeds() {
  local out=$dir/fuzz/module-seeds f
  rm -rf "$out" && mkdir -p "$out"
  [ -n "$vkcl" ] || { echo "$out"; return; }
  for f in fuzz/seeds/*.cl; do
    "$vkcl" compile "$f" -cl-std=CL2.0 -o "$out/$(basename "$f" .cl).spv" \
      >/dev/null 2>&1 || { echo "cannot compile seed $f" >&2; exit 1; }
  done
  echo "$out"
}

fuzz() {
  local target=$1 seeds=$2; shift 2
  local corpus=$dir/fuzz/$target-corpus
  rm -rf "$corpus" && mkdir -p "$corpus"
  # New inputs go to the corpus directory, the seeds stay as they are.
  # Sources up to 4 KiB with the dictionary; modules up to 64 KiB (the
  # seeds are 4-40 KiB).
  local extra=(-max_len=65536)
  [ "$target" = compiler ] && extra=(-max_len=4096 -dict=fuzz/opencl.dict)
  "$dir/fuzz/vkcl-fuzz-$target" "${extra[@]}" \
    -timeout=60 -rss_limit_mb=6144 -print_final_stats=1 \
    -artifact_prefix="$dir/fuzz/$target-" "$@" "$corpus" "$seeds"
}

case $mode in
build) build ;;
unit)
  "$dir/tests/unit/vkcl-unit-tests" --gtest_brief=1
  "$dir/tests/spirv/vkcl-spirv-tests" --gtest_brief=1 ;;
compiler)
  "$dir/tests/compiler/vkcl-compiler-tests" --gtest_brief=1 \
    --gtest_filter="${1:-*}" ;;
fuzz-compiler) fuzz compiler "$(compiler_seeds)" "$@" ;;
fuzz-module) fuzz module "$(module_seeds)" "$@" ;;
*) echo "unknown part '$mode'" >&2; exit 2 ;;
esac
