// Programs: building from source (several strings, options, failures with
// clang's file:line:col in the log), the build queries, binaries through
// clCreateProgramWithBinary, clCompileProgram + clLinkProgram of one unit
// with an embedded header, and the errors the spec lists.
#include "ClFixture.h"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <regex>
#include <thread>
#include <unistd.h>

namespace vkcl::cltest {
namespace {

const char *ScaleSource = R"(
kernel void scale(global const float *in, global float *out, float k) {
  size_t i = get_global_id(0);
  out[i] = in[i] * k;
}
kernel void fill(global uint *out, uint v) { out[get_global_id(0)] = v; }
)";

class Program : public ClTest {
protected:
  ClProgram fromSource(const std::string &source) {
    const char *text = source.c_str();
    cl_int err = CL_SUCCESS;
    ClProgram p(clCreateProgramWithSource(context_, 1, &text, nullptr, &err));
    EXPECT_CL(err);
    return p;
  }
  std::string buildLog(cl_program p) {
    size_t size = 0;
    EXPECT_CL(clGetProgramBuildInfo(p, device_, CL_PROGRAM_BUILD_LOG, 0,
                                    nullptr, &size));
    std::string log(size, '\0');
    EXPECT_CL(clGetProgramBuildInfo(p, device_, CL_PROGRAM_BUILD_LOG, size,
                                    log.data(), nullptr));
    return log.c_str();
  }
  cl_build_status status(cl_program p) {
    cl_build_status s = 1;
    EXPECT_CL(clGetProgramBuildInfo(p, device_, CL_PROGRAM_BUILD_STATUS,
                                    sizeof(s), &s, nullptr));
    return s;
  }
  std::string programString(cl_program p, cl_program_info param) {
    size_t size = 0;
    EXPECT_CL(clGetProgramInfo(p, param, 0, nullptr, &size));
    std::string text(size, '\0');
    EXPECT_CL(clGetProgramInfo(p, param, size, text.data(), nullptr));
    return text.c_str();
  }
  /// Runs `fill` from `p` and returns the 16 values it wrote.
  std::vector<uint32_t> runFill(cl_program p, uint32_t v) {
    cl_int err = CL_SUCCESS;
    ClKernel k(clCreateKernel(p, "fill", &err));
    EXPECT_CL(err);
    if (!k)
      return {};
    ClMem out = poisoned<uint32_t>(16);
    setArg(k, 0, out.get());
    setArg(k, 1, v);
    run1D(k, 16);
    return read<uint32_t>(out, 16);
  }
  /// The value a one-work-item kernel `probe(global int *out)` stores.
  int probe(const std::string &source, const std::string &options) {
    ClKernel k = kernel(source, "probe", options);
    if (!k)
      return -1;
    ClMem out = poisoned<int>(1);
    setArg(k, 0, out.get());
    run1D(k, 1);
    return read<int>(out, 1)[0];
  }
};

TEST_F(Program, BuildFromSourceAndQueries) {
  ClProgram p = fromSource(ScaleSource);
  ASSERT_TRUE(p);
  EXPECT_EQ(cl_build_status(CL_BUILD_NONE), status(p));
  size_t n = 0;
  EXPECT_CL_ERR(
      CL_INVALID_PROGRAM_EXECUTABLE,
      clGetProgramInfo(p, CL_PROGRAM_NUM_KERNELS, sizeof(n), &n, nullptr));
  ASSERT_CL(clBuildProgram(p, 1, &device_, "-DUNUSED=1", nullptr, nullptr));
  EXPECT_EQ(cl_build_status(CL_BUILD_SUCCESS), status(p));
  ASSERT_CL(
      clGetProgramInfo(p, CL_PROGRAM_NUM_KERNELS, sizeof(n), &n, nullptr));
  EXPECT_EQ(2u, n);
  std::string names = programString(p, CL_PROGRAM_KERNEL_NAMES);
  EXPECT_TRUE(names == "scale;fill" || names == "fill;scale") << names;
  EXPECT_EQ(ScaleSource, programString(p, CL_PROGRAM_SOURCE));
  size_t size = 0;
  ASSERT_CL(clGetProgramBuildInfo(p, device_, CL_PROGRAM_BUILD_OPTIONS, 0,
                                  nullptr, &size));
  std::string options(size, '\0');
  ASSERT_CL(clGetProgramBuildInfo(p, device_, CL_PROGRAM_BUILD_OPTIONS, size,
                                  options.data(), nullptr));
  EXPECT_STREQ("-DUNUSED=1", options.c_str());
  cl_program_binary_type type = 0;
  ASSERT_CL(clGetProgramBuildInfo(p, device_, CL_PROGRAM_BINARY_TYPE,
                                  sizeof(type), &type, nullptr));
  EXPECT_EQ(cl_program_binary_type(CL_PROGRAM_BINARY_TYPE_EXECUTABLE), type);
  cl_uint devices = 0;
  ASSERT_CL(clGetProgramInfo(p, CL_PROGRAM_NUM_DEVICES, sizeof(devices),
                             &devices, nullptr));
  EXPECT_EQ(1u, devices);
  cl_device_id d = nullptr;
  ASSERT_CL(clGetProgramInfo(p, CL_PROGRAM_DEVICES, sizeof(d), &d, nullptr));
  EXPECT_EQ(device_, d);
  cl_context c = nullptr;
  ASSERT_CL(clGetProgramInfo(p, CL_PROGRAM_CONTEXT, sizeof(c), &c, nullptr));
  EXPECT_EQ(context_.get(), c);
  cl_uint refs = 0;
  ASSERT_CL(clGetProgramInfo(p, CL_PROGRAM_REFERENCE_COUNT, sizeof(refs), &refs,
                             nullptr));
  EXPECT_EQ(1u, refs);
  EXPECT_EQ(std::vector<uint32_t>(16, 9u), runFill(p, 9));
}

TEST_F(Program, SeveralSourceStringsWithLengths) {
  const char *parts[] = {"kernel void fill(global uint *out, uint v) ",
                         "{ out[get_global_id(0)] = v; }garbage", "\n"};
  // 0: NUL-terminated; the second string is cut before "garbage".
  const size_t lengths[] = {0, std::strlen(parts[1]) - 7, 0};
  cl_int err = CL_SUCCESS;
  ClProgram p(clCreateProgramWithSource(context_, 3, parts, lengths, &err));
  ASSERT_CL(err);
  EXPECT_EQ(std::string(parts[0]) + "{ out[get_global_id(0)] = v; }\n",
            programString(p, CL_PROGRAM_SOURCE));
  ASSERT_CL(clBuildProgram(p, 0, nullptr, nullptr, nullptr, nullptr));
  EXPECT_EQ(std::vector<uint32_t>(16, 4u), runFill(p, 4));
}

TEST_F(Program, BuildFailureLogHasClangLocation) {
  ClProgram p = fromSource("kernel void broken(global int *out) {\n"
                           "  out[0] = 1;\n"
                           "  out[1] = undeclared_name;\n"
                           "}\n");
  ASSERT_TRUE(p);
  EXPECT_CL_ERR(CL_BUILD_PROGRAM_FAILURE,
                clBuildProgram(p, 1, &device_, nullptr, nullptr, nullptr));
  EXPECT_EQ(cl_build_status(CL_BUILD_ERROR), status(p));
  std::string log = buildLog(p);
  EXPECT_TRUE(std::regex_search(log, std::regex(":3:[0-9]+: error: ")))
      << "log:\n"
      << log;
  EXPECT_NE(std::string::npos, log.find("undeclared_name")) << log;
  cl_int err = CL_SUCCESS;
  ClKernel k(clCreateKernel(p, "broken", &err));
  EXPECT_CL_ERR(CL_INVALID_PROGRAM_EXECUTABLE, err);
  // A failed build leaves the context usable.
  EXPECT_TRUE(build("kernel void fine(global int *out) { out[0] = 1; }"));
}

TEST_F(Program, DefineOptions) {
  const char *source = R"(
kernel void probe(global int *out) {
#if defined(FLAG) && FLAG == 1
  out[0] = VALUE + OTHER;
#else
  out[0] = -2;
#endif
})";
  EXPECT_EQ(12, probe(source, "-DFLAG -DVALUE=5 -D OTHER=7"));
  EXPECT_EQ(-2, probe(source, "-DFLAG=0 -DVALUE=5 -D OTHER=7"));
}

