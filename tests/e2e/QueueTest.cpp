// Queue and dispatch semantics: arguments captured at enqueue, ordering of
// dependent dispatches and transfers, events, more work-groups than one
// Vulkan dispatch allows, limits reached exactly, host-visible buffers.
#include "E2eFixture.h"

#include <algorithm>

namespace vkcl::e2e {
namespace {

const char *AddSource = R"CL(
__kernel void add(__global int *data, int v) {
  data[get_global_id(0)] += v;
}
)CL";

class QueueSemantics : public E2eTest {};

TEST_F(QueueSemantics, ArgumentsAreCapturedAtEnqueue) {
  Kernel k = kernel(AddSource);
  constexpr size_t N = 1024;
  Buffer a = upload(std::vector<int32_t>(N, 0));
  Buffer b = upload(std::vector<int32_t>(N, 100));
  setArgs(k, a, int32_t(1));
  check(queue().enqueue(k, NDRange::linear(N, 64)), "enqueue");
  setArgs(k, b, int32_t(2)); // must not change the first dispatch
  check(queue().enqueue(k, NDRange::linear(N, 64)), "enqueue");
  check(k.setValue(1, int32_t(40)), "setValue");
  check(queue().enqueue(k, NDRange::linear(N / 2, 64)), "enqueue");
  check(queue().finish(), "finish");
  std::vector<int32_t> wantB(N, 102);
  std::fill(wantB.begin(), wantB.begin() + N / 2, 142);
  EXPECT_TRUE(allEqual(download<int32_t>(a, N), std::vector<int32_t>(N, 1)));
  EXPECT_TRUE(allEqual(download<int32_t>(b, N), wantB));
}

TEST_F(QueueSemantics, DependentDispatchesAndTransfersRunInOrder) {
  Kernel k = kernel(AddSource);
  constexpr size_t N = 4096;
  auto init = random<int32_t>(N, -1000, 1000);
  Buffer a = upload(init), b = makeBuffer(N * 4);
  setArgs(k, a, int32_t(3));
  for (int i = 0; i < 40; ++i)
    check(queue().enqueue(k, NDRange::linear(N, 64)), "enqueue");
  check(queue().copy(a, 0, b, 0, N * 4), "copy");
  setArgs(k, b, int32_t(-1));
  check(queue().enqueue(k, NDRange::linear(N, 64)), "enqueue");
  std::vector<int32_t> patch(16, 7);
  check(queue().write(b, 64, patch.data(), 64), "write");
  check(queue().enqueue(k, NDRange::linear(N, 64)), "enqueue");
  std::vector<int32_t> wantA(N), wantB(N);
  for (size_t i = 0; i < N; ++i) {
    wantA[i] = init[i] + 120;
    wantB[i] = (i >= 16 && i < 32) ? 6 : init[i] + 118;
  }
  EXPECT_TRUE(allEqual(download<int32_t>(a, N), wantA));
  EXPECT_TRUE(allEqual(download<int32_t>(b, N), wantB));
}

TEST_F(QueueSemantics, EventsComplete) {
  Kernel k = kernel(AddSource);
  Buffer a = upload(std::vector<int32_t>(256, 5));
  setArgs(k, a, int32_t(1));
  Event event;
  check(queue().enqueue(k, NDRange::linear(256, 64), &event), "enqueue");
  ASSERT_TRUE(event.valid());
  check(queue().flush(), "flush");
  check(event.wait(), "Event::wait");
  if (device().info().timestamps) {
    auto ns = event.gpuTimeNs();
    ASSERT_TRUE(ns) << describe(ns);
    EXPECT_GE(*ns, 0.0);
  }
  EXPECT_TRUE(
      allEqual(download<int32_t>(a, 256), std::vector<int32_t>(256, 6)));
}

TEST_F(QueueSemantics, MoreWorkGroupsThanOneDispatchAllows) {
  // 70001 groups of one work-item: over Vulkan's usual 65535 groups per
  // dimension, so the runtime must split the range.
  Kernel k = kernel(R"CL(
__kernel void many(__global uint *out) {
  size_t g = get_global_id(0) - get_global_offset(0);
  out[2 * g] = (uint)get_group_id(0);
  out[2 * g + 1] = (uint)get_num_groups(0);
}
)CL");
  const uint32_t maxGroups = device().info().maxWorkGroupCount[0];
  const size_t M = std::max<size_t>(70001, size_t(maxGroups) + 7);
  if (M > 4'000'000)
    GTEST_SKIP() << "device allows " << maxGroups << " groups per dispatch";
  Buffer out = makeBuffer(M * 8);
  NDRange r = NDRange::linear(M, 1);
  r.offset[0] = 3;
  run(k, r, out);
  std::vector<uint32_t> want(2 * M);
  for (size_t g = 0; g < M; ++g) {
    want[2 * g] = uint32_t(g);
    want[2 * g + 1] = uint32_t(M);
  }
  EXPECT_TRUE(allEqual(download<uint32_t>(out, 2 * M), want));
}

TEST_F(QueueSemantics, WorkGroupAndLocalMemoryAtTheLimits) {
  Kernel k = kernel(R"CL(
__kernel void limits(__global int *out, __local int *scratch, uint words) {
  size_t l = get_local_id(0), n = get_local_size(0);
  for (size_t i = l; i < words; i += n)
    scratch[i] = (int)i;
  barrier(CLK_LOCAL_MEM_FENCE);
  int s = 0;
  for (size_t i = l; i < words; i += n)
    s += scratch[words - 1 - i];
  out[get_global_id(0)] = s;
}
)CL");
  const uint32_t local = profile().maxWorkGroupInvocations;
  const uint32_t bytes = profile().maxSharedMemoryBytes;
  const uint32_t words = bytes / 4;
  Buffer out = makeBuffer(size_t(local) * 2 * 4);
  run(k, NDRange::linear(size_t(local) * 2, local), out, LocalBytes{bytes},
      words);
  std::vector<int32_t> want(size_t(local) * 2);
  for (size_t g = 0; g < want.size(); ++g) {
    size_t l = g % local;
    int32_t s = 0;
    for (size_t i = l; i < words; i += local)
      s += int32_t(words - 1 - i);
    want[g] = s;
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, want.size()), want));
}

