// Device copies and pattern fills (Queue::copy, Queue::fill,
// Queue::fillPattern) through the runtime's compute shaders and the transfer
// commands: every small size at every pair of offsets 0..17, large random
// copies, every OpenCL pattern size (and odd ones) at many offsets. Each
// destination starts with a position-dependent poison written by
// Queue::write, so a byte written out of place, one missed, or one touched
// outside the range shows; the whole buffer is checked byte by byte.
#include "E2eFixture.h"

#include <algorithm>
#include <thread>

namespace vkcl::e2e {
namespace {

/// Runs every copy and fill through the compute shaders whatever its size.
constexpr TransferPolicy AlwaysCompute{0, 0, 0};

/// The poison byte at position `i`: varies with it, so a byte copied from
/// the wrong place in a poisoned buffer still shows.
uint8_t poisonAt(size_t i) { return uint8_t(0xA5u ^ (i * 29u) ^ (i >> 8)); }

class CopyFill : public E2eTest {
protected:
  void SetUp() override {
    E2eTest::SetUp();
    if (sharedQueue()) {
      saved_ = queue().transferPolicy();
      queue().setTransferPolicy(AlwaysCompute);
    }
  }
  void TearDown() override {
    if (sharedQueue())
      queue().setTransferPolicy(saved_);
    E2eTest::TearDown();
  }

  /// A device buffer of `bytes` holding poisonAt(i) (written by a transfer
  /// command, not by the code under test), and that content.
  Buffer poisoned(size_t bytes, std::vector<uint8_t> &content) {
    content.resize(bytes);
    for (size_t i = 0; i < bytes; ++i)
      content[i] = poisonAt(i);
    Buffer b = makeBuffer(bytes);
    check(queue().write(b, 0, content.data(), bytes), "Queue::write");
    return b;
  }

  std::vector<uint8_t> randomBytes(size_t n) {
    std::vector<uint8_t> v(n);
    for (size_t i = 0; i < n; i += 8) {
      uint64_t r = rng()();
      std::memcpy(v.data() + i, &r, std::min<size_t>(8, n - i));
    }
    return v;
  }

  /// The buffer's bytes against `want`, listing the first differences.
  ::testing::AssertionResult matches(const Buffer &b,
                                     const std::vector<uint8_t> &want) {
    std::vector<uint8_t> got = download<uint8_t>(b, want.size());
    size_t bad = 0;
    std::ostringstream os;
    for (size_t i = 0; i < want.size(); ++i) {
      if (got[i] == want[i])
        continue;
      if (++bad <= 12)
        os << "\n  byte " << i << ": got 0x" << std::hex << int(got[i])
           << ", want 0x" << int(want[i]) << std::dec;
    }
    if (!bad)
      return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure()
           << bad << " of " << want.size() << " bytes differ:" << os.str();
  }