TEST_F(Program, IncludeDirectoryOption) {
  char dir[] = "/tmp/vkcl-cl-include-XXXXXX";
  ASSERT_NE(nullptr, mkdtemp(dir));
  std::string header = std::string(dir) + "/probe_value.h";
  std::ofstream(header) << "#define PROBE_VALUE 31\n";
  const char *source = "#include \"probe_value.h\"\n"
                       "kernel void probe(global int *out) {\n"
                       "  out[0] = PROBE_VALUE;\n"
                       "}\n";
  EXPECT_EQ(31, probe(source, std::string("-I ") + dir));
  EXPECT_EQ(31, probe(source, std::string("-I") + dir));
  ClProgram missing = fromSource(source);
  EXPECT_CL_ERR(CL_BUILD_PROGRAM_FAILURE,
                clBuildProgram(missing, 1, &device_, nullptr, nullptr, nullptr))
      << "header found without -I";
  std::remove(header.c_str());
  rmdir(dir);
}

TEST_F(Program, WarningOptions) {
  const char *source = "#warning vkcl_test_warning\n"
                       "kernel void probe(global int *out) { out[0] = 3; }\n";
  ClProgram plain = fromSource(source);
  ASSERT_CL(clBuildProgram(plain, 1, &device_, nullptr, nullptr, nullptr));
  EXPECT_NE(std::string::npos, buildLog(plain).find("vkcl_test_warning"))
      << "warnings belong in the build log";
  ClProgram werror = fromSource(source);
  EXPECT_CL_ERR(
      CL_BUILD_PROGRAM_FAILURE,
      clBuildProgram(werror, 1, &device_, "-Werror", nullptr, nullptr));
  EXPECT_NE(std::string::npos, buildLog(werror).find("vkcl_test_warning"));
  ClProgram quiet = fromSource(source);
  ASSERT_CL(clBuildProgram(quiet, 1, &device_, "-w", nullptr, nullptr));
  EXPECT_EQ(std::string::npos, buildLog(quiet).find("vkcl_test_warning"))
      << buildLog(quiet);
}

