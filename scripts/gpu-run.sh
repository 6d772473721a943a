#!/usr/bin/env bash
# Run ON the GPU machine (see scripts/gpu-prepare.sh): the e2e suite on
# NVIDIA's Vulkan driver with the validation layer, then the dispatch
# overhead next to NVIDIA's OpenCL. Results also go to $OUT when set.
set -uo pipefail
cd "$(dirname "$(readlink -f "$0")")/.."
source .device/on-device.sh
for f in .gpu/debs/*.deb; do [ -f "$f" ] && dpkg -x "$f" /; done
export VK_LAYER_PATH=/usr/share/vulkan/explicit_layer.d
export VKCL_KERNEL_CACHE="$PWD/.gpu/kernels"
out=${OUT:-/tmp}
.gpu/bin/vkcl devices | tee "$out/devices.txt"
# The PoCL differential runs in CI; the GPU machine's own PoCL (listed
# before NVIDIA's OpenCL there) aborts compiling wait_group_events.
.gpu/bin/vkcl-e2e-tests --gtest_brief=1 --gtest_filter=-PoclDiff.* \
  >"$out/e2e.txt" 2>&1
echo "e2e exit code $?" >>"$out/e2e.txt"
grep -E "^\[  (PASSED|FAILED|SKIPPED) |tests ran|exit code" "$out/e2e.txt"
{
  .gpu/bin/vkcl-bench-dispatch .gpu/empty.spv 4000
  .gpu/bin/vkcl-bench-dispatch-cl bench/dispatch/empty.cl 4000
} 2>&1 | tee "$out/dispatch.txt"
# Async work-group copies (bench/async/): vkcl, the GLSL twins and the copy
# ceiling on one VkDevice, then the same .cl through NVIDIA's OpenCL; 1 GiB
# buffers, 20 timed runs after warm-up; the merged table in async.md.
.gpu/bin/vkcl-bench-async .gpu/async 1073741824 20 >"$out/async-vkcl.txt" 2>&1
echo "exit code $?" >>"$out/async-vkcl.txt"
.gpu/bin/vkcl-bench-async-cl .gpu/async/cl 1073741824 20 >"$out/async-cl.txt" 2>&1
echo "exit code $?" >>"$out/async-cl.txt"
grep -E "^(#|vkcl-bench|verification|exit code)" "$out/async-vkcl.txt" "$out/async-cl.txt"
python3 bench/async/table.py "$out/async-vkcl.txt" "$out/async-cl.txt" | tee "$out/async.md"
