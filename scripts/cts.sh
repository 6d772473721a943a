#!/usr/bin/env bash
# The Khronos OpenCL CTS against vkcl's OpenCL platform.
#
# Builds the CTS suites it needs out of tree with ../shared/opencl-cts/build.sh
# (once: binaries already in the build folder are reused), then runs, per
# suite, the tests listed in tests/opencl/cts/<suite>.txt (--all: every test
# of the suite, for triage), each in a process of its own with a time limit,
# through Debian's ICD loader with OCL_ICD_VENDORS naming only vkcl and the
# validation layer on (VKCL_VALIDATION=1). Prints one line per test and a
# summary; logs and per-test JSON results go under the results folder.
# A list's lines are options for the binary (starting with -) and test
# names; the name @all runs the binary with no name (every test it has).
# A test line may add words the binary takes after the name (the image
# suites' bare options: "2D use_pitches"); the first word is the test.
# Tests after a line "@slow" pass but take long on a CPU driver: CI leaves
# them out (its 2 cores have 45 minutes for everything); --slow runs them.
# tests/opencl/cts/not-on-<driver>.txt names listed tests ("SUITE TEST",
# each with why) that driver cannot pass, e.g. kernels of `long` on
# SwiftShader, which has no 64-bit integers; they run elsewhere.
#
# usage: scripts/cts.sh [options] SUITE...   (SUITE: test_api, test_basic, ...)
#   --build-only        build the suites, run nothing
#   --driver NAME       lavapipe (default), swiftshader, or native (the
#                       Vulkan drivers the loader finds: the GPU machine)
#   --all               every test of each suite instead of its list
#   --slow              also the tests after its list's "@slow" line
#   --resume            keep the passes and skips an earlier run left in the
#                       results folder and run only the other tests
#   --cts-dir DIR       CTS build folder (default build/cts, or $VKCL_CTS_BUILD)
#   --lib PATH          the platform (default build/lib/libvkcl-opencl.so.1)
#   --results DIR       logs (default <cts-dir>/results/<driver>)
#   --timeout SECONDS   per test (default 300)
#   --options "WORDS"   the binary's options instead of its list's (for
#                       test_bruteforce on the GPU machine: "-w" for every
#                       vector width at wimpy's default sampling, "" for
#                       the full sweep)
#   -j N                tests run at once (default 1)
# Exit status: 0 when no test failed (skips are reported, not failures),
# 1 when one did, 2 on bad usage, 77 when the CTS sources are not there.
set -euo pipefail
repo=$(cd "$(dirname "$(readlink -f "$0")")/.." && pwd)
cts_src=${VKCL_CTS_SOURCE:-$repo/../shared/opencl-cts}
cts_dir=${VKCL_CTS_BUILD:-$repo/build/cts}
lib=$repo/build/lib/libvkcl-opencl.so.1
lists=$repo/tests/opencl/cts
driver=lavapipe
all=0 slow=0 resume=0 build_only=0 timeout=300 jobs=1 results=""
override_options=0 given_options=()
suites=()
while [ $# -gt 0 ]; do
  case $1 in
  --build-only) build_only=1 ;;
  --driver) driver=$2; shift ;;
  --all) all=1 ;;
  --resume) resume=1 ;;
  --slow) slow=1 ;;
  --cts-dir) cts_dir=$2; shift ;;
  --lib) lib=$2; shift ;;
  --results) results=$2; shift ;;
  --timeout) timeout=$2; shift ;;
  --options) override_options=1; read -r -a given_options <<<"$2"; shift ;;
  -j) jobs=$2; shift ;;
  -j*) jobs=${1#-j} ;;
  -h | --help) sed -n '2,/^set -e/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
  -*) echo "unknown option $1" >&2; exit 2 ;;
  *) suites+=("$1") ;;
  esac
  shift
done
[ ${#suites[@]} -gt 0 ] || { echo "name at least one suite" >&2; exit 2; }
case $driver in
lavapipe) icd=${VKCL_LAVAPIPE_ICD:-/usr/share/vulkan/icd.d/lvp_icd.x86_64.json} ;;
swiftshader) icd=${VKCL_SWIFTSHADER_ICD:-/usr/lib/chromium/vk_swiftshader_icd.json} ;;
native) icd="" ;; # the machine's own Vulkan drivers (the GPU machine)
*) echo "unknown driver $driver" >&2; exit 2 ;;
esac
results=${results:-$cts_dir/results/$driver}