TEST_F(Program, LanguageVersionOptions) {
  const char *source = "kernel void probe(global int *out) {\n"
                       "  out[0] = __OPENCL_C_VERSION__;\n"
                       "}\n";
  EXPECT_EQ(110, probe(source, "-cl-std=CL1.1"));
  EXPECT_EQ(120, probe(source, "-cl-std=CL1.2"));
  EXPECT_EQ(120, probe(source, "")) << "OpenCL C 1.2 without -cl-std";
}

TEST_F(Program, InvalidBuildOptions) {
  for (const char *bad : {"-cl-std=CL9.9", "-no-such-option", "-D", "-I"}) {
    ClProgram p = fromSource(ScaleSource);
    EXPECT_CL_ERR(CL_INVALID_BUILD_OPTIONS,
                  clBuildProgram(p, 1, &device_, bad, nullptr, nullptr))
        << bad;
  }
}

TEST_F(Program, BinaryRoundTrip) {
  ClProgram p = build(ScaleSource);
  ASSERT_TRUE(p);
  size_t size = 0;
  ASSERT_CL(clGetProgramInfo(p, CL_PROGRAM_BINARY_SIZES, sizeof(size), &size,
                             nullptr));
  ASSERT_GT(size, 0u);
  std::vector<unsigned char> binary(size);
  unsigned char *binaries[] = {binary.data()};
  ASSERT_CL(clGetProgramInfo(p, CL_PROGRAM_BINARIES, sizeof(binaries), binaries,
                             nullptr));
  const unsigned char *in[] = {binary.data()};
  cl_int status = 1, err = CL_SUCCESS;
  ClProgram loaded(clCreateProgramWithBinary(context_, 1, &device_, &size, in,
                                             &status, &err));
  ASSERT_CL(err);
  EXPECT_CL(status);
  ASSERT_CL(clBuildProgram(loaded, 1, &device_, nullptr, nullptr, nullptr));
  EXPECT_EQ(std::vector<uint32_t>(16, 77u), runFill(loaded, 77));
  // The binary of the loaded program is the same binary.
  size_t again = 0;
  ASSERT_CL(clGetProgramInfo(loaded, CL_PROGRAM_BINARY_SIZES, sizeof(again),
                             &again, nullptr));
  EXPECT_EQ(size, again);
}