  TransferPolicy saved_;
};

/// Copies of every size 0..300 from source offset GetParam() to every
/// destination offset 0..17, each into a slot of its own in one buffer.
class CopySweep : public CopyFill,
                  public ::testing::WithParamInterface<size_t> {};

TEST_P(CopySweep, EverySizeAndOffset) {
  constexpr size_t MaxSize = 300, MaxOffset = 17, Slot = 336; // 16 | Slot
  const size_t srcOffset = GetParam();
  std::vector<uint8_t> source = randomBytes(MaxSize + MaxOffset + 64);
  Buffer src = upload(source);
  const size_t copies = (MaxSize + 1) * (MaxOffset + 1);
  std::vector<uint8_t> want;
  Buffer dst = poisoned(copies * Slot, want);
  size_t slot = 0;
  for (size_t size = 0; size <= MaxSize; ++size)
    for (size_t dstOffset = 0; dstOffset <= MaxOffset; ++dstOffset, ++slot) {
      size_t at = slot * Slot + dstOffset;
      check(queue().copy(src, srcOffset, dst, at, size), "Queue::copy");
      std::copy_n(source.begin() + srcOffset, size, want.begin() + at);
    }
  EXPECT_TRUE(matches(dst, want)) << "source offset " << srcOffset;
}

INSTANTIATE_TEST_SUITE_P(SourceOffsets, CopySweep,
                         ::testing::Range(size_t(0), size_t(18)));

TEST_F(CopyFill, LargeRandomCopies) {
  constexpr size_t Size = 16u << 20;
  std::vector<uint8_t> source = randomBytes(Size + 64);
  Buffer src = upload(source);
  // Same alignment (uvec4), 8- and 4-byte skews, byte skews, odd sizes.
  const size_t cases[][3] = {{0, 0, Size},      {16, 48, Size - 16},
                             {3, 19, Size - 7}, {8, 0, Size - 9},
                             {4, 0, Size - 4},  {1, 0, Size - 1},
                             {0, 7, Size - 13}, {5, 2, Size - 33}};
  for (const auto &c : cases) {
    std::vector<uint8_t> want;
    Buffer dst = poisoned(Size + 64, want);
    check(queue().copy(src, c[0], dst, c[1], c[2]), "Queue::copy");
    std::copy_n(source.begin() + c[0], c[2], want.begin() + c[1]);
    EXPECT_TRUE(matches(dst, want))
        << "source offset " << c[0] << ", destination offset " << c[1] << ", "
        << c[2] << " bytes";
  }
}

TEST_F(CopyFill, FewWorkGroupsLoopOverTheRange) {
  // Two work-groups: every invocation strides over many units, edges too.
  queue().setTransferPolicy({0, 0, 2});
  constexpr size_t Size = 1u << 20;
  std::vector<uint8_t> source = randomBytes(Size + 32);
  Buffer src = upload(source);
  for (size_t srcOffset : {0, 1, 4, 8}) {
    std::vector<uint8_t> want;
    Buffer dst = poisoned(Size + 32, want);
    check(queue().copy(src, srcOffset, dst, 12, Size - 5), "Queue::copy");
    std::copy_n(source.begin() + srcOffset, Size - 5, want.begin() + 12);
    EXPECT_TRUE(matches(dst, want)) << "source offset " << srcOffset;
  }
  const uint8_t pattern[3] = {1, 2, 3};
  std::vector<uint8_t> want;
  Buffer dst = poisoned(Size, want);
  check(queue().fillPattern(dst, 9, Size - 31, pattern, 3), "fillPattern");
  for (size_t i = 9; i < Size - 22; ++i)
    want[i] = pattern[(i - 9) % 3];
  EXPECT_TRUE(matches(dst, want));
}

TEST_F(CopyFill, DefaultPolicyAroundTheThreshold) {
  // Either side of the compute copy's threshold, through the default
  // policy: transfer command below, shader from it on.
  queue().setTransferPolicy(TransferPolicy{});
  const size_t threshold = TransferPolicy{}.minComputeCopyBytes;
  std::vector<uint8_t> source = randomBytes(threshold + 64);
  Buffer src = upload(source);
  for (size_t size : {threshold - 1, threshold, threshold + 3}) {
    std::vector<uint8_t> want;
    Buffer dst = poisoned(threshold + 64, want);
    check(queue().copy(src, 5, dst, 2, size), "Queue::copy");
    std::copy_n(source.begin() + 5, size, want.begin() + 2);
    EXPECT_TRUE(matches(dst, want)) << size << " bytes";
    uint32_t word = 0x01020304u;
    check(queue().fill(dst, 4, size & ~size_t(3), word), "Queue::fill");
    for (size_t i = 0; i < (size & ~size_t(3)); ++i)
      want[4 + i] = uint8_t(word >> (8 * (i % 4)));
    EXPECT_TRUE(matches(dst, want)) << size << "-byte fill";
  }
}

/// Pattern sizes: every one OpenCL allows, and odd ones the shader takes.
const size_t PatternSizes[] = {1, 2, 4, 8, 16, 32, 64, 128, 3, 5, 12, 24, 127};

void expectFilled(std::vector<uint8_t> &want, size_t offset, size_t bytes,
                  const std::vector<uint8_t> &pattern) {
  for (size_t i = 0; i < bytes; ++i)
    want[offset + i] = pattern[i % pattern.size()];
}

TEST_F(CopyFill, EveryPatternSizeAtManyOffsetsAndSizes) {
  const size_t counts[] = {0, 1, 2, 3, 4, 5, 7, 9, 16, 17, 33, 100};
  for (size_t p : PatternSizes) {
    std::vector<uint8_t> pattern = randomBytes(p);
    // Every offset below 32 that is a multiple of p, and a few beyond.
    std::vector<size_t> offsets;
    for (size_t k = 0; k * p < 32 || k < 3; ++k)
      offsets.push_back(k * p);
    offsets.push_back(7 * p);
    // Room for the largest offset and count after rounding up to p.
    const size_t slot = (109 * p + 64 + 15) / 16 * 16;
    std::vector<uint8_t> want;
    Buffer dst = poisoned(slot * offsets.size() * std::size(counts) + 64, want);
    size_t at = 0;
    for (size_t offset : offsets)
      for (size_t count : counts) {
        // The first multiple of p in the slot: offsets count from there.
        size_t base = (at + p - 1) / p * p;
        check(queue().fillPattern(dst, base + offset, count * p, pattern.data(),
                                  p),
              "Queue::fillPattern");
        expectFilled(want, base + offset, count * p, pattern);
        at += slot;
      }
    EXPECT_TRUE(matches(dst, want)) << p << "-byte pattern";
  }
}

TEST_F(CopyFill, LargeFillsOfEveryPatternSize) {
  constexpr size_t Size = 4u << 20;
  for (size_t p : PatternSizes) {
    std::vector<uint8_t> pattern = randomBytes(p);
    std::vector<uint8_t> want;
    Buffer dst = poisoned(Size + 4 * 128, want);
    size_t offset = 3 * p, bytes = (Size / p - 5) * p;
    check(queue().fillPattern(dst, offset, bytes, pattern.data(), p),
          "Queue::fillPattern");
    expectFilled(want, offset, bytes, pattern);
    EXPECT_TRUE(matches(dst, want)) << p << "-byte pattern";
  }
}

TEST_F(CopyFill, WordPatternsThroughTheTransferCommand) {
  // Patterns that repeat every 4 bytes go to vkCmdFillBuffer when small
  // and aligned; unaligned or irregular ones to the shader.
  queue().setTransferPolicy(TransferPolicy{});
  std::vector<uint8_t> want;
  Buffer dst = poisoned(4096, want);
  std::vector<uint8_t> zeros(16, 0), ab = {0xAB}, word = {1, 2, 3, 4};
  std::vector<uint8_t> notWord = {1, 2, 3, 4, 1, 2, 3, 5};
  struct Case {
    const std::vector<uint8_t> &pattern;
    size_t offset, bytes;
  } cases[] = {{zeros, 32, 256}, {ab, 300, 64},        {ab, 401, 37},
               {word, 516, 400}, {notWord, 1024, 800}, {zeros, 1840, 48}};
  for (const Case &c : cases) {
    check(queue().fillPattern(dst, c.offset, c.bytes, c.pattern.data(),
                              c.pattern.size()),
          "Queue::fillPattern");
    expectFilled(want, c.offset, c.bytes, c.pattern);
  }
  check(queue().fill(dst, 3000, 1000, 0xCAFEF00Du), "Queue::fill");
  expectFilled(want, 3000, 1000, {0x0D, 0xF0, 0xFE, 0xCA});
  EXPECT_TRUE(matches(dst, want));
}

TEST_F(CopyFill, ChainedAcrossSubmissions) {
  // Each step reads what the previous one wrote in an earlier submission
  // (flushed, maybe still running): the new command buffer's first barrier
  // orders it.
  constexpr size_t Size = 1u << 20;
  std::vector<uint8_t> source = randomBytes(Size);
  Buffer a = upload(source), b = makeBuffer(Size), c = makeBuffer(Size);
  for (int round = 0; round < 4; ++round) {
    check(queue().copy(a, 0, b, 0, Size), "copy a->b");
    check(queue().flush(), "flush");
    check(queue().copy(b, 0, c, 0, Size), "copy b->c");
    check(queue().flush(), "flush");
    uint8_t p = uint8_t(round);
    check(queue().fillPattern(b, 0, Size, &p, 1), "fill b");
    check(queue().flush(), "flush");
    check(queue().copy(c, 0, a, 0, Size), "copy c->a");
    check(queue().flush(), "flush");
  }
  std::vector<uint8_t> want(Size, 3);
  EXPECT_TRUE(matches(a, source));
  EXPECT_TRUE(matches(b, want));
}

TEST_F(CopyFill, EventsOfCopiesAndFills) {
  Buffer a = makeBuffer(1 << 16), b = makeBuffer(1 << 16);
  Event copied, filled, empty;
  check(queue().copy(a, 0, b, 0, 1 << 16, &copied), "Queue::copy");
  uint16_t pattern = 0x1234;
  check(queue().fillPattern(a, 0, 1 << 16, &pattern, 2, &filled),
        "Queue::fillPattern");
  check(queue().copy(a, 0, b, 0, 0, &empty), "Queue::copy (empty)");
  for (Event *e : {&copied, &filled, &empty}) {
    ASSERT_TRUE(e->valid());
    check(e->wait(), "Event::wait");
    if (device().info().timestamps) {
      auto ns = e->gpuTimeNs();
      ASSERT_TRUE(ns) << describe(ns);
      EXPECT_GE(*ns, 0.0);
    }
  }
}

TEST_F(CopyFill, QueuesOnSeveralThreads) {
  // Several Queues record compute copies at once (the device's transfer
  // pipelines are shared and made on first use).
  constexpr size_t Size = 256u << 10;
  constexpr int Threads = 4;
  std::vector<uint8_t> source = randomBytes(Size);
  Buffer src = upload(source);
  check(queue().finish(), "finish");
  std::vector<Buffer> dst;
  for (int t = 0; t < Threads; ++t)
    dst.push_back(makeBuffer(Size));
  check(queue().finish(), "finish");
  std::vector<std::string> errors(Threads);
  std::vector<std::thread> threads;
  for (int t = 0; t < Threads; ++t)
    threads.emplace_back([&, t] {
      auto q = Queue::create(device());
      if (!q) {
        errors[t] = describe(q);
        return;
      }
      (*q)->setTransferPolicy(AlwaysCompute);
      for (int i = 0; i < 8 && errors[t].empty(); ++i) {
        Status s = (*q)->copy(src, size_t(t), dst[t], 0, Size - size_t(t));
        if (s)
          s = (*q)->finish();
        if (!s)
          errors[t] = describe(s);
      }
    });
  for (std::thread &t : threads)
    t.join();
  for (int t = 0; t < Threads; ++t) {
    EXPECT_EQ(errors[t], "") << "thread " << t;
    std::vector<uint8_t> want(source.begin() + t, source.end());
    std::vector<uint8_t> got = download<uint8_t>(dst[t], Size - size_t(t));
    EXPECT_TRUE(got == want) << "thread " << t;
  }
}

TEST_F(CopyFill, InvalidFills) {
  Buffer b = makeBuffer(256);
  uint8_t pattern[129] = {};
  auto invalid = [](const Status &s) {
    return !s && s.code() == ErrorCode::InvalidArgument;
  };
  EXPECT_TRUE(invalid(queue().fillPattern(b, 0, 0, pattern, 0)));
  EXPECT_TRUE(invalid(queue().fillPattern(b, 0, 129, pattern, 129)));
  EXPECT_TRUE(invalid(queue().fillPattern(b, 0, 16, nullptr, 8)));
  EXPECT_TRUE(invalid(queue().fillPattern(b, 4, 16, pattern, 8)));
  EXPECT_TRUE(invalid(queue().fillPattern(b, 8, 12, pattern, 8)));
  EXPECT_TRUE(invalid(queue().fillPattern(b, 128, 256, pattern, 128)));
  EXPECT_TRUE(queue().fillPattern(b, 129, 127, pattern, 1));
}

} // namespace
} // namespace vkcl::e2e