# test_foo -> <cts-dir>/test_conformance/foo/test_foo
# (test_bruteforce, the math functions, lives in math_brute_force/,
# test_multiples in multiple_device_context/, test_svm in SVM/; the
# image suites test_cl_*, test_image_streams, test_kernel_image_methods
# and test_samplerless_reads in images/<folder>/.)
binary() {
  case $1 in
  test_bruteforce) echo "$cts_dir/test_conformance/math_brute_force/$1" ;;
  test_multiples)
    echo "$cts_dir/test_conformance/multiple_device_context/$1" ;;
  test_svm) echo "$cts_dir/test_conformance/SVM/$1" ;;
  test_cl_copy_images) echo "$cts_dir/test_conformance/images/clCopyImage/$1" ;;
  test_cl_fill_images) echo "$cts_dir/test_conformance/images/clFillImage/$1" ;;
  test_cl_get_info) echo "$cts_dir/test_conformance/images/clGetInfo/$1" ;;
  test_cl_read_write_images)
    echo "$cts_dir/test_conformance/images/clReadWriteImage/$1" ;;
  test_image_streams)
    echo "$cts_dir/test_conformance/images/kernel_read_write/$1" ;;
  test_kernel_image_methods)
    echo "$cts_dir/test_conformance/images/kernel_image_methods/$1" ;;
  test_samplerless_reads)
    echo "$cts_dir/test_conformance/images/samplerlessReads/$1" ;;
  *) echo "$cts_dir/test_conformance/${1#test_}/$1" ;;
  esac
}

missing=()
for s in "${suites[@]}"; do
  [ -x "$(binary "$s")" ] || missing+=("$s")