TEST_F(Program, InvalidBinaries) {
  std::vector<unsigned char> junk = randomBytes(256, 5);
  const unsigned char *in[] = {junk.data()};
  size_t size = junk.size();
  cl_int status = 1, err = CL_SUCCESS;
  ClProgram p(clCreateProgramWithBinary(context_, 1, &device_, &size, in,
                                        &status, &err));
  EXPECT_CL_ERR(CL_INVALID_BINARY, err);
  EXPECT_CL_ERR(CL_INVALID_BINARY, status);
  size_t zero = 0;
  p.reset(clCreateProgramWithBinary(context_, 1, &device_, &zero, in, &status,
                                    &err));
  EXPECT_CL_ERR(CL_INVALID_VALUE, err) << "length 0";
  const unsigned char *none[] = {nullptr};
  p.reset(clCreateProgramWithBinary(context_, 1, &device_, &size, none, &status,
                                    &err));
  EXPECT_CL_ERR(CL_INVALID_VALUE, err) << "NULL binary";
  p.reset(clCreateProgramWithBinary(context_, 0, &device_, &size, in, &status,
                                    &err));
  EXPECT_CL_ERR(CL_INVALID_VALUE, err) << "no devices";
}

TEST_F(Program, CompileAndLinkOneUnitWithHeader) {
  const char *headerText = "#define FILL_EXTRA 1000u\n";
  const char *source = "#include \"extra.h\"\n"
                       "kernel void fill(global uint *out, uint v) {\n"
                       "  out[get_global_id(0)] = v + FILL_EXTRA;\n"
                       "}\n";
  cl_int err = CL_SUCCESS;
  ClProgram header(
      clCreateProgramWithSource(context_, 1, &headerText, nullptr, &err));
  ASSERT_CL(err);
  ClProgram unit = fromSource(source);
  cl_program headers[] = {header};
  const char *names[] = {"extra.h"};
  ASSERT_CL(clCompileProgram(unit, 1, &device_, nullptr, 1, headers, names,
                             nullptr, nullptr));
  cl_program_binary_type type = 0;
  ASSERT_CL(clGetProgramBuildInfo(unit, device_, CL_PROGRAM_BINARY_TYPE,
                                  sizeof(type), &type, nullptr));
  EXPECT_EQ(cl_program_binary_type(CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT),
            type);
  cl_program units[] = {unit};
  ClProgram linked(clLinkProgram(context_, 1, &device_, nullptr, 1, units,
                                 nullptr, nullptr, &err));
  ASSERT_CL(err);
  EXPECT_EQ(cl_build_status(CL_BUILD_SUCCESS), status(linked));
  ASSERT_CL(clGetProgramBuildInfo(linked, device_, CL_PROGRAM_BINARY_TYPE,
                                  sizeof(type), &type, nullptr));
  EXPECT_EQ(cl_program_binary_type(CL_PROGRAM_BINARY_TYPE_EXECUTABLE), type);
  EXPECT_EQ(std::vector<uint32_t>(16, 1005u), runFill(linked, 5));
  // A compile error is CL_COMPILE_PROGRAM_FAILURE.
  ClProgram bad = fromSource("kernel void k() { undeclared(); }");
  EXPECT_CL_ERR(CL_COMPILE_PROGRAM_FAILURE,
                clCompileProgram(bad, 1, &device_, nullptr, 0, nullptr, nullptr,
                                 nullptr, nullptr));
}

