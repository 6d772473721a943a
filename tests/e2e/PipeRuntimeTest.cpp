// The runtime side of pipes, without the pipe builtins: Pipe::create's
// checks, the memory reset() leaves (the PipeLayout contract the compiled
// builtins rely on), numPackets over wrapped counters, Kernel::setArg for
// pipe arguments and its misuse, and the device's second queue that lets a
// producer and a consumer run at the same time.
#include "E2eFixture.h"

#include "vkcl/PipeLayout.h"

namespace vkcl::e2e {
namespace {

class PipeRuntime : public E2eTest {
protected:
  Pipe makePipe(uint32_t packetSize, uint32_t capacity) {
    auto pipe = Pipe::create(device(), queue(), packetSize, capacity);
    if (!pipe)
      throw E2eError("Pipe::create failed: " + describe(pipe));
    return std::move(pipe.value());
  }

  std::vector<uint32_t> words(const Pipe &pipe) {
    return download<uint32_t>(pipe.buffer(), pipe.buffer().size() / 4);
  }

  /// Expects `status` to fail with `code` and a message containing `what`.
  static void expectError(const Status &status, ErrorCode code,
                          const std::string &what) {
    EXPECT_FALSE(status.isOk()) << "expected an error containing: " << what;
    EXPECT_EQ(status.code(), code) << describe(status);
    EXPECT_NE(status.message().find(what), std::string::npos)
        << describe(status);
  }

