// Differential tests: the same .cl kernels (tests/e2e/kernels/) run on an
// OpenCL platform (PoCL's CPU device in CI, through the ICD loader) and on
// vkcl, with the same inputs; every output byte must agree. The kernels only
// use operations whose results OpenCL defines exactly (integer operators
// without undefined behaviour; float + - * and conversions, contraction
// off). PoCL has no non-uniform work-groups, so the ranges are uniform.
// Skipped when no OpenCL platform is found.
#include "E2eFixture.h"

#include <CL/cl.h>

#include <algorithm>
#include <sstream>

namespace vkcl::e2e {
namespace {

/// One kernel argument of a differential run.
struct Arg {
  enum Kind { In, Out, Value } kind;
  std::vector<uint8_t> bytes; ///< In: contents; Out: size only; Value: value.
};
template <typename T> Arg in(const std::vector<T> &v) {
  const auto *p = reinterpret_cast<const uint8_t *>(v.data());
  return {Arg::In, std::vector<uint8_t>(p, p + v.size() * sizeof(T))};
}
Arg out(size_t bytes) { return {Arg::Out, std::vector<uint8_t>(bytes)}; }
template <typename T> Arg value(const T &v) {
  const auto *p = reinterpret_cast<const uint8_t *>(&v);
  return {Arg::Value, std::vector<uint8_t>(p, p + sizeof(T))};
}

/// The first device of the first OpenCL platform, opened once per process.
class OpenCl {
public:
  static OpenCl &get() {
    static OpenCl cl;
    return cl;
  }
  bool available() const { return queue_ != nullptr; }
  const std::string &why() const { return why_; }
  std::string deviceName() const {
    char name[256] = {};
    clGetDeviceInfo(device_, CL_DEVICE_NAME, sizeof name - 1, name, nullptr);
    return name;
  }

  /// Runs `name` from `source`; returns the Out arguments' contents, or
  /// throws with the OpenCL error.
  std::vector<std::vector<uint8_t>> run(const std::string &source,
                                        const std::string &name,
                                        const std::vector<Arg> &args,
                                        const NDRange &range) {
    const char *text = source.c_str();
    cl_int err = CL_SUCCESS;
    cl_program program =
        clCreateProgramWithSource(context_, 1, &text, nullptr, &err);
    check(err, "clCreateProgramWithSource");
    err =
        clBuildProgram(program, 1, &device_, "-cl-std=CL1.2", nullptr, nullptr);
    if (err != CL_SUCCESS) {
      size_t size = 0;
      clGetProgramBuildInfo(program, device_, CL_PROGRAM_BUILD_LOG, 0, nullptr,
                            &size);
      std::string log(size, '\0');
      clGetProgramBuildInfo(program, device_, CL_PROGRAM_BUILD_LOG, size,
                            log.data(), nullptr);
      clReleaseProgram(program);
      throw E2eError("OpenCL build failed: " + log);
    }
    cl_kernel kernel = clCreateKernel(program, name.c_str(), &err);
    check(err, "clCreateKernel");
    std::vector<cl_mem> mems;
    std::vector<std::vector<uint8_t>> outputs;
    for (size_t i = 0; i < args.size(); ++i) {
      const Arg &a = args[i];
      if (a.kind == Arg::Value) {
        check(
            clSetKernelArg(kernel, cl_uint(i), a.bytes.size(), a.bytes.data()),
            "clSetKernelArg");
        continue;
      }
      std::vector<uint8_t> init = a.bytes;
      if (a.kind == Arg::Out)
        for (size_t b = 0; b < init.size(); ++b)
          init[b] = uint8_t(Poison >> (8 * (b % 4)));
      cl_mem mem =
          clCreateBuffer(context_, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                         init.size(), init.data(), &err);
      check(err, "clCreateBuffer");
      mems.push_back(mem);
      check(clSetKernelArg(kernel, cl_uint(i), sizeof mem, &mem),
            "clSetKernelArg");
    }
    size_t offset[3], global[3], local[3];
    for (int d = 0; d < 3; ++d) {
      offset[d] = range.offset[d];
      global[d] = range.global[d];
      local[d] = range.local[d];
    }
    check(clEnqueueNDRangeKernel(queue_, kernel, range.dims, offset, global,
                                 range.local[0] ? local : nullptr, 0, nullptr,
                                 nullptr),
          "clEnqueueNDRangeKernel");
    size_t m = 0;
    for (const Arg &a : args) {
      if (a.kind == Arg::Value)
        continue;
      if (a.kind == Arg::Out) {
        std::vector<uint8_t> data(a.bytes.size());
        check(clEnqueueReadBuffer(queue_, mems[m], CL_TRUE, 0, data.size(),
                                  data.data(), 0, nullptr, nullptr),
              "clEnqueueReadBuffer");
        outputs.push_back(std::move(data));
      }
      ++m;
    }
    for (cl_mem mem : mems)
      clReleaseMemObject(mem);
    clReleaseKernel(kernel);
    clReleaseProgram(program);
    return outputs;
  }

private:
  OpenCl() {
    cl_uint count = 0;
    if (clGetPlatformIDs(1, &platform_, &count) != CL_SUCCESS || count == 0) {
      why_ = "no OpenCL platform (install pocl-opencl-icd)";
      return;
    }
    if (clGetDeviceIDs(platform_, CL_DEVICE_TYPE_ALL, 1, &device_, &count) !=
            CL_SUCCESS ||
        count == 0) {
      why_ = "the OpenCL platform has no device";
      return;
    }
    cl_int err = CL_SUCCESS;
    context_ = clCreateContext(nullptr, 1, &device_, nullptr, nullptr, &err);
    if (err != CL_SUCCESS) {
      why_ = "clCreateContext failed: " + std::to_string(err);
      return;
    }
    queue_ =
        clCreateCommandQueueWithProperties(context_, device_, nullptr, &err);
    if (err != CL_SUCCESS) {
      queue_ = nullptr;
      why_ = "clCreateCommandQueue failed: " + std::to_string(err);
    }
  }
  static void check(cl_int err, const char *what) {
    if (err != CL_SUCCESS)
      throw E2eError(std::string(what) + " failed: " + std::to_string(err));
  }