TEST_F(Program, BuildNotifyIsCalled) {
  ClProgram p = fromSource(ScaleSource);
  struct Done {
    std::atomic<int> calls{0};
    std::atomic<cl_program> program{nullptr};
  };
  static Done done; // outlives a late callback
  done.calls = 0;
  auto notify = [](cl_program program, void *data) {
    auto *d = static_cast<Done *>(data);
    d->program = program;
    d->calls++;
  };
  cl_int err = clBuildProgram(p, 1, &device_, nullptr, notify, &done);
  ASSERT_CL(err);
  for (int i = 0; i < 3000 && done.calls == 0; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  EXPECT_EQ(1, done.calls.load());
  EXPECT_EQ(p.get(), done.program.load());
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clBuildProgram(p, 1, &device_, nullptr, nullptr, &done))
      << "user_data without pfn_notify";
}

TEST_F(Program, RebuildWithKernelsAttachedIsRefused) {
  ClProgram p = build(ScaleSource);
  ASSERT_TRUE(p);
  cl_int err = CL_SUCCESS;
  ClKernel k(clCreateKernel(p, "fill", &err));
  ASSERT_CL(err);
  EXPECT_CL_ERR(CL_INVALID_OPERATION,
                clBuildProgram(p, 1, &device_, nullptr, nullptr, nullptr));
  k.reset();
  EXPECT_CL(clBuildProgram(p, 1, &device_, nullptr, nullptr, nullptr));
}

TEST_F(Program, KernelsInProgram) {
  ClProgram p = build(ScaleSource);
  ASSERT_TRUE(p);
  cl_uint n = 0;
  ASSERT_CL(clCreateKernelsInProgram(p, 0, nullptr, &n));
  ASSERT_EQ(2u, n);
  cl_kernel kernels[2] = {};
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clCreateKernelsInProgram(p, 1, kernels, nullptr));
  ASSERT_CL(clCreateKernelsInProgram(p, 2, kernels, nullptr));
  std::vector<std::string> names;
  for (cl_kernel k : kernels) {
    char name[64] = {};
    EXPECT_CL(clGetKernelInfo(k, CL_KERNEL_FUNCTION_NAME, sizeof(name), name,
                              nullptr));
    names.push_back(name);
    EXPECT_CL(clReleaseKernel(k));
  }
  std::sort(names.begin(), names.end());
  EXPECT_EQ((std::vector<std::string>{"fill", "scale"}), names);
  cl_int err = CL_SUCCESS;
  ClKernel none(clCreateKernel(p, "no_such_kernel", &err));
  EXPECT_CL_ERR(CL_INVALID_KERNEL_NAME, err);
  ClKernel null(clCreateKernel(p, nullptr, &err));
  EXPECT_CL_ERR(CL_INVALID_VALUE, err);
}

TEST_F(Program, SourceErrors) {
  cl_int err = CL_SUCCESS;
  const char *text = ScaleSource;
  ClProgram p(clCreateProgramWithSource(context_, 0, &text, nullptr, &err));
  EXPECT_CL_ERR(CL_INVALID_VALUE, err);
  p.reset(clCreateProgramWithSource(context_, 1, nullptr, nullptr, &err));
  EXPECT_CL_ERR(CL_INVALID_VALUE, err);
  const char *withNull[] = {ScaleSource, nullptr};
  p.reset(clCreateProgramWithSource(context_, 2, withNull, nullptr, &err));
  EXPECT_CL_ERR(CL_INVALID_VALUE, err);
}

TEST_F(Program, IntermediateLanguageOnlyWhereReported) {
  std::string ils = deviceString(device_, CL_DEVICE_IL_VERSION);
  if (!ils.empty())
    GTEST_SKIP() << "device takes " << ils;
  uint32_t word = 0x07230203;
  cl_int err = CL_SUCCESS;
  ClProgram p(clCreateProgramWithIL(context_, &word, sizeof(word), &err));
  EXPECT_CL_ERR(CL_INVALID_OPERATION, err);
}

TEST_F(Program, ReferenceCount) {
  ClProgram p = fromSource(ScaleSource);
  cl_uint refs = 0;
  ASSERT_CL(clRetainProgram(p));
  ASSERT_CL(clGetProgramInfo(p, CL_PROGRAM_REFERENCE_COUNT, sizeof(refs), &refs,
                             nullptr));
  EXPECT_EQ(2u, refs);
  ASSERT_CL(clReleaseProgram(p));
}

} // namespace
} // namespace vkcl::cltest