  CompileOptions cl20() {
    CompileOptions options;
    options.clStd = ClStd::CL2_0;
    return options;
  }
};

/// A pipe argument whose body uses no pipe builtin.
const char *PipeArgSource = R"CL(
kernel void k(read_only pipe int p, global int *o) { o[0] = 7; }
kernel void w(global int *o, int v, write_only pipe float4 q) { o[1] = v; }
)CL";

TEST_F(PipeRuntime, CreateChecksSizes) {
  auto check = [&](uint32_t packetSize, uint32_t capacity, const char *what) {
    SCOPED_TRACE(std::to_string(packetSize) + " x " + std::to_string(capacity));
    auto pipe = Pipe::create(device(), queue(), packetSize, capacity);
    expectError(pipe.status(), ErrorCode::InvalidArgument, what);
  };
  check(0, 16, "packet size must not be 0");
  check(4, 0, "at least one packet");
  const std::string most =
      "at most " + std::to_string(PipeLayout::MaxCapacity) + " packets";
  check(4, PipeLayout::MaxCapacity + 1, most.c_str());
  check(4, UINT32_MAX, most.c_str());
  // 4 GiB or more: kernels use 32-bit offsets into the pipe.
  check(4096, 1u << 20, "must stay below 4 GiB");
  check(1u << 31, 2, "must stay below 4 GiB");
  check(UINT32_MAX, 1, "must stay below 4 GiB");
  check(UINT32_MAX - 2, 1, "must stay below 4 GiB");

  Pipe none;
  EXPECT_FALSE(none.valid());
  EXPECT_EQ(none.packetSize(), 0u);
  EXPECT_EQ(none.maxPackets(), 0u);
  EXPECT_FALSE(none.buffer().valid());
  expectError(none.reset(queue()), ErrorCode::InvalidOperation, "not valid");
  expectError(none.numPackets(queue()).status(), ErrorCode::InvalidOperation,
              "not valid");
}

TEST_F(PipeRuntime, ResetWritesTheHeaderAndClearsCountersAndTags) {
  struct Case {
    uint32_t packetSize, capacity;
  };
  for (Case c :
       {Case{12, 100}, Case{1, 1}, Case{4, 32}, Case{130, 3}, Case{16, 1000}}) {
    SCOPED_TRACE(std::to_string(c.packetSize) + "-byte packets x " +
                 std::to_string(c.capacity));
    Pipe pipe = makePipe(c.packetSize, c.capacity);
    ASSERT_TRUE(pipe.valid());
    EXPECT_EQ(pipe.packetSize(), c.packetSize);
    EXPECT_EQ(pipe.maxPackets(), c.capacity);
    const PipeLayout::Geometry g =
        PipeLayout::geometry(c.packetSize, c.capacity);
    const uint64_t total = g.totalBytes;
    ASSERT_EQ(pipe.buffer().size(), total);
    // Poison everything, then reset: the header, counters and tags must
    // all be written, whatever was there.
    check(queue().fill(const_cast<Buffer &>(pipe.buffer()), 0, total, Poison),
          "Queue::fill");
    check(pipe.reset(queue()), "Pipe::reset");
    std::vector<uint32_t> w = words(pipe);
    // Computed here from first principles, not from geometry().
    uint32_t slots = 1, shift = 0;
    while (slots < c.capacity) {
      slots *= 2;
      ++shift;
    }
    const uint32_t blockShift = std::min(shift, 12u);
    const uint32_t blocks = slots >> blockShift;
    const uint32_t commitBlocks = PipeLayout::TagsOffset + 4 * slots;
    const uint32_t releaseBlocks = commitBlocks + 4 * blocks;
    const uint32_t dataOffset = (releaseBlocks + 4 * blocks + 127) / 128 * 128;
    EXPECT_EQ(w[PipeLayout::Capacity / 4], c.capacity);
    EXPECT_EQ(w[PipeLayout::PacketSize / 4], c.packetSize);
    EXPECT_EQ(w[PipeLayout::PacketWords / 4], (c.packetSize + 3) / 4);
    EXPECT_EQ(w[PipeLayout::Slots / 4], slots);
    EXPECT_GE(slots, c.capacity);
    EXPECT_LT(slots / 2, c.capacity);
    EXPECT_EQ(w[PipeLayout::SlotShift / 4], shift);
    EXPECT_EQ(w[PipeLayout::BlockShift / 4], blockShift);
    EXPECT_EQ(w[PipeLayout::CommitBlocks / 4], commitBlocks);
    EXPECT_EQ(w[PipeLayout::ReleaseBlocks / 4], releaseBlocks);
    EXPECT_EQ(w[PipeLayout::DataOffset / 4], dataOffset);
    EXPECT_EQ(total, dataOffset + 4ull * ((c.packetSize + 3) / 4) * slots);
    // Counters, the rest of the header and the tags are zero; the data is
    // left alone (a slot's tag says whether it holds a packet).
    std::vector<uint32_t> zeroWords;
    for (uint32_t i = 0; i < dataOffset / 4; ++i)
      if (i < PipeLayout::Capacity / 4 || i > PipeLayout::DataOffset / 4)
        zeroWords.push_back(w[i]);
    EXPECT_TRUE(
        allEqual(zeroWords, std::vector<uint32_t>(zeroWords.size(), 0u)));
    std::vector<uint32_t> data(w.begin() + dataOffset / 4, w.end());
    EXPECT_TRUE(allEqual(data, std::vector<uint32_t>(data.size(), Poison)));
    auto packets = pipe.numPackets(queue());
    ASSERT_TRUE(packets) << describe(packets);
    EXPECT_EQ(*packets, 0u);
  }
}

TEST_F(PipeRuntime, NumPacketsCountsModuloWrap) {
  Pipe pipe = makePipe(4, 100);
  const uint64_t wrap = uint64_t(1) << 32; // positions wrap as uint32
  Buffer &memory = const_cast<Buffer &>(pipe.buffer());
  auto packetsFor = [&](uint32_t write, uint32_t read) {
    check(queue().write(memory, PipeLayout::WritePosition, &write, 4), "write");
    check(queue().write(memory, PipeLayout::ReadPosition, &read, 4), "write");
    auto packets = pipe.numPackets(queue());
    if (!packets)
      throw E2eError("numPackets: " + describe(packets));
    return *packets;
  };
  EXPECT_EQ(packetsFor(5, 2), 3u);
  EXPECT_EQ(packetsFor(100, 0), 100u);
  EXPECT_EQ(packetsFor(7, 7), 0u);
  // The write counter wrapped to the start, the read counter not yet.
  EXPECT_EQ(packetsFor(1, uint32_t(wrap - 2)), 3u);
  EXPECT_EQ(packetsFor(0, uint32_t(wrap - 100)), 100u);
  check(pipe.reset(queue()), "Pipe::reset");
  auto packets = pipe.numPackets(queue());
  ASSERT_TRUE(packets) << describe(packets);
  EXPECT_EQ(*packets, 0u);
}

TEST_F(PipeRuntime, PipeArgumentDispatches) {
  std::shared_ptr<Program> program = build(PipeArgSource, cl20());
  const KernelInfo *info = program->info().findKernel("k");
  ASSERT_NE(info, nullptr);
  ASSERT_EQ(info->args.size(), 2u);
  EXPECT_EQ(info->args[0].kind, ArgKind::Pipe);
  EXPECT_EQ(info->args[0].packetSize, 4u);
  EXPECT_EQ(info->args[0].size, 8u);

  auto k = program->createKernel("k");
  ASSERT_TRUE(k) << describe(k);
  Pipe pipe = makePipe(4, 16);
  Buffer out = makeBuffer(8);
  run(*k, NDRange::linear(1), pipe, out);
  EXPECT_EQ(download<int32_t>(out, 1)[0], 7);

  // The pipe after other arguments, in a kernel with several.
  auto w = program->createKernel("w");
  ASSERT_TRUE(w) << describe(w);
  Pipe vectors = makePipe(16, 3);
  run(*w, NDRange::linear(1), out, int32_t(-5), vectors);
  EXPECT_TRUE(allEqual(download<int32_t>(out, 2), std::vector<int32_t>{7, -5}));
  for (const Pipe *p : {&pipe, &vectors}) {
    auto packets = p->numPackets(queue());
    ASSERT_TRUE(packets) << describe(packets);
    EXPECT_EQ(*packets, 0u);
  }
}

TEST_F(PipeRuntime, SetArgMisuse) {
  std::shared_ptr<Program> program = build(PipeArgSource, cl20());
  auto made = program->createKernel("k");
  ASSERT_TRUE(made) << describe(made);
  Kernel &k = *made;
  Pipe ints = makePipe(4, 8), longs = makePipe(8, 8);
  Buffer out = makeBuffer(8);
  const ErrorCode invalid = ErrorCode::InvalidArgument;

  // A pipe onto a buffer argument, buffers and values onto a pipe.
  expectError(k.setArg(1, ints), invalid,
              "argument 1 ('o') of kernel 'k' is a global_buffer argument of "
              "type 'int*', not a pipe");
  expectError(k.setArg(0, out), invalid,
              "argument 0 ('p') of kernel 'k' is a pipe of 'int' packets; it "
              "takes a Pipe");
  expectError(k.setNullArg(0), invalid, "it takes a Pipe");
  expectError(k.setValue(0, int32_t(1)), invalid,
              "it takes a Pipe, not a value");
  expectError(k.setLocalArg(0, 16), invalid, "is not a __local pointer");
  // clSetKernelArg: the packet size must match the argument's type.
  expectError(k.setArg(0, longs), invalid,
              "argument 0 ('p') of kernel 'k' is a pipe of 'int', packets of "
              "4 bytes; the pipe's packets are 8 bytes");
  expectError(k.setArg(0, Pipe()), invalid, "the pipe is not valid");
  expectError(k.setArg(2, ints), invalid, "index 2 is out of range");

  // Nothing above set argument 0: the dispatch must say so.
  check(k.setArg(1, out), "setArg(buffer)");
  expectError(queue().enqueue(k, NDRange::linear(1)),
              ErrorCode::InvalidOperation,
              "argument 0 ('p') of kernel 'k' is not set");
  check(k.setArg(0, ints), "setArg(pipe)");
  run(k, NDRange::linear(1));
  EXPECT_EQ(download<int32_t>(out, 1)[0], 7);
}

TEST_F(PipeRuntime, QueueIndices) {
  const uint32_t count = device().queueCount();
  EXPECT_GE(count, 1u);
  EXPECT_LE(count, 2u);
  EXPECT_NE(device().vkQueue(0), VkQueue(VK_NULL_HANDLE));
  EXPECT_EQ(device().vkQueue(0), device().vkQueue());
  EXPECT_EQ(device().vkQueue(count), VkQueue(VK_NULL_HANDLE));
  auto outside = Queue::create(device(), count);
  expectError(outside.status(), ErrorCode::InvalidArgument,
              "queue index " + std::to_string(count) + " is out of range");
  expectError(Queue::create(device(), UINT32_MAX).status(),
              ErrorCode::InvalidArgument, "out of range");
  // Another Queue on VkQueue 0 works next to the shared one.
  auto again = Queue::create(device(), 0);
  ASSERT_TRUE(again) << describe(again);
  Pipe pipe = makePipe(4, 4);
  check(queue().finish(), "finish"); // the reset, before the other queue
  auto packets = pipe.numPackets(**again);
  ASSERT_TRUE(packets) << describe(packets);
  EXPECT_EQ(*packets, 0u);
}

TEST_F(PipeRuntime, SecondQueueRunsKernels) {
  if (device().queueCount() < 2)
    GTEST_SKIP() << "the device's compute family has one queue";
  EXPECT_NE(device().vkQueue(1), device().vkQueue(0));
  auto second = Queue::create(device(), 1);
  ASSERT_TRUE(second) << describe(second);
  Queue &q1 = **second;
  std::shared_ptr<Program> program = build(PipeArgSource, cl20());
  auto k = program->createKernel("k");
  ASSERT_TRUE(k) << describe(k);
  // Created and reset through the second queue, used on both.
  auto pipe = Pipe::create(device(), q1, 4, 64);
  ASSERT_TRUE(pipe) << describe(pipe);
  auto out = Buffer::create(device(), 8);
  ASSERT_TRUE(out) << describe(out);
  check(q1.fill(*out, 0, 8, Poison), "fill");
  check(k->setArg(0, *pipe), "setArg(pipe)");
  check(k->setArg(1, *out), "setArg(buffer)");
  check(q1.enqueue(*k, NDRange::linear(1)), "enqueue on queue 1");
  check(q1.finish(), "finish queue 1");
  int32_t got = 0;
  check(queue().read(*out, 0, &got, 4), "read on queue 0");
  EXPECT_EQ(got, 7);
  // Both queues busy at once, then both drained.
  check(queue().enqueue(*k, NDRange::linear(1)), "enqueue on queue 0");
  check(q1.enqueue(*k, NDRange::linear(1)), "enqueue on queue 1");
  check(q1.flush(), "flush queue 1");
  check(queue().finish(), "finish queue 0");
  check(q1.finish(), "finish queue 1");
  auto packets = pipe->numPackets(q1);
  ASSERT_TRUE(packets) << describe(packets);
  EXPECT_EQ(*packets, 0u);
}

} // namespace
} // namespace vkcl::e2e