done
if [ ${#missing[@]} -gt 0 ]; then
  [ -x "$cts_src/build.sh" ] ||
    { echo "no CTS at $cts_src (set VKCL_CTS_SOURCE)" >&2; exit 77; }
  echo "building ${missing[*]} in $cts_dir"
  mkdir -p "$cts_dir"
  # -O1, not build.sh's Release -O3: the build takes 20% less CPU (354
  # against 450 s for CI's suites on 2 cores) and test_bruteforce, the
  # suite whose host reference is busiest, runs as fast (100 against 98 s).
  # A first-time cache seeds the flags; build.sh's configure keeps them.
  [ -f "$cts_dir/CMakeCache.txt" ] ||
    printf '%s\n' 'CMAKE_C_FLAGS_RELEASE:STRING=-O1 -DNDEBUG' \
      'CMAKE_CXX_FLAGS_RELEASE:STRING=-O1 -DNDEBUG' >"$cts_dir/CMakeCache.txt"
  nice "$cts_src/build.sh" "$cts_dir" "${missing[@]}" >"$cts_dir/build.log" 2>&1 ||
    { tail -40 "$cts_dir/build.log" >&2; echo "CTS build failed" >&2; exit 1; }
fi
[ $build_only = 1 ] && exit 0
[ -f "$lib" ] || { echo "no platform library at $lib" >&2; exit 1; }

export OCL_ICD_VENDORS=$lib VKCL_VALIDATION=1
if [ -n "$icd" ]; then export VK_ICD_FILENAMES=$icd; fi
# The harness picks CL_DEVICE_TYPE_DEFAULT (test_computeinfo refuses _ALL).

# Runs one test; prints "STATUS suite/test seconds". STATUS: PASS, FAIL,
# SKIP, CRASH (no result written) or TIMEOUT.
run_one() {
  local suite=$1 test=$2 bin out json start rc status words
  bin=$(binary "$suite")
  out=$results/$suite/${test// /+}
  json=$out.json
  rm -f "$json"
  start=$(date +%s%N)
  set +e
  # "@all": the binary with no test name, every test it registers (the
  # conversions suite reads its own type-pair names from the command line,
  # so a registered name there would select nothing); any test of the
  # results decides.
  read -ra words <<<"$test"
  local args=("${words[@]}") key=${words[0]}
  [ "$test" = @all ] && args=() key='[^"]*'
  CL_CONFORMANCE_RESULTS_FILENAME=$json LD_PRELOAD=$preload \
    timeout -k 10 "$timeout" "$bin" "${options[@]}" "${args[@]}" \
    >"$out.log" 2>&1
  rc=$?
  set -e
  # A test can pass and still exit non-zero (a fault at teardown): the log
  # keeps the status that decided.
  echo "cts.sh: exit status $rc" >>"$out.log"
  if [ $rc = 124 ] || [ $rc = 137 ]; then
    status=TIMEOUT
  elif [ ! -s "$json" ]; then
    status=CRASH
  elif grep -q "\"$key\": \"fail\"" "$json"; then
    status=FAIL
  elif grep -q "\"$key\": \"skip\"" "$json"; then
    status=SKIP
  elif grep -q "\"$key\": \"pass\"" "$json" && [ $rc = 0 ]; then
    status=PASS
  else
    status=FAIL
  fi
  local ms=$((($(date +%s%N) - start) / 1000000))
  printf '%-7s %s/%s %d.%ds\n' "$status" "$suite" "$test" $((ms / 1000)) \
    $((ms % 1000 / 100))
}

failed=0
summary=()
for suite in "${suites[@]}"; do
  bin=$(binary "$suite")
  mkdir -p "$results/$suite"
  options=()
  tests=()
  if [ $all = 1 ]; then
    # The names --help lists after "Test names:".
    mapfile -t tests < <("$bin" --help 2>&1 | sed -n '/^Test names:/,$p' |
      sed '1d; s/^[[:space:]]*//; /^$/d; / /d')
    # A suite its list runs whole (@all: test_conversions, whose --help
    # lists type pairs, not tests) runs whole here too.
    [ -f "$lists/$suite.txt" ] && grep -qx '@all' "$lists/$suite.txt" &&
      tests=(@all)
    # Options for the suite still come from its list.
    [ -f "$lists/$suite.txt" ] &&
      mapfile -t options < <(grep -E '^-' "$lists/$suite.txt" || true)
  else
    [ -f "$lists/$suite.txt" ] || { echo "no list $lists/$suite.txt" >&2; exit 2; }
    mapfile -t options < <(grep -E '^-' "$lists/$suite.txt" || true)
    cut='/^@slow/,$d'
    [ $slow = 1 ] && cut='/^@slow/d'
    mapfile -t tests < <(sed "$cut"'; s/#.*//; s/[[:space:]]*$//; /^$/d; /^-/d' \
      "$lists/$suite.txt")
  fi
  exclusions=$lists/not-on-$driver.txt
  if [ $all = 0 ] && [ -f "$exclusions" ]; then
    mapfile -t tests < <(printf '%s\n' "${tests[@]}" | awk -v suite="$suite" '
      NR == FNR { sub(/#.*/, ""); if ($1 == suite) skip[$2] = 1; next }
      NF && !($1 in skip)' "$exclusions" -)
  fi
  if [ $override_options = 1 ]; then
    options=(${given_options[@]+"${given_options[@]}"})
  fi
  # test_bruteforce stops at start-up on an fp64 device unless the shim
  # beside the platform (tests/opencl/cts/double_fp_config_shim.c says
  # why) adds OpenCL 1.x's double rounding modes to what it reads.
  preload=${LD_PRELOAD:-}
  shim=$(dirname "$lib")/libvkcl-cts-double-config.so
  if [ "$suite" = test_bruteforce ] && [ -f "$shim" ]; then
    preload=$shim${preload:+:$preload}
  fi
  echo "== $suite on $driver: ${#tests[@]} tests ${options[*]:+(options ${options[*]})}${preload:+ (preloading $preload)}"
  log=$results/$suite.results
  if [ $resume = 1 ] && [ -f "$log" ]; then
    # Keep what an earlier run passed or skipped; run the rest again.
    grep -E '^(PASS|SKIP) ' "$log" >"$log.kept" || true
    mv "$log.kept" "$log"
    done_tests=$(awk '{sub("^[^/]*/", "", $2); print $2}' "$log")
    mapfile -t tests < <(printf '%s\n' "${tests[@]}" |
      grep -vxF -f <(echo "$done_tests") || true)
    echo "   (resuming: ${#tests[@]} not run yet)"
  else
    : >"$log"
  fi
  for t in "${tests[@]}"; do
    # Up to $jobs tests at once.
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
    run_one "$suite" "$t" | tee -a "$log" &
  done
  wait
  sort -k2 -o "$log" "$log"
  counts=$(awk '{n[$1]++} END {for (s in n) printf "%s %d  ", s, n[s]}' "$log")
  summary+=("$suite: $counts")
  grep -qE '^(FAIL|CRASH|TIMEOUT)' "$log" && failed=1
done
echo "== summary ($driver; logs in $results)"
printf '  %s\n' "${summary[@]}"
if [ $failed = 1 ]; then
  echo "== not passing:"
  cat "$results"/*.results | grep -E '^(FAIL|CRASH|TIMEOUT)' | sed 's/^/  /'
fi
exit $failed
