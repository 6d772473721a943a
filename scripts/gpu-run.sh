#!/usr/bin/env bash
# Run ON the GPU machine (see scripts/gpu-prepare.sh): the e2e suite on
# NVIDIA's Vulkan driver with the validation layer, then the benchmarks
# (dispatch overhead, async copies, vector data next to NVIDIA's OpenCL;
# pipes, which it lacks, next to GLSL alone).
# Results also go to $OUT when set.
# Usage: gpu-run.sh [PART...]  PART: e2e sweep mathsweep dispatch copy async vector
# library atomics workgroup image
# pipe pipe-stress icd cts (default: e2e dispatch async vector, in that order;
# copy: device copies and fills, transfer commands vs the runtime's shaders;
# library: OpenCL C library builtins, integer, conversions and float
# math, next to NVIDIA's OpenCL; atomics: a 256-bin histogram and a
# global ticket counter, next to NVIDIA's OpenCL; workgroup: work-group
# reduce and inclusive scan (int, float), next to GLSL alone; image: image
# copy, 3x3 blur, image-to-buffer, 5x5 Gaussian and bilinear resize
# (constant samplers), next to NVIDIA's OpenCL;
# sweep:
# every float through the four vstore_half roundings against the host
# reference; mathsweep: every float through each one-argument float math
# function (MathSweep.*, tests/e2e/MathSweepTest.cpp), each line its
# largest error ($MATHSWEEP_FILTER: a gtest filter for a subset); pipe:
# OpenCL 2.0 pipe bandwidth; pipe-stress: 10M packets
# through one small pipe per case); naming parts lets one device call stay
# well inside its time limit. Exits 1 when a benchmark table has wrong or
# missing results or the pipe stress test fails.
set -uo pipefail
cd "$(dirname "$(readlink -f "$0")")/.."
# The staged .gpu/ arrives packed (gpu-prepare.sh).
[ -d .gpu ] || [ ! -f .gpu.tar.xz ] || tar -xJf .gpu.tar.xz
parts=" ${*:-e2e dispatch async vector} "
want() { [[ "$parts" == *" $1 "* ]]; }
source .device/on-device.sh
for f in .gpu/debs/*.deb; do [ -f "$f" ] && dpkg -x "$f" /; done
export VK_LAYER_PATH=/usr/share/vulkan/explicit_layer.d
export VKCL_KERNEL_CACHE="$PWD/.gpu/kernels"
out=${OUT:-/tmp}
.gpu/bin/vkcl devices | tee "$out/devices.txt"
if want e2e; then
  # The PoCL differential runs in CI; the GPU machine's own PoCL (listed
  # before NVIDIA's OpenCL there) aborts compiling wait_group_events.
  .gpu/bin/vkcl-e2e-tests --gtest_brief=1 --gtest_filter=-PoclDiff.* \
    >"$out/e2e.txt" 2>&1
  echo "e2e exit code $?" >>"$out/e2e.txt"
  grep -E "^\[  (PASSED|FAILED|SKIPPED) |tests ran|exit code" "$out/e2e.txt"
fi
if want sweep; then
  VKCL_FULL_HALF_SWEEP=1 .gpu/bin/vkcl-e2e-tests --gtest_filter=HalfSweep.* \
    >"$out/sweep.txt" 2>&1
  echo "sweep exit code $?" >>"$out/sweep.txt"
  grep -E "sweep|PASSED|FAILED|Failure|mismatch" "$out/sweep.txt"
fi
if want mathsweep; then
  VKCL_FULL_MATH_SWEEP=1 .gpu/bin/vkcl-e2e-tests --gtest_brief=1 \
    --gtest_filter="${MATHSWEEP_FILTER:-*MathSweep.*}" \
    >"$out/mathsweep.txt" 2>&1
  echo "mathsweep exit code $?" >>"$out/mathsweep.txt"
  grep -E "sweep|FAILED|Failure|first:|exit code" "$out/mathsweep.txt"
fi
if want dispatch; then
  {
    .gpu/bin/vkcl-bench-dispatch .gpu/empty.spv 4000
    .gpu/bin/vkcl-bench-dispatch-cl bench/dispatch/empty.cl 4000
  } 2>&1 | tee "$out/dispatch.txt"
fi
# bench/async and bench/vector: vkcl, the GLSL twins and the copy ceiling
# on one VkDevice, then the same .cl through NVIDIA's OpenCL; 1 GiB read and
# 1 GiB written per run (the async gather: a quarter written), 20 timed runs
# after warm-up; the merged table in NAME.md.
bandwidth() { # NAME [BYTES]
  local bytes=${2:-1073741824}
  .gpu/bin/vkcl-bench-$1 .gpu/$1 "$bytes" 20 >"$out/$1-vkcl.txt" 2>&1
  echo "exit code $?" >>"$out/$1-vkcl.txt"
  .gpu/bin/vkcl-bench-$1-cl .gpu/$1/cl "$bytes" 20 >"$out/$1-cl.txt" 2>&1
  echo "exit code $?" >>"$out/$1-cl.txt"
  grep -E "^(#|vkcl-bench|verification|exit code)" "$out/$1-vkcl.txt" \
    "$out/$1-cl.txt"
  python3 "bench/$1/table.py" "$out/$1-vkcl.txt" "$out/$1-cl.txt" |
    tee "$out/$1.md" || status=1
}
status=0
# Device copies and fills through the runtime (bench/transfer/CopyVkcl.cpp):
# vkCmdCopyBuffer/vkCmdFillBuffer against the compute shaders, 4 KiB to
# 1 GiB, alignments, grid sizes.
if want copy; then
  .gpu/bin/vkcl-bench-copy 20 1073741824 2>&1 | tee "$out/copy.txt"
  grep -q WRONG "$out/copy.txt" && status=1
fi
# Async work-group copies (bench/async/).
want async && bandwidth async
# Vector data load/store (bench/vector/): vload/vstore 4/8/16 of float and
# uchar, vload_half8 -> v * a + b -> vstore_half8_rte.
want vector && bandwidth vector
# OpenCL C library builtins (bench/library/): int_mix (mad24, mul_hi,
# rotate, popcount, clamp, add_sat; compute-bound), convert_pixels
# (convert_uchar4_sat_rte and convert_float4 back; against the ceiling),
# math_exp_log and math_native (exp, log, pow, sqrt, rsqrt, erf, fma,
# precise and native_*), math_trig and math_trig_relaxed (sin, cos, pow,
# precise and under -cl-fast-relaxed-math); compute-bound, checked within a
# tolerance against a double reference, max rel err in the table).
want library && bandwidth library
# Atomics (bench/atomics/): hist256 (bytes into 256 __local bins, then
# global atomic_add; against the ceiling) and counter (one global
# atomic_inc ticket per element, scattered; atomics per second), fhist
# (float atomic adds into 65536 global bins; as OpenCL C 1.2, fhist_cl12).
want atomics && bandwidth atomics
# Images (bench/image/): image_copy (RGBA8, read_imagef/write_imagef),
# image_blur (RGBA32F, 3x3 box at clamped coordinates), image_to_buffer
# (RGBA8UI read_imageui into a uint4 buffer), image_gauss5 (RGBA8 5x5
# Gaussian through a nearest clamp-to-edge sampler) and image_resize (RGBA8
# bilinear, 8192x8192 → 12288x5456, through a linear sampler), one
# work-item per output pixel; 256 MiB source images (8192x8192 RGBA8,
# 4096x4096 RGBA32F), against the uvec4 copy ceiling of the same bytes.
want image && bandwidth image 268435456
# Work-group collectives (bench/workgroup/): work_group_reduce_add and
# work_group_scan_inclusive_add on int and float, one per 256 elements;
# vkcl and the GLSL twins (subgroup operations, shared memory) against the
# ceiling. No OpenCL run: NVIDIA's OpenCL has no work-group functions.
if want workgroup; then
  .gpu/bin/vkcl-bench-workgroup .gpu/workgroup 1073741824 20 \
    >"$out/workgroup-vkcl.txt" 2>&1
  echo "exit code $?" >>"$out/workgroup-vkcl.txt"
  grep -E "^(#|vkcl-bench|verification|exit code)" "$out/workgroup-vkcl.txt"
  python3 bench/workgroup/table.py "$out/workgroup-vkcl.txt" |
    tee "$out/workgroup.md" || status=1
fi
# Pipes (bench/pipe/): vkcl and the GLSL twins of the same pipe, and the
# GLSL atomic ring buffer, on one VkDevice; 128 MiB of packets each way
# ($VKCL_PIPE_BYTES to change it; int packets reach a pipe's maximum of
# 2^25 packets, PipeLayout::MaxCapacity, at 128 MiB), 20 timed
# producer/consumer pairs per round, fewer when a pair is slow
# ($VKCL_PIPE_BUDGET_MS per side and round, default 1000). No OpenCL run: NVIDIA's OpenCL has no pipes.
if want pipe; then
  .gpu/bin/vkcl-bench-pipe .gpu/pipe "${VKCL_PIPE_BYTES:-134217728}" 20 \
    >"$out/pipe-vkcl.txt" 2>&1
  echo "exit code $?" >>"$out/pipe-vkcl.txt"
  grep -E "^(#|vkcl-bench|verification|exit code)" "$out/pipe-vkcl.txt"
  python3 bench/pipe/table.py "$out/pipe-vkcl.txt" | tee "$out/pipe.md" ||
    status=1
fi
# The pipe stress test (bench/pipe/stress/): at least 10M packets per case
# through a pipe of 64K packets, producers and consumers on two queues at
# once; one PASS/FAIL line per case and a summary.
if want pipe-stress; then
  .gpu/bin/vkcl-pipe-stress .gpu/pipe 10000000 65536 >"$out/pipe-stress.txt" 2>&1
  code=$?
  echo "exit code $code" >>"$out/pipe-stress.txt"
  cat "$out/pipe-stress.txt"
  [ $code -eq 0 ] || status=1
fi
# The OpenCL platform (libvkcl-opencl): the same OpenCL host binaries
# through vkcl's ICD (OCL_ICD_VENDORS names only it) and through NVIDIA's
# OpenCL; the async, vector and pipe kernels also through the runtime
# directly, to measure what the ICD layer costs.
if want icd; then
  # ocl-icd there honours OCL_ICD_FILENAMES (OCL_ICD_VENDORS was ignored).
  icd=(env OCL_ICD_VENDORS="$PWD/.gpu/lib/libvkcl-opencl.so.1"
    OCL_ICD_FILENAMES="$PWD/.gpu/lib/libvkcl-opencl.so.1")
  {
    .gpu/bin/vkcl-bench-dispatch .gpu/empty.spv 4000
    "${icd[@]}" .gpu/bin/vkcl-bench-dispatch-cl bench/dispatch/empty.cl 4000
    .gpu/bin/vkcl-bench-dispatch-cl bench/dispatch/empty.cl 4000
    "${icd[@]}" .gpu/bin/vkcl-bench-transfer-cl 268435456 10
    .gpu/bin/vkcl-bench-transfer-cl 268435456 10
  } 2>&1 | tee "$out/icd.txt"
  for b in async vector; do
    .gpu/bin/vkcl-bench-$b .gpu/$b 1073741824 20 >"$out/$b-vkcl.txt" 2>&1
    "${icd[@]}" .gpu/bin/vkcl-bench-$b-cl .gpu/$b/cl 1073741824 20 \
      >"$out/$b-icd.txt" 2>&1
    echo "exit code $?" >>"$out/$b-icd.txt"
    .gpu/bin/vkcl-bench-$b-cl .gpu/$b/cl 1073741824 20 >"$out/$b-cl.txt" 2>&1
    grep -E "^(#|vkcl-bench|verification|exit code)" "$out/$b-icd.txt"
  done
  # Pipes: the same kernels through the ICD (vkcl-bench-pipe-cl; no other
  # platform here has pipes) beside the runtime directly, 128 MiB each way.
  pipe_bytes=${VKCL_PIPE_BYTES:-134217728}
  .gpu/bin/vkcl-bench-pipe .gpu/pipe "$pipe_bytes" 20 >"$out/pipe-vkcl.txt" 2>&1
  "${icd[@]}" .gpu/bin/vkcl-bench-pipe-cl .gpu/pipe/cl "$pipe_bytes" 20 \
    >"$out/pipe-icd.txt" 2>&1
  echo "exit code $?" >>"$out/pipe-icd.txt"
  grep -E "^(vkcl-bench|verification|exit code)" "$out/pipe-icd.txt"
  python3 bench/pipe/table.py "$out/pipe-vkcl.txt" "$out/pipe-icd.txt" |
    tee "$out/pipe-icd.md" || status=1
fi
# The OpenCL CTS through vkcl's platform on the GPU's own Vulkan driver
# (scripts/cts.sh --driver native), with what gpu-prepare.sh packed: the
# suites' binaries, the self-contained compiler plugin and clang's OpenCL
# headers (the machine has no clang; the plugin reads them from the path it
# was built with). A vendors folder naming only vkcl, so that no loader
# variant picks NVIDIA's OpenCL instead. Suites run side by side, each with
# CTS_JOBS tests at once, for at most CTS_SECONDS; CTS_MODE "--all" runs
# every test of a suite, "--slow" its whole list (also what CI leaves
# out); CTS_SUITES names suites (default: .gpu/cts/suites.txt); CTS_OPTIONS,
# when set, replaces the lists' options (cts.sh --options).
if want cts; then
  cts=/tmp/vkcl-cts
  # CTS_RESUME=1: keep the results of an earlier call on this (still warm)
  # machine and run only the tests it did not finish (cts.sh --resume).
  [ -n "${CTS_RESUME:-}" ] || rm -rf "$cts"
  mkdir -p "$cts/vendors"
  tar -xJf .gpu/cts/suites.tar.xz -C "$cts"
  xz -dc .gpu/cts/libvkcl-compiler-plugin-static.so.xz \
    >"$cts/libvkcl-compiler-plugin-static.so"
  tar -xJf .gpu/cts/clang-headers.tar.xz -C /
  echo "$PWD/.gpu/lib/libvkcl-opencl.so.1" >"$cts/vendors/vkcl.icd"
  export VKCL_COMPILER_PLUGIN=$cts/libvkcl-compiler-plugin-static.so
  export OCL_ICD_VENDORS=$cts/vendors OPENCL_VENDOR_PATH=$cts/vendors
  export OCL_ICD_FILENAMES=$PWD/.gpu/lib/libvkcl-opencl.so.1
  unset VKCL_KERNEL_CACHE # compile every kernel here, as a user's would
  for suite in ${CTS_SUITES:-$(cat .gpu/cts/suites.txt)}; do
    timeout -k 10 "${CTS_SECONDS:-420}" scripts/cts.sh --driver native \
      --cts-dir "$cts" --lib "$PWD/.gpu/lib/libvkcl-opencl.so.1" \
      --results "$cts/results" ${CTS_MODE:---all} -j "${CTS_JOBS:-2}" \
      --timeout "${CTS_TEST_SECONDS:-300}" ${CTS_RESUME:+--resume} \
      ${CTS_OPTIONS+--options "$CTS_OPTIONS"} "$suite" \
      >"$cts/$suite.out" 2>&1 &
  done
  wait
  # One summary (each suite's counts and what did not pass) and one archive
  # of the logs of what did not pass (the device returns few files).
  for f in "$cts"/results/*.results; do
    suite=$(basename "$f" .results)
    stopped=""
    grep -q '^== summary' "$cts/$suite.out" || stopped="(stopped at the time limit)"
    echo "== $suite: $(awk '{n[$1]++} END {for (s in n) printf "%s %d  ", s, n[s]}' "$f")$stopped"
    grep -E '^(FAIL|CRASH|TIMEOUT)' "$f"
  done >"$out/cts-summary.txt"
  (cd "$cts/results" && cat ./*.results | grep -E '^(FAIL|CRASH|TIMEOUT)' |
    awk '{print $2 ".log"}' | head -200 | xargs tar -cJf "$out/cts-logs.tar.xz")
  # Which platform and device the harness ran on (vkcl's, not NVIDIA's).
  grep -h -m1 "Compute Device Version" "$cts"/results/*/*.log | sort -u
  cat "$out/cts-summary.txt"
fi
exit $status