// Both mappable kinds: DeviceMapped is a discrete GPU's BAR (device-local
// and mapped), host-visible memory elsewhere.
TEST_F(QueueSemantics, MappableBuffers) {
  Kernel k = kernel(AddSource);
  constexpr size_t N = 512;
  for (MemoryKind kind : {MemoryKind::HostVisible, MemoryKind::DeviceMapped}) {
    SCOPED_TRACE(kind == MemoryKind::HostVisible ? "HostVisible"
                                                 : "DeviceMapped");
    auto b = Buffer::create(device(), N * 4, kind);
    ASSERT_TRUE(b) << describe(b);
    ASSERT_NE(b->mapped(), nullptr);
    auto init = random<int32_t>(N, -100, 100);
    std::memcpy(b->mapped(), init.data(), N * 4);
    run(k, NDRange::linear(N, 64), *b, int32_t(9));
    std::vector<int32_t> got(N), want(N);
    std::memcpy(got.data(), b->mapped(), N * 4);
    for (size_t i = 0; i < N; ++i)
      want[i] = init[i] + 9;
    EXPECT_TRUE(allEqual(got, want));
    EXPECT_TRUE(allEqual(download<int32_t>(*b, N), want));
  }
}

TEST_F(QueueSemantics, NullPointerArgument) {
  Kernel k = kernel(R"CL(
__kernel void maybe(__global int *out, __global const int *opt) {
  size_t i = get_global_id(0);
  out[i] = opt ? opt[i] : -1;
}
)CL");
  Buffer out = makeBuffer(64 * 4), opt = upload(std::vector<int32_t>(64, 8));
  check(k.setArg(0, out), "setArg");
  check(k.setNullArg(1), "setNullArg");
  run(k, NDRange::linear(64));
  EXPECT_TRUE(
      allEqual(download<int32_t>(out, 64), std::vector<int32_t>(64, -1)));
  check(k.setArg(1, opt), "setArg");
  run(k, NDRange::linear(64));
  EXPECT_TRUE(
      allEqual(download<int32_t>(out, 64), std::vector<int32_t>(64, 8)));
}

TEST_F(QueueSemantics, SameKernelWithDifferentLocalSizes) {
  // One kernel object, several work-group sizes (one pipeline each).
  Kernel k = kernel(R"CL(
__kernel void sizes(__global uint *out) {
  size_t g = get_global_id(0);
  out[g] = (uint)(get_local_size(0) * 10000 + get_local_id(0));
}
)CL");
  constexpr size_t N = 600;
  for (size_t local :
       {size_t(32), size_t(64), size_t(1), size_t(200), size_t(32)}) {
    SCOPED_TRACE("local size " + std::to_string(local));
    Buffer out = makeBuffer(N * 4);
    run(k, NDRange::linear(N, local), out);
    std::vector<uint32_t> want(N);
    for (size_t g = 0; g < N; ++g) {
      size_t group = g / local;
      size_t size = std::min(local, N - group * local);
      want[g] = uint32_t(size * 10000 + g % local);
    }
    EXPECT_TRUE(allEqual(download<uint32_t>(out, N), want));
  }
}

TEST_F(QueueSemantics, EmptyRangeRunsNothing) {
  // OpenCL 2.1+ accepts a zero global size as a no-op; an error is also
  // acceptable, a crash or a write is not.
  Kernel k = kernel(AddSource);
  Buffer a = makeBuffer(64 * 4);
  setArgs(k, a, int32_t(1));
  Status s = queue().enqueue(k, NDRange::linear(0));
  EXPECT_TRUE(s.isOk() || s.code() == ErrorCode::InvalidArgument)
      << describe(s);
  check(queue().finish(), "finish");
  EXPECT_TRUE(
      allEqual(download<uint32_t>(a, 64), std::vector<uint32_t>(64, Poison)));
}

} // namespace
} // namespace vkcl::e2e