  cl_platform_id platform_ = nullptr;
  cl_device_id device_ = nullptr;
  cl_context context_ = nullptr;
  cl_command_queue queue_ = nullptr;
  std::string why_;
};

std::vector<uint32_t> words(const std::vector<uint8_t> &bytes) {
  std::vector<uint32_t> w(bytes.size() / 4);
  std::memcpy(w.data(), bytes.data(), w.size() * 4);
  return w;
}

class PoclDiff : public E2eTest {
protected:
  void SetUp() override {
    E2eTest::SetUp();
    if (HasFatalFailure())
      return;
    if (!OpenCl::get().available())
      GTEST_SKIP() << OpenCl::get().why();
  }

  /// Runs `kernel` from `file` on OpenCL and on vkcl; compares outputs.
  void diff(const std::string &file, const std::string &name,
            const std::vector<Arg> &args, const NDRange &range) {
    const std::string source = readKernelFile(file);
    auto reference = OpenCl::get().run(source, name, args, range);
    Kernel k = kernel(source, name);
    std::vector<Buffer> buffers;
    for (size_t i = 0; i < args.size(); ++i) {
      const Arg &a = args[i];
      if (a.kind == Arg::Value) {
        check(k.setArg(uint32_t(i), a.bytes.data(), a.bytes.size()),
              "Kernel::setArg(value)");
        continue;
      }
      buffers.push_back(a.kind == Arg::In ? upload(a.bytes)
                                          : makeBuffer(a.bytes.size()));
      check(k.setArg(uint32_t(i), buffers.back()), "Kernel::setArg");
    }
    run(k, range);
    size_t o = 0, b = 0;
    for (const Arg &a : args) {
      if (a.kind == Arg::Value)
        continue;
      if (a.kind == Arg::Out) {
        auto got = words(download<uint8_t>(buffers[b], a.bytes.size()));
        auto want = words(reference[o]);
        SCOPED_TRACE("output " + std::to_string(o) + " (32-bit words), " +
                     OpenCl::get().deviceName() + " as reference");
        EXPECT_TRUE(allEqual(got, want));
        size_t poisoned = std::count(want.begin(), want.end(), Poison);
        EXPECT_LT(poisoned, want.size() / 100 + 1)
            << "the reference left most of the output unwritten";
        ++o;
      }
      ++b;
    }
  }
};

TEST_F(PoclDiff, IntegerOperators) {
  constexpr size_t N = 4096;
  auto a = random<int32_t>(N, -30000, 30000);
  auto b = random<int32_t>(N, -30000, 30000);
  for (int32_t &y : b)
    if (y == 0)
      y = 1;
  diff("int_ops.cl", "int_ops", {in(a), in(b), out(N * 24 * 4)},
       NDRange::linear(N, 64));
}

TEST_F(PoclDiff, LongOperators) {
  E2E_REQUIRE_INT64();
  constexpr size_t N = 2048;
  auto a = random<int64_t>(N, -(int64_t(1) << 40), int64_t(1) << 40);
  auto b = random<int64_t>(N, -(int64_t(1) << 40), int64_t(1) << 40);
  for (int64_t &y : b)
    if (y == 0)
      y = 3;
  diff("long_ops.cl", "long_ops", {in(a), in(b), out(N * 10 * 8)},
       NDRange::linear(N, 64));
}

TEST_F(PoclDiff, FloatOperatorsAndConversions) {
  constexpr size_t N = 4096;
  auto a = random<float>(N, -10000.0f, 10000.0f);
  auto b = random<float>(N, -10000.0f, 10000.0f);
  auto n = random<int32_t>(N);
  for (size_t i = 0; i < N; i += 13)
    b[i] = a[i];
  diff("float_ops.cl", "float_ops",
       {in(a), in(b), in(n), out(N * 8 * 4), out(N * 6 * 4)},
       NDRange::linear(N, 64));
}

TEST_F(PoclDiff, Vectors) {
  constexpr size_t N = 2048;
  auto a = random<int32_t>(N * 4, -1000, 1000);
  auto b = random<int32_t>(N * 4, -1000, 1000);
  auto f = random<float>(N * 4, -100.0f, 100.0f);
  diff("vectors.cl", "vectors",
       {in(a), in(b), in(f), out(N * 6 * 16), out(N * 2 * 16)},
       NDRange::linear(N, 32));
}

TEST_F(PoclDiff, VectorData) {
  constexpr size_t N = 1024;
  auto f = random<float>(17 * N + 16, -100.0f, 100.0f);
  auto u = random<uint8_t>(16 * N + 16);
  auto h = random<uint16_t>(4 * N + 4);
  for (uint16_t &x : h)
    if ((x & 0x7c00) == 0x7c00)
      x &= 0xbfff; // no infinities or NaNs: their payloads may differ
  diff("vector_data.cl", "vector_data",
       {in(f), in(u), in(h), out((19 * N + 8) * 4), out(18 * N + 4),
        out(10 * N * 2), out(8 * N * 4)},
       NDRange::linear(N, 64));
}

TEST_F(PoclDiff, Structs) {
  struct Item {
    int8_t c;
    int32_t i;
    float f;
    int16_t s;
  };
  struct Params {
    int32_t scale;
    int8_t bias;
    float factor;
  };
  static_assert(sizeof(Item) == 16 && sizeof(Params) == 12, "C layout");
  constexpr size_t N = 2048;
  auto ints = random<int32_t>(N * 3, -30000, 30000);
  auto floats = random<float>(N, -1000.0f, 1000.0f);
  std::vector<Item> items(N);
  for (size_t g = 0; g < N; ++g) {
    std::memset(&items[g], 0, sizeof(Item));
    items[g] = {int8_t(ints[3 * g]), ints[3 * g + 1], floats[g],
                int16_t(ints[3 * g + 2])};
  }
  Params p;
  std::memset(&p, 0, sizeof p);
  p.scale = -3;
  p.bias = 100;
  p.factor = 0.375f;
  diff("structs.cl", "structs",
       {in(items), value(p), out(N * 3 * 4), out(N * 4)},
       NDRange::linear(N, 64));
}

TEST_F(PoclDiff, ControlFlow) {
  constexpr size_t N = 4096;
  auto x = random<int32_t>(N, -1000, 1000);
  diff("control.cl", "control", {in(x), out(N * 3 * 4)},
       NDRange::linear(N, 64));
}

TEST_F(PoclDiff, WorkItemFunctions) {
  struct Case {
    uint32_t dims;
    std::array<uint64_t, 3> global, local, offset;
  };
  const Case cases[] = {{1, {256, 1, 1}, {32, 1, 1}, {5, 0, 0}},
                        {2, {24, 10, 1}, {8, 5, 1}, {3, 1, 0}},
                        {3, {8, 6, 4}, {4, 3, 2}, {1, 2, 3}}};
  for (const Case &c : cases) {
    SCOPED_TRACE(std::to_string(c.dims) + "-D");
    NDRange r;
    r.dims = c.dims;
    r.global = c.global;
    r.local = c.local;
    r.offset = c.offset;
    size_t total = c.global[0] * c.global[1] * c.global[2];
    diff("workitem.cl", "workitem", {out(total * 22 * 4)}, r);
  }
}

TEST_F(PoclDiff, AsyncCopies) {
  constexpr size_t Groups = 16;
  auto x = random<int32_t>(Groups * 64 + 2, -30000, 30000);
  diff("async_copy.cl", "async_stencil", {in(x), out(Groups * 64 * 4)},
       NDRange::linear(Groups * 32, 32));

  constexpr uint32_t Rows = 50, Cols = 32;
  auto m = random<float>(Rows * Cols * 4, -1000.0f, 1000.0f);
  diff("async_copy.cl", "async_gather",
       {in(m), out(Rows * Cols * 16), out(Rows * Cols * 16), value(Rows),
        value(Cols)},
       NDRange::linear(Cols * 16, 16));

  auto bytes = random<uint8_t>(Groups * 456);
  diff("async_copy.cl", "async_bytes", {in(bytes), out(Groups * 456)},
       NDRange::linear(Groups * 64, 64));
}

} // namespace
} // namespace vkcl::e2e
