// printf's buffer, delivery and errors end to end: a full buffer keeps
// whole records only (as many as fit, the others counted as dropped and
// returning -1, never a partial message), records of mixed sizes, the
// default 1 MiB buffer and the size limits; output delivered at finish(),
// Event::wait() and a blocking read, dispatch by dispatch in order;
// Kernel::record refusing printf kernels; and compile errors for formats
// and arguments OpenCL C does not allow, as located diagnostics.
#include "PrintfCapture.h"

#include <iostream>
#include <set>

namespace vkcl::e2e {
namespace {

class PrintfBuffer : public PrintfFixture {
protected:
  /// Checks one dispatch's delivery: `lines` of text, each `expected(tag,
  /// id)` for its work-item, none twice, exactly one per 0 in `ret` (the
  /// rest -1), and `dropped` counting every other call. Returns the lines.
  template <typename Expected>
  std::vector<std::string> checkDelivery(const std::vector<int32_t> &ret,
                                         Expected expected) {
    EXPECT_EQ(outputs.size(), 1u) << "one delivery per dispatch";
    uint64_t dropped = 0;
    std::string text = takeText(&dropped);
    EXPECT_TRUE(text.empty() || text.back() == '\n')
        << "a partial message at the end: "
        << escaped(text.substr(text.rfind('\n') + 1));
    size_t written = std::count(ret.begin(), ret.end(), 0);
    size_t failed = std::count(ret.begin(), ret.end(), -1);
    EXPECT_EQ(written + failed, ret.size()) << "returns other than 0 and -1";
    EXPECT_EQ(dropped, failed) << "dropped count against -1 returns";
    std::vector<std::string> got = lines(text);
    EXPECT_EQ(got.size(), written) << "lines against 0 returns";
    std::set<std::string> seen;
    for (const std::string &line : got) {
      char tag = 0;
      unsigned id = 0;
      if (std::sscanf(line.c_str(), "%c %u", &tag, &id) != 2 ||
          line != expected(tag, id)) {
        ADD_FAILURE() << "corrupt line \"" << escaped(line) << "\"";
        break;
      }
      EXPECT_TRUE(seen.insert(line).second) << "twice: " << line;
    }
    return got;
  }
};

/// Records of 4 words: the id and three ints.
const char *FixedSource = R"CL(
__kernel void k(__global const int *in, __global int *ret) {
  int g = get_global_id(0);
  ret[g] = printf("f %d %d %d\n", g, in[g], -g);
}
)CL";

TEST_F(PrintfBuffer, FullBufferKeepsWholeRecordsAndCountsTheRest) {
  Kernel k = kernel(FixedSource);
  constexpr uint32_t N = 200, RecordWords = 4;
  std::vector<int32_t> in = random<int32_t>(N);
  Buffer bin = upload(in);
  auto expected = [&](char, unsigned g) {
    return g < N ? hostf("f %u %d %d", g, in[g], -int(g)) : "";
  };
  // Exactly full, a partial record's room left, one record, less than one,
  // the header only (16 bytes), and room for all.
  for (uint32_t capacity : {100u, 103u, 4u, 3u, 0u, 1000u}) {
    SCOPED_TRACE("capacity " + std::to_string(capacity) + " words");
    check(queue().setPrintfBufferSize(16 + 4 * capacity),
          "setPrintfBufferSize");
    EXPECT_EQ(queue().printfBufferSize(), 16 + 4 * capacity);
    Buffer ret = makeBuffer(N * 4);
    run(k, NDRange::linear(N, 40), bin, ret);
    std::vector<int32_t> r = download<int32_t>(ret, N);
    std::vector<std::string> got = checkDelivery(r, expected);
    EXPECT_EQ(got.size(), std::min(N, capacity / RecordWords));
    // The written work-items are the printed ones.
    std::set<unsigned> printed, written;
    for (const std::string &line : got)
      printed.insert(unsigned(std::stoul(line.substr(2))));
    for (uint32_t g = 0; g < N; ++g)
      if (r[g] == 0)
        written.insert(g);
    EXPECT_EQ(printed, written);
  }
}

// Records of 2, 3, 8 and 18 words (a string literal costs none) from one
// kernel, two calls per work-item: whatever fits is delivered intact, each
// work-item's in program order.
TEST_F(PrintfBuffer, RecordsOfMixedSizes) {
  Kernel k = kernel(R"CL(
__kernel void k(__global const int *in, __global int *ret) {
  int g = get_global_id(0), x = in[g];
  switch (g % 4) {
  case 0: ret[2 * g] = printf("s %d\n", g); break;
  case 1:
    ret[2 * g] = printf("m %d %d %d %d %d %d %d\n", g, x, x + 1, x + 2, x + 3,
                        x + 4, x + 5);
    break;
  case 2: ret[2 * g] = printf("v %d %v16hld\n", g, vload16(g, in)); break;
  default: ret[2 * g] = printf("t %d %s %s\n", g, "literal text", "more");
  }
  ret[2 * g + 1] = printf("e %d %d\n", g, x);
}
)CL");
  constexpr uint32_t N = 256;
  std::vector<int32_t> in = random<int32_t>(16 * N);
  Buffer bin = upload(in);
  auto expected = [&](char tag, unsigned g) -> std::string {
    if (g >= N)
      return "";
    int x = in[g];
    switch (tag) {
    case 's':
      return g % 4 == 0 ? hostf("s %u", g) : "";
    case 'm':
      return g % 4 == 1 ? hostf("m %u %d %d %d %d %d %d", g, x, x + 1, x + 2,
                                x + 3, x + 4, x + 5)
                        : "";
    case 'v': {
      if (g % 4 != 2)
        return "";
      std::string s = hostf("v %u ", g);
      for (int l = 0; l < 16; ++l)
        s += (l ? "," : "") + std::to_string(in[16 * g + l]);
      return s;
    }
    case 't':
      return g % 4 == 3 ? hostf("t %u literal text more", g) : "";
    case 'e':
      return hostf("e %u %d", g, x);
    }
    return "";
  };
  for (uint32_t capacity : {1500u, 97u, 17u, 2800u}) {
    SCOPED_TRACE("capacity " + std::to_string(capacity) + " words");
    check(queue().setPrintfBufferSize(16 + 4 * capacity),
          "setPrintfBufferSize");
    Buffer ret = makeBuffer(2 * N * 4);
    run(k, NDRange::linear(N, 32), bin, ret);
    std::vector<int32_t> r = download<int32_t>(ret, 2 * N);
    std::vector<std::string> got = checkDelivery(r, expected);
    // Demand is 42 words per 4 work-items: 2688 in all. With 18 words or
    // more the first reservation always fits.
    if (capacity >= 2688)
      EXPECT_EQ(got.size(), 2 * N);
    else
      EXPECT_LT(got.size(), 2 * N);
    if (capacity >= 18)
      EXPECT_GT(got.size(), 0u);
    std::vector<int> firstAt(N, -1);
    for (size_t i = 0; i < got.size(); ++i) {
      unsigned g = unsigned(std::stoul(got[i].substr(2)));
      if (g >= N)
        continue;
      if (got[i][0] != 'e')
        firstAt[g] = int(i);
      else if (r[2 * g] == 0)
        EXPECT_GE(firstAt[g], 0) << "work-item " << g << ": 'e' came first";
    }
  }
}

TEST_F(PrintfBuffer, DefaultBufferIsOneMiB) {
  EXPECT_EQ(queue().printfBufferSize(), size_t(1) << 20);
  EXPECT_EQ(PrintfLayout::DefaultBufferBytes, 1u << 20);
  Kernel k = kernel(R"CL(
__kernel void k(__global const int *in, __global int *ret) {
  int g = get_global_id(0);
  ret[g] = printf("x %d %v16hlx\n", g, vload16(g & 255, in));
}
)CL");
  // 18-word records: 14563 fit in the 262140 data words.
  constexpr uint32_t N = 16384, Fit = ((1u << 18) - 4) / 18;
  std::vector<int32_t> in = random<int32_t>(16 * 256);
  Buffer bin = upload(in), ret = makeBuffer(N * 4);
  run(k, NDRange::linear(N, 64), bin, ret);
  std::vector<int32_t> r = download<int32_t>(ret, N);
  std::vector<std::string> got =
      checkDelivery(r, [&](char, unsigned g) -> std::string {
        if (g >= N)
          return "";
        std::string s = hostf("x %u ", g);
        for (int l = 0; l < 16; ++l)
          s += hostf(l ? ",%x" : "%x", unsigned(in[16 * (g & 255) + l]));
        return s;
      });
  EXPECT_EQ(got.size(), Fit);
}

TEST_F(PrintfBuffer, SizeLimits) {
  EXPECT_EQ(queue().printfBufferSize(),
            size_t(PrintfLayout::DefaultBufferBytes));
  for (size_t bytes : {size_t(0), size_t(8), size_t(12), (size_t(1) << 30) + 4,
                       size_t(2) << 30}) {
    Status s = queue().setPrintfBufferSize(bytes);
    EXPECT_FALSE(s.isOk()) << bytes << " bytes accepted";
    EXPECT_EQ(s.code(), ErrorCode::InvalidArgument) << describe(s);
    EXPECT_EQ(queue().printfBufferSize(),
              size_t(PrintfLayout::DefaultBufferBytes))
        << "changed by a refused size " << bytes;
  }
  for (size_t bytes : {size_t(16), size_t(1) << 30, size_t(4096)}) {
    EXPECT_TRUE(queue().setPrintfBufferSize(bytes).isOk()) << bytes;
    EXPECT_EQ(queue().printfBufferSize(), bytes);
  }
}

class PrintfDelivery : public PrintfFixture {
protected:
  Kernel valueKernel() {
    return kernel(R"CL(
__kernel void k(int v) { printf("value %d\n", v); }
)CL");
  }
};

TEST_F(PrintfDelivery, AtFinish) {
  Kernel k = valueKernel();
  setArgs(k, int32_t(7));
  check(queue().enqueue(k, NDRange::linear(1)), "enqueue");
  EXPECT_TRUE(outputs.empty()) << "delivered before the queue waited";
  check(queue().finish(), "finish");
  ASSERT_EQ(outputs.size(), 1u);
  EXPECT_EQ(outputs[0].text, "value 7\n");
  EXPECT_EQ(outputs[0].dropped, 0u);
}

TEST_F(PrintfDelivery, OnEventWaitAndBlockingRead) {
  Kernel k = valueKernel();
  setArgs(k, int32_t(-3));
  Event event;
  check(queue().enqueue(k, NDRange::linear(1), &event), "enqueue");
  EXPECT_TRUE(outputs.empty()) << "delivered before the queue waited";
  check(event.wait(), "Event::wait");
  ASSERT_EQ(outputs.size(), 1u);
  EXPECT_EQ(outputs[0].text, "value -3\n");
  outputs.clear();

  Buffer b = makeBuffer(16);
  setArgs(k, int32_t(11));
  check(queue().enqueue(k, NDRange::linear(1)), "enqueue");
  EXPECT_TRUE(outputs.empty());
  download<uint32_t>(b, 4);
  ASSERT_EQ(outputs.size(), 1u) << "a blocking read sees the dispatch done";
  EXPECT_EQ(outputs[0].text, "value 11\n");
}

TEST_F(PrintfDelivery, DispatchesInEnqueueOrder) {
  std::shared_ptr<Program> program = build(R"CL(
__kernel void a(int v) { printf("a %d from %u\n", v, (uint)get_global_id(0)); }
__kernel void b(int v) { printf("b %d\n", v); }
)CL");
  Kernel ka = std::move(*program->createKernel("a"));
  Kernel kb = std::move(*program->createKernel("b"));
  std::vector<std::string> want;
  for (int32_t i = 0; i < 6; ++i) {
    Kernel &k = i % 3 == 1 ? kb : ka;
    setArgs(k, i); // captured at enqueue
    check(queue().enqueue(k, NDRange::linear(i % 3 == 1 ? 1 : 2)), "enqueue");
    want.push_back(i % 3 == 1 ? hostf("b %d\n", i)
                              : hostf("a %d from 0\na %d from 1\n", i, i));
    if (i == 3)
      check(queue().flush(), "flush"); // two batches
  }
  check(queue().finish(), "finish");
  ASSERT_EQ(outputs.size(), want.size());
  for (size_t i = 0; i < want.size(); ++i) {
    std::vector<std::string> got = lines(outputs[i].text), w = lines(want[i]);
    std::sort(got.begin(), got.end());
    EXPECT_EQ(got, w) << "dispatch " << i;
  }
}

// Work submitted before the queue is destroyed is waited for and its output
// delivered.
TEST_F(PrintfDelivery, WhenTheQueueIsDestroyed) {
  auto created = Queue::create(device());
  ASSERT_TRUE(created) << describe(created);
  std::unique_ptr<Queue> own = std::move(*created);
  std::vector<std::string> mine;
  own->setPrintfHandler([&](const PrintfOutput &o) { mine.push_back(o.text); });
  Kernel k = valueKernel();
  setArgs(k, int32_t(21));
  check(own->enqueue(k, NDRange::linear(1)), "enqueue");
  check(own->flush(), "flush");
  own.reset();
  EXPECT_EQ(mine, std::vector<std::string>{"value 21\n"});
  EXPECT_TRUE(outputs.empty()) << "delivered to another queue's handler";
}

class PrintfErrors : public PrintfFixture {};

TEST_F(PrintfErrors, KernelRecordRefusesPrintfKernels) {
  std::shared_ptr<Program> program = build(R"CL(
__kernel void loud(__global int *o) { o[0] = printf("loud\n"); }
__kernel void quiet(__global int *o) { o[0] = 5; }
)CL");
  Kernel loud = std::move(*program->createKernel("loud"));
  Kernel quiet = std::move(*program->createKernel("quiet"));
  Buffer o = makeBuffer(4);
  setArgs(loud, o);
  setArgs(quiet, o);
  Status refused, recorded;
  {
    // Recorded, never submitted.
    EngineCommands engine(device());
    refused = loud.record(engine.cmd(), NDRange::linear(1));
    recorded = quiet.record(engine.cmd(), NDRange::linear(1));
  }
  EXPECT_FALSE(refused.isOk());
  EXPECT_EQ(refused.code(), ErrorCode::InvalidOperation) << describe(refused);
  EXPECT_NE(refused.message().find("printf"), std::string::npos)
      << describe(refused);
  EXPECT_TRUE(recorded.isOk()) << describe(recorded);
  // The queue still runs it.
  run(loud, NDRange::linear(1));
  EXPECT_EQ(takeText(), "loud\n");
  EXPECT_EQ(download<int32_t>(o, 1)[0], 0);
}

TEST_F(PrintfErrors, CompileErrorsAreLocatedDiagnostics) {
  if (!compilerAvailable())
    GTEST_SKIP() << "no compiler on this machine (precompiled kernels only)";
  const std::string head = "__kernel void k(__global int *o,\n"
                           "                __constant char *s) {\n";
  struct Bad {
    const char *call; ///< On line 3.
    const char *says; ///< In the message.
  } cases[] = {
      {"printf(s, o[0]);", "string literal"},
      {"printf(\"%s\\n\", s);", "string literal"},
      {"printf(\"%v5d\\n\", vload4(0, o));", "%v5d"},
      {"printf(\"%v4d\\n\", vload4(0, o));", "%v4d"},
      {"printf(\"%lld\\n\", o[0]);", "%lld"},
      {"printf(\"%hld\\n\", o[0]);", "%hld"},
      {"printf(\"%q\\n\", o[0]);", "%q"},
      {"printf(\"%5%\\n\");", "%5%"},
      {"printf(\"%d %d\\n\", o[0]);", "more arguments"},
      {"printf(\"abc%\");", "ends"},
      {"printf(\"%2147483648d\\n\", o[0]);", "%2147483648d"},
      {"printf(\"%hf\\n\", 1.0f);", "%hf"},
      {"printf(\"%*d\\n\", 1.5f, o[0]);", "int"},
      // Valid: excess arguments are evaluated and ignored.
      {"printf(\"%v4hld\\n\", vload4(0, o), 1);", ""},
      {"printf(\"%d\\n\", o[0], \"extra\");", ""},
  };
  for (const Bad &bad : cases) {
    std::string source = head + "  " + bad.call + "\n}\n";
    auto program = buildProgram(device(), source);
    if (!*bad.says) {
      EXPECT_TRUE(program.isOk()) << source << describe(program);
      continue;
    }
    if (program.isOk()) {
      ADD_FAILURE() << "compiled: " << bad.call;
      continue;
    }
    const std::string &message = program.error().message;
    EXPECT_EQ(program.error().code, ErrorCode::CompileFailed) << message;
    // The error line itself: "input.cl:3:COL: error: printf: ...".
    std::string error;
    for (const std::string &line : lines(message))
      if (line.find(": error: ") != std::string::npos) {
        error = line;
        break;
      }
    std::cout << "[ vkcl e2e ] expected error: " << error << "\n";
    EXPECT_EQ(error.rfind("input.cl:3:", 0), 0u)
        << bad.call << ": not located on line 3:\n"
        << message;
    EXPECT_NE(error.find("printf"), std::string::npos) << message;
    EXPECT_NE(message.find(bad.says), std::string::npos)
        << bad.call << ": no \"" << bad.says << "\" in:\n"
        << message;
  }
}

} // namespace
} // namespace vkcl::e2e
