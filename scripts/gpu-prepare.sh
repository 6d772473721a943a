#!/usr/bin/env bash
# Run HERE, before a GPU-machine run: builds, then stages in .gpu/ (ignored
# by git) what the GPU machine needs and lacks: stripped binaries, the e2e kernels precompiled
# for the `desktop` profile (the GPU machine has no clang), the benchmarks'
# kernels, GLSL twins and .cl sources, the Vulkan validation layer package,
# and the loaders (.device, from shared/device). The whole of .gpu/ (some
# 160 MB, over a device call's 64 MiB carry) is packed as .gpu.tar.xz
# (about 45 MB): name it and .device in the call's `carry`; gpu-run.sh
# unpacks it there.
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/.."
./scripts/build.sh
../shared/device/prepare.sh >/dev/null
rm -rf .gpu && mkdir -p .gpu/bin .gpu/kernels .gpu/debs
# Every kernel the e2e suite builds, also compiled for `desktop`.
VKCL_KERNEL_CACHE="$PWD/.gpu/kernels" VKCL_KERNEL_CACHE_ALSO=desktop \
  VK_ICD_FILENAMES=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json \
  ./build/tests/e2e/vkcl-e2e-tests --gtest_brief=1 >/dev/null 2>&1 || true
# A kernel that compiled for lavapipe but not for `desktop` is a compiler
# bug the GPU run would only show as a failing test: say so here.
for f in .gpu/kernels/*.failed; do
  [ -f "$f" ] && { echo "warning: desktop compile failed ($f):" >&2; cat "$f" >&2; }
done
for b in build/tests/e2e/vkcl-e2e-tests build/bench/vkcl-bench-dispatch \
         build/bench/vkcl-bench-dispatch-cl build/bench/vkcl-bench-copy \
         build/src/vkcl; do
  [ -f "$b" ] && strip -o ".gpu/bin/$(basename "$b")" "$b"
done
./build/src/vkcl compile bench/dispatch/empty.cl -o .gpu/empty.spv --target desktop
(cd .gpu/debs && apt-get download vulkan-validationlayers >/dev/null 2>&1) || true
du -sh .gpu .device
# bench/async: the kernels compiled for `desktop`, their GLSL twins and the
# ceiling shader (glslang), the .cl sources for NVIDIA's OpenCL, binaries.
rm -rf .gpu/async && mkdir -p .gpu/async/glsl .gpu/async/cl
cp build/bench/async/*.spv .gpu/async/
cp build/bench/async/glsl/*.spv .gpu/async/glsl/
cp bench/async/kernels/*.cl .gpu/async/cl/
for b in build/bench/vkcl-bench-async build/bench/vkcl-bench-async-cl; do
  [ -f "$b" ] && strip -o ".gpu/bin/$(basename "$b")" "$b"
done
du -sh .gpu/async
# bench/vector: the same for the vector-data kernels. A kernel vkcl cannot
# compile yet has no .spv (the build warned); the benchmark reports it.
rm -rf .gpu/vector && mkdir -p .gpu/vector/glsl .gpu/vector/cl
cp build/bench/vector/*.spv .gpu/vector/ 2>/dev/null ||
  echo "warning: no vkcl-compiled bench/vector kernels" >&2
cp build/bench/vector/glsl/*.spv .gpu/vector/glsl/
cp bench/vector/kernels/*.cl .gpu/vector/cl/
for b in build/bench/vkcl-bench-vector build/bench/vkcl-bench-vector-cl; do
  [ -f "$b" ] && strip -o ".gpu/bin/$(basename "$b")" "$b"
done
du -sh .gpu/vector
# bench/library: the same for the library-builtin kernels (int_mix,
# convert_pixels, math_*); one vkcl cannot compile yet
# has no .spv, as for vector.
rm -rf .gpu/library && mkdir -p .gpu/library/glsl .gpu/library/cl
cp build/bench/library/*.spv .gpu/library/ 2>/dev/null ||
  echo "warning: no vkcl-compiled bench/library kernels" >&2
cp build/bench/library/glsl/*.spv .gpu/library/glsl/
cp bench/library/kernels/*.cl .gpu/library/cl/
for b in build/bench/vkcl-bench-library build/bench/vkcl-bench-library-cl; do
  [ -f "$b" ] && strip -o ".gpu/bin/$(basename "$b")" "$b"
done
du -sh .gpu/library
# bench/atomics: the same for the atomics kernels (hist256, counter, fhist); the
# build's lavapipe/ variants (the local check) stay behind.
rm -rf .gpu/atomics && mkdir -p .gpu/atomics/glsl .gpu/atomics/cl
cp build/bench/atomics/*.spv .gpu/atomics/ 2>/dev/null ||
  echo "warning: no vkcl-compiled bench/atomics kernels" >&2
cp build/bench/atomics/glsl/*.spv .gpu/atomics/glsl/
cp bench/atomics/kernels/*.cl .gpu/atomics/cl/
for b in build/bench/vkcl-bench-atomics build/bench/vkcl-bench-atomics-cl; do
  [ -f "$b" ] && strip -o ".gpu/bin/$(basename "$b")" "$b"
done
du -sh .gpu/atomics
# bench/workgroup: the work-group collective kernels (reduce and inclusive
# scan, int and float) compiled for `desktop` (-cl-std=CL3.0), the GLSL
# twins and ceiling, and the binary. No .cl for an OpenCL run: NVIDIA's
# OpenCL has no work-group functions. The lavapipe/ variants stay behind.
rm -rf .gpu/workgroup && mkdir -p .gpu/workgroup/glsl
cp build/bench/workgroup/*.spv .gpu/workgroup/ 2>/dev/null ||
  echo "warning: no vkcl-compiled bench/workgroup kernels" >&2
cp build/bench/workgroup/glsl/*.spv .gpu/workgroup/glsl/
[ -f build/bench/vkcl-bench-workgroup ] &&
  strip -o .gpu/bin/vkcl-bench-workgroup build/bench/vkcl-bench-workgroup
du -sh .gpu/workgroup
# bench/pipe: the pipe kernels and the stress test's, compiled for
# `desktop` (-cl-std=CL2.0), the GLSL twins, ring buffer and ceiling, and
# both binaries. No .cl for an OpenCL run: NVIDIA's OpenCL has no pipes.
rm -rf .gpu/pipe && mkdir -p .gpu/pipe/glsl
cp build/bench/pipe/*.spv .gpu/pipe/ 2>/dev/null ||
  echo "warning: no vkcl-compiled bench/pipe kernels" >&2
cp build/bench/pipe/glsl/*.spv .gpu/pipe/glsl/
# and the .cl sources for the same kernels through the ICD (the `icd` part)
mkdir -p .gpu/pipe/cl && cp bench/pipe/kernels/*.cl bench/pipe/kernels/*.h .gpu/pipe/cl/
for b in build/bench/vkcl-bench-pipe build/bench/vkcl-bench-pipe-cl \
         build/bench/vkcl-pipe-stress; do
  [ -f "$b" ] && strip -o ".gpu/bin/$(basename "$b")" "$b"
done
du -sh .gpu/pipe
# bench/image: the image kernels (image_copy, image_blur, image_to_buffer,
# image_gauss5, image_resize)
# compiled for `desktop` (-cl-std=CL1.2), their GLSL twins and the ceiling,
# the .cl sources for NVIDIA's OpenCL, and both binaries.
rm -rf .gpu/image && mkdir -p .gpu/image/glsl .gpu/image/cl
cp build/bench/image/*.spv .gpu/image/ 2>/dev/null ||
  echo "warning: no vkcl-compiled bench/image kernels" >&2
cp build/bench/image/glsl/*.spv .gpu/image/glsl/
cp bench/image/kernels/*.cl .gpu/image/cl/
for b in build/bench/vkcl-bench-image build/bench/vkcl-bench-image-cl; do
  [ -f "$b" ] && strip -o ".gpu/bin/$(basename "$b")" "$b"
done
du -sh .gpu/image
# The OpenCL platform (libvkcl-opencl) for the `icd` part: the library,
# the OpenCL benchmark hosts, and the benchmarks' .cl sources compiled
# through the platform itself here (lavapipe, tiny sizes) into the kernel
# cache for `desktop`, since the GPU machine has no clang.
mkdir -p .gpu/lib
strip -o .gpu/lib/libvkcl-opencl.so.1 build/lib/libvkcl-opencl.so.1
# test_bruteforce's start-up shim, which cts.sh looks for beside the platform
cp build/lib/libvkcl-cts-double-config.so .gpu/lib/ 2>/dev/null || true
for b in build/bench/vkcl-bench-transfer-cl; do
  [ -f "$b" ] && strip -o ".gpu/bin/$(basename "$b")" "$b"
done
icd_env=(env OCL_ICD_VENDORS="$PWD/build/lib/libvkcl-opencl.so.1"
  VK_ICD_FILENAMES=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json
  VKCL_KERNEL_CACHE="$PWD/.gpu/kernels" VKCL_KERNEL_CACHE_ALSO=desktop)
"${icd_env[@]}" build/bench/vkcl-bench-dispatch-cl bench/dispatch/empty.cl 4 >/dev/null ||
  echo "warning: the dispatch benchmark failed through the ICD" >&2
for b in async vector; do
  "${icd_env[@]}" build/bench/vkcl-bench-$b-cl .gpu/$b/cl 65536 1 >/dev/null 2>&1 ||
    echo "warning: bench/$b through the ICD failed on lavapipe" >&2
done
# The pipe kernels through the ICD: built with `-I .gpu/pipe/cl`, the same
# relative path gpu-run.sh passes (the cache key holds the option).
"${icd_env[@]}" VKCL_BENCH_GROUPS=16 VKCL_PIPE_BUDGET_MS=50 \
  build/bench/vkcl-bench-pipe-cl .gpu/pipe/cl 65536 1 >/dev/null 2>&1 ||
  echo "warning: bench/pipe through the ICD failed on lavapipe" >&2
du -sh .gpu/lib
# The OpenCL CTS for the `cts` part (scripts/gpu-run.sh): the suites CI
# builds (scripts/cts.sh into build/cts; also those CI leaves out, listed
# in .gpu/cts/suites.txt), stripped and packed with xz, and what compiles
# their kernels there: the self-contained compiler plugin (clang and LLVM
# linked in) and clang's headers from the resource directory it names.
mkdir -p .gpu/cts
suites=$(sed -n '/set(VKCL_CTS_SUITES/,/)/p' tests/opencl/CMakeLists.txt |
  tr -d '()' | tr ' ' '\n' | grep '^test_')
./scripts/cts.sh --build-only $suites
echo $suites >.gpu/cts/suites.txt
rm -rf .gpu/cts/stage && mkdir -p .gpu/cts/stage
# The binaries, stripped, and the data files tests read beside them
# (test_compiler's include folders, SPIR-V binaries).
(cd build/cts && find test_conformance -type f ! -path '*/CMakeFiles/*' \
  ! -name Makefile ! -name '*.cmake' ! -name '*.csv') |
  while read -r f; do
    mkdir -p ".gpu/cts/stage/$(dirname "$f")"
    strip -o ".gpu/cts/stage/$f" "build/cts/$f" 2>/dev/null ||
      cp "build/cts/$f" ".gpu/cts/stage/$f"
  done
tar -cJf .gpu/cts/suites.tar.xz -C .gpu/cts/stage test_conformance
rm -rf .gpu/cts/stage
xz -c build/lib/libvkcl-compiler-plugin-static.so \
  >.gpu/cts/libvkcl-compiler-plugin-static.so.xz
resource=$(sed -n 's/^VKCL_CLANG_RESOURCE_DIR:PATH=//p' build/CMakeCache.txt)
tar -cJf .gpu/cts/clang-headers.tar.xz -C / "${resource#/}/include"
du -sh .gpu/cts
# One archive to carry (.gpu/ itself is larger than a call may carry).
rm -f .gpu.tar.xz
tar -cf - .gpu | xz -4 -T2 >.gpu.tar.xz
du -sh .gpu.tar.xz
