// Compiling and linking beyond one unit built from source: compiled objects
// and libraries as binaries, headers in directories, link options, what
// several units give (an executable, a library, and link failures with a
// log saying why), unknown and misplaced build options,
// -cl-fp32-correctly-rounded-divide-sqrt, and the argument and query errors
// of kernels that ProgramTest and KernelTest leave out.
#include "ClFixture.h"

#include <cmath>

namespace vkcl::cltest {
namespace {

const char *FillSource = R"(
kernel void fill(global uint *out, uint v) { out[get_global_id(0)] = v; }
)";

class ProgramBuild : public ClTest {
protected:
  ClProgram fromSource(const std::string &source) {
    const char *text = source.c_str();
    cl_int err = CL_SUCCESS;
    ClProgram p(clCreateProgramWithSource(context_, 1, &text, nullptr, &err));
    EXPECT_CL(err);
    return p;
  }
  /// clCompileProgram of `source` with no headers.
  ClProgram compiled(const std::string &source, const char *options = nullptr) {
    ClProgram p = fromSource(source);
    EXPECT_CL(clCompileProgram(p, 1, &device_, options, 0, nullptr, nullptr,
                               nullptr, nullptr));
    return p;
  }
  ClProgram link(std::vector<cl_program> inputs, const char *options,
                 cl_int expected) {
    cl_int err = CL_SUCCESS;
    ClProgram p(clLinkProgram(context_, 1, &device_, options,
                              cl_uint(inputs.size()), inputs.data(), nullptr,
                              nullptr, &err));
    EXPECT_CL_ERR(expected, err);
    return p;
  }
  std::string buildString(cl_program p, cl_program_build_info param) {
    size_t size = 0;
    EXPECT_CL(clGetProgramBuildInfo(p, device_, param, 0, nullptr, &size));
    std::string text(size, '\0');
    EXPECT_CL(
        clGetProgramBuildInfo(p, device_, param, size, text.data(), nullptr));
    return text.c_str();
  }
  cl_program_binary_type binaryType(cl_program p) {
    cl_program_binary_type type = 0;
    EXPECT_CL(clGetProgramBuildInfo(p, device_, CL_PROGRAM_BINARY_TYPE,
                                    sizeof(type), &type, nullptr));
    return type;
  }
  std::vector<unsigned char> binaryOf(cl_program p) {
    size_t size = 0;
    EXPECT_CL(clGetProgramInfo(p, CL_PROGRAM_BINARY_SIZES, sizeof(size), &size,
                               nullptr));
    std::vector<unsigned char> binary(size);
    unsigned char *out[] = {binary.data()};
    EXPECT_CL(
        clGetProgramInfo(p, CL_PROGRAM_BINARIES, sizeof(out), out, nullptr));
    return binary;
  }
  ClProgram fromBinary(const std::vector<unsigned char> &binary) {
    const unsigned char *in[] = {binary.data()};
    size_t size = binary.size();
    cl_int status = 1, err = CL_SUCCESS;
    ClProgram p(clCreateProgramWithBinary(context_, 1, &device_, &size, in,
                                          &status, &err));
    EXPECT_CL(err);
    EXPECT_CL(status);
    return p;
  }
  std::vector<uint32_t> runFill(cl_program p, uint32_t v) {
    cl_int err = CL_SUCCESS;
    ClKernel k(clCreateKernel(p, "fill", &err));
    EXPECT_CL(err);
    if (!k)
      return {};
    ClMem out = poisoned<uint32_t>(8);
    setArg(k, 0, out.get());
    setArg(k, 1, v);
    run1D(k, 8);
    return read<uint32_t>(out, 8);
  }
};

TEST_F(ProgramBuild, CompiledObjectIsNoExecutable) {
  ClProgram unit = compiled(FillSource);
  EXPECT_EQ(cl_program_binary_type(CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT),
            binaryType(unit));
  size_t count = 0;
  EXPECT_CL_ERR(CL_INVALID_PROGRAM_EXECUTABLE,
                clGetProgramInfo(unit, CL_PROGRAM_NUM_KERNELS, sizeof(count),
                                 &count, nullptr));
  cl_int err = CL_SUCCESS;
  ClKernel k(clCreateKernel(unit, "fill", &err));
  EXPECT_CL_ERR(CL_INVALID_PROGRAM_EXECUTABLE, err);
}

TEST_F(ProgramBuild, CompiledObjectBinaryRoundTrip) {
  ClProgram unit = compiled(FillSource, "-DUNUSED=1");
  ClProgram loaded = fromBinary(binaryOf(unit));
  ASSERT_TRUE(loaded);
  EXPECT_EQ(cl_program_binary_type(CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT),
            binaryType(loaded));
  ClProgram exe = link({loaded.get()}, nullptr, CL_SUCCESS);
  ASSERT_TRUE(exe);
  EXPECT_EQ(std::vector<uint32_t>(8, 9u), runFill(exe, 9));
  // clBuildProgram links a compiled object's binary too.
  ClProgram again = fromBinary(binaryOf(unit));
  ASSERT_CL(clBuildProgram(again, 1, &device_, nullptr, nullptr, nullptr));
  EXPECT_EQ(std::vector<uint32_t>(8, 4u), runFill(again, 4));
}

TEST_F(ProgramBuild, HeadersInDirectories) {
  const char *innerText = "#define INNER 20u\n";
  const char *outerText = "#include \"inner.h\"\n#define OUTER (INNER + 3u)\n";
  cl_int err = CL_SUCCESS;
  ClProgram inner(
      clCreateProgramWithSource(context_, 1, &innerText, nullptr, &err));
  ClProgram outer(
      clCreateProgramWithSource(context_, 1, &outerText, nullptr, &err));
  ClProgram unit = fromSource("#include \"lib/outer.h\"\n"
                              "kernel void fill(global uint *out, uint v) {\n"
                              "  out[get_global_id(0)] = v + OUTER;\n"
                              "}\n");
  cl_program headers[] = {inner, outer};
  const char *names[] = {"lib/inner.h", "lib/outer.h"};
  ASSERT_CL(clCompileProgram(unit, 1, &device_, nullptr, 2, headers, names,
                             nullptr, nullptr));
  // The headers travel with the compiled object's binary.
  ClProgram loaded = fromBinary(binaryOf(unit));
  ClProgram exe = link({loaded.get()}, nullptr, CL_SUCCESS);
  EXPECT_EQ(std::vector<uint32_t>(8, 24u), runFill(exe, 1));
  const char *escape[] = {"../outer.h"};
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clCompileProgram(unit, 1, &device_, nullptr, 1, headers, escape,
                                 nullptr, nullptr));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clCompileProgram(unit, 1, &device_, nullptr, 1, nullptr, names,
                                 nullptr, nullptr));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clCompileProgram(unit, 1, &device_, nullptr, 0, headers,
                                 nullptr, nullptr, nullptr));
}

TEST_F(ProgramBuild, SeveralUnits) {
  // A kernel calling a function and reading a variable of another unit;
  // each unit has its own static `twice` and macro K.
  ClProgram a = compiled("#define K 10u\n"
                         "uint helper(uint x);\n"
                         "extern global uint base;\n"
                         "static uint twice(uint x) { return 2u * x; }\n"
                         "kernel void fill(global uint *out, uint v) {\n"
                         "  out[get_global_id(0)] = helper(v) + twice(K) + "
                         "base;\n"
                         "}\n",
                         "-cl-std=CL2.0");
  ClProgram b = compiled("#define K 100u\n"
                         "global uint base = 7000u;\n"
                         "static uint twice(uint x) { return 3u * x; }\n"
                         "uint helper(uint x) { return twice(x) + K; }\n"
                         "kernel void other(global uint *out) {\n"
                         "  out[0] = twice(3u);\n"
                         "}\n",
                         "-cl-std=CL2.0");
  // helper(6) = 118, twice(10) = 20, base = 7000.
  ClProgram exe = link({a.get(), b.get()}, nullptr, CL_SUCCESS);
  ASSERT_TRUE(exe);
  EXPECT_EQ(std::vector<uint32_t>(8, 7138u), runFill(exe, 6));
  size_t size = 0;
  ASSERT_CL(clGetProgramInfo(exe, CL_PROGRAM_KERNEL_NAMES, 0, nullptr, &size));
  std::string names(size, '\0');
  ASSERT_CL(clGetProgramInfo(exe, CL_PROGRAM_KERNEL_NAMES, size, names.data(),
                             nullptr));
  EXPECT_STREQ("fill;other", names.c_str());

  // A library of both, read back from its binary, links the same.
  ClProgram library = link({a.get(), b.get()}, "-create-library", CL_SUCCESS);
  ASSERT_TRUE(library);
  EXPECT_EQ(cl_program_binary_type(CL_PROGRAM_BINARY_TYPE_LIBRARY),
            binaryType(library));
  ClProgram loaded = fromBinary(binaryOf(library));
  EXPECT_EQ(cl_program_binary_type(CL_PROGRAM_BINARY_TYPE_LIBRARY),
            binaryType(loaded));
  ClProgram fromLibrary = link({loaded.get()}, nullptr, CL_SUCCESS);
  EXPECT_EQ(std::vector<uint32_t>(8, 7141u), runFill(fromLibrary, 7));

  // A symbol defined twice fails the link with a program whose log says
  // which and where.
  ClProgram again = compiled("uint helper(uint x) { return x; }\n");
  ClProgram clash =
      link({a.get(), b.get(), again.get()}, nullptr, CL_LINK_PROGRAM_FAILURE);
  ASSERT_TRUE(clash);
  std::string log = buildString(clash, CL_PROGRAM_BUILD_LOG);
  EXPECT_NE(std::string::npos,
            log.find("input3.cl:1:6: error: 'helper' is defined in more than "
                     "one compilation unit of the program (also at "
                     "input2.cl:4)"))
      << log;
  cl_build_status status = CL_BUILD_SUCCESS;
  EXPECT_CL(clGetProgramBuildInfo(clash, device_, CL_PROGRAM_BUILD_STATUS,
                                  sizeof(status), &status, nullptr));
  EXPECT_EQ(cl_build_status(CL_BUILD_ERROR), status);
  // So does a function no unit defines.
  ClProgram missing = link({a.get()}, nullptr, CL_LINK_PROGRAM_FAILURE);
  ASSERT_TRUE(missing);
  log = buildString(missing, CL_PROGRAM_BUILD_LOG);
  EXPECT_NE(std::string::npos,
            log.find("error: 'helper' is declared but defined in no "
                     "compilation unit of the program"))
      << log;
  // A library of one unit links like the unit.
  ClProgram plain = compiled(FillSource);
  ClProgram single = link({plain.get()}, "-create-library", CL_SUCCESS);
  ClProgram fromSingle = link({single.get()}, nullptr, CL_SUCCESS);
  EXPECT_EQ(std::vector<uint32_t>(8, 6u), runFill(fromSingle, 6));
}

// A program without kernels (helpers only, or nothing at all) builds, as
// OpenCL allows, with no kernels to create; its binary loads the same way,
// and a compiled unit of helpers links into one too.
TEST_F(ProgramBuild, ProgramsWithoutKernels) {
  for (const char *source : {"int helper(int x) { return x + 1; }\n", " "}) {
    ClProgram p = fromSource(source);
    ASSERT_CL(clBuildProgram(p, 1, &device_, nullptr, nullptr, nullptr));
    EXPECT_NE(std::string::npos,
              buildString(p, CL_PROGRAM_BUILD_LOG).find("no kernel"))
        << buildString(p, CL_PROGRAM_BUILD_LOG);
    ClProgram loaded = fromBinary(binaryOf(p));
    ASSERT_CL(clBuildProgram(loaded, 1, &device_, nullptr, nullptr, nullptr));
    for (cl_program program : {p.get(), loaded.get()}) {
      size_t count = 99;
      EXPECT_CL(clGetProgramInfo(program, CL_PROGRAM_NUM_KERNELS, sizeof(count),
                                 &count, nullptr));
      EXPECT_EQ(0u, count);
      char names[8] = "x";
      EXPECT_CL(clGetProgramInfo(program, CL_PROGRAM_KERNEL_NAMES,
                                 sizeof(names), names, nullptr));
      EXPECT_STREQ("", names);
      cl_uint n = 99;
      EXPECT_CL(clCreateKernelsInProgram(program, 0, nullptr, &n));
      EXPECT_EQ(0u, n);
      cl_int err = CL_SUCCESS;
      ClKernel k(clCreateKernel(program, "helper", &err));
      EXPECT_CL_ERR(CL_INVALID_KERNEL_NAME, err);
      ClKernel placeholder(clCreateKernel(program, "vkcl.no_kernel", &err));
      EXPECT_CL_ERR(CL_INVALID_KERNEL_NAME, err);
    }
  }
  ClProgram helpers = compiled("int helper(int x) { return x + 1; }\n");
  ClProgram exe = link({helpers.get()}, nullptr, CL_SUCCESS);
  size_t count = 99;
  EXPECT_CL(clGetProgramInfo(exe, CL_PROGRAM_NUM_KERNELS, sizeof(count), &count,
                             nullptr));
  EXPECT_EQ(0u, count);
}

// Program-scope __global variables (OpenCL C 3.0 feature): the build
// reports their bytes, and they keep their values between enqueues.
TEST_F(ProgramBuild, ProgramScopeGlobalVariables) {
  ClProgram p = build(R"(
global uint total = 1000;
global uint history[9];
constant uint increment = 2;
kernel void fill(global uint *out, uint v) {
  history[get_global_id(0)] = atomic_add(&total, increment);
  out[get_global_id(0)] = v;
}
kernel void count(global uint *out) { out[0] = total; })",
                      "-cl-std=CL3.0");
  ASSERT_TRUE(p);
  size_t bytes = 0;
  EXPECT_CL(clGetProgramBuildInfo(p, device_,
                                  CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE,
                                  sizeof(bytes), &bytes, nullptr));
  EXPECT_EQ(40u, bytes); // total and history; the __constant increment is not
  EXPECT_EQ(std::vector<uint32_t>(8, 5u), runFill(p, 5));
  EXPECT_EQ(std::vector<uint32_t>(8, 6u), runFill(p, 6));
  cl_int err = CL_SUCCESS;
  ClKernel k(clCreateKernel(p, "count", &err));
  ASSERT_CL(err);
  ClMem out = poisoned<uint32_t>(1);
  setArg(k, 0, out.get());
  run1D(k, 1);
  // Two enqueues of 8 work-items added 2 each.
  EXPECT_EQ(std::vector<uint32_t>(1, 1032u), read<uint32_t>(out, 1));
  size_t max = 0;
  EXPECT_CL(clGetDeviceInfo(device_, CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE,
                            sizeof(max), &max, nullptr));
  EXPECT_GE(max, size_t(64) << 10); // the spec's minimum when supported
}

TEST_F(ProgramBuild, LinkOptions) {
  ClProgram unit = compiled(R"(
kernel void fill(global uint *out, uint v) {
#ifdef __FAST_RELAXED_MATH__
  out[get_global_id(0)] = v + 100u;
#else
  out[get_global_id(0)] = v;
#endif
})");
  ClProgram fast = link({unit.get()}, "-cl-fast-relaxed-math", CL_SUCCESS);
  EXPECT_EQ(std::vector<uint32_t>(8, 101u), runFill(fast, 1));
  EXPECT_EQ("-cl-fast-relaxed-math",
            buildString(fast, CL_PROGRAM_BUILD_OPTIONS));
  cl_int err = CL_SUCCESS;
  cl_program input = unit;
  for (const char *bad : {"-DX", "-enable-link-options", "-bogus"}) {
    ClProgram p(clLinkProgram(context_, 1, &device_, bad, 1, &input, nullptr,
                              nullptr, &err));
    EXPECT_CL_ERR(CL_INVALID_LINKER_OPTIONS, err) << bad;
  }
  // An executable is no input of a link; a library made without
  // -enable-link-options keeps its code as compiled.
  ClProgram exe = link({unit.get()}, nullptr, CL_SUCCESS);
  cl_program notObject = exe;
  ClProgram p(clLinkProgram(context_, 1, &device_, nullptr, 1, &notObject,
                            nullptr, nullptr, &err));
  EXPECT_CL_ERR(CL_INVALID_OPERATION, err);
  ClProgram plainLibrary = link({unit.get()}, "-create-library", CL_SUCCESS);
  ClProgram strict =
      link({plainLibrary.get()}, "-cl-fast-relaxed-math", CL_SUCCESS);
  EXPECT_EQ(std::vector<uint32_t>(8, 1u), runFill(strict, 1));
  ClProgram openLibrary =
      link({unit.get()}, "-create-library -enable-link-options", CL_SUCCESS);
  ClProgram relaxed =
      link({openLibrary.get()}, "-cl-fast-relaxed-math", CL_SUCCESS);
  EXPECT_EQ(std::vector<uint32_t>(8, 101u), runFill(relaxed, 1));
}

TEST_F(ProgramBuild, UnknownAndMisplacedOptions) {
  ClProgram p = fromSource(FillSource);
  EXPECT_CL_ERR(CL_INVALID_BUILD_OPTIONS,
                clBuildProgram(p, 1, &device_, "-cl-mad-enable -nonsense",
                               nullptr, nullptr));
  EXPECT_NE(
      std::string::npos,
      buildString(p, CL_PROGRAM_BUILD_LOG).find("unknown option '-nonsense'"));
  EXPECT_CL_ERR(CL_INVALID_COMPILER_OPTIONS,
                clCompileProgram(p, 1, &device_, "-create-library", 0, nullptr,
                                 nullptr, nullptr, nullptr));
  // Every other option of the specification is accepted.
  ASSERT_CL(clBuildProgram(
      p, 1, &device_,
      "-cl-single-precision-constant -cl-denorms-are-zero -cl-opt-disable "
      "-cl-mad-enable -cl-no-signed-zeros -cl-unsafe-math-optimizations "
      "-cl-finite-math-only -cl-fast-relaxed-math -cl-uniform-work-group-size "
      "-cl-no-subgroup-ifp -w -Werror -cl-kernel-arg-info -g "
      "-cl-strict-aliasing -cl-std=CL1.0 -I /nonexistent -D \"Q=a b\" "
      "-cl-fp32-correctly-rounded-divide-sqrt",
      nullptr, nullptr));
  EXPECT_EQ(std::vector<uint32_t>(8, 2u), runFill(p, 2));
}

// Every device reports CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT, and the option
// makes `/` correctly rounded: quotients that a 2.5 ulp or flushing
// division gets wrong (subnormal ones, a subnormal divisor, the largest
// float over a quarter) come out exact. tests/e2e's Divide suite
// sweeps the division; this checks that clBuildProgram gets it there.
TEST_F(ProgramBuild, CorrectlyRoundedDivide) {
  EXPECT_TRUE(
      deviceValue<cl_device_fp_config>(device_, CL_DEVICE_SINGLE_FP_CONFIG) &
      CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT);
  ClProgram p = build(R"(
kernel void divide(global const float *x, global const float *y,
                   global float *q) {
  size_t i = get_global_id(0);
  q[i] = x[i] / y[i];
})",
                      "-cl-fp32-correctly-rounded-divide-sqrt");
  std::vector<float> x = {1.0f, 0x1p-126f,   0.0f, 0x1.fffffep127f,
                          1.0f, 0x1.8p-140f, 3.0f, 0x1p-149f};
  std::vector<float> y = {3.0f,      3.0f,    0x1p-149f,        0.25f,
                          0x1p-149f, 0x1p10f, 0x1.000002p-126f, 2.0f};
  cl_int err = CL_SUCCESS;
  ClKernel k(clCreateKernel(p, "divide", &err));
  ASSERT_CL(err);
  ClMem bx = bufferOf(x), by = bufferOf(y), bq = poisoned<float>(x.size());
  setArg(k, 0, bx.get());
  setArg(k, 1, by.get());
  setArg(k, 2, bq.get());
  run1D(k, x.size());
  std::vector<float> q = read<float>(bq, x.size());
  for (size_t i = 0; i < x.size(); ++i)
    EXPECT_EQ(static_cast<float>(static_cast<double>(x[i]) / y[i]), q[i])
        << std::hexfloat << x[i] << " / " << y[i];
  EXPECT_TRUE(std::signbit(q[2]) == false && q[2] == 0.0f);
}

TEST_F(ProgramBuild, ImageSupportMacroFollowsTheDevice) {
  // __IMAGE_SUPPORT__ exactly where CL_DEVICE_IMAGE_SUPPORT is true.
  ClProgram p = build(R"(
kernel void fill(global uint *out, uint v) {
#ifdef __IMAGE_SUPPORT__
  out[get_global_id(0)] = v + 1u;
#else
  out[get_global_id(0)] = v;
#endif
})");
  ASSERT_TRUE(p);
  const bool images = deviceValue<cl_bool>(device_, CL_DEVICE_IMAGE_SUPPORT);
  EXPECT_EQ(std::vector<uint32_t>(8, images ? 4u : 3u), runFill(p, 3));
}

TEST_F(ProgramBuild, UnsupportedProgramCalls) {
  cl_int err = CL_SUCCESS;
  ClProgram builtIn(clCreateProgramWithBuiltInKernels(context_, 1, &device_,
                                                      "anything", &err));
  EXPECT_CL_ERR(CL_INVALID_VALUE, err);
  ClProgram p = build(FillSource);
  ASSERT_TRUE(p);
  EXPECT_CL_ERR(CL_INVALID_OPERATION,
                clSetProgramReleaseCallback(
                    p, [](cl_program, void *) {}, nullptr));
  cl_uint one = 1;
  EXPECT_CL_ERR(CL_INVALID_OPERATION,
                clSetProgramSpecializationConstant(p, 0, sizeof(one), &one));
  EXPECT_CL(clUnloadPlatformCompiler(platform_));
  size_t ilSize = 1;
  EXPECT_CL(clGetProgramInfo(p, CL_PROGRAM_IL, 0, nullptr, &ilSize));
  EXPECT_EQ(0u, ilSize);
  cl_bool present = CL_TRUE;
  EXPECT_CL(clGetProgramInfo(p, CL_PROGRAM_SCOPE_GLOBAL_CTORS_PRESENT,
                             sizeof(present), &present, nullptr));
  EXPECT_EQ(cl_bool(CL_FALSE), present);
  size_t globalBytes = 1;
  EXPECT_CL(clGetProgramBuildInfo(p, device_,
                                  CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE,
                                  sizeof(globalBytes), &globalBytes, nullptr));
  EXPECT_EQ(0u, globalBytes);
}

TEST_F(ProgramBuild, KernelArgumentErrors) {
  ClKernel k = kernel(R"(
typedef struct { int a; float b[3]; } Pair;
kernel void args(global int *out, local float *scratch, Pair p,
                 __attribute__((unused)) constant int *c) {
  scratch[0] = p.b[0];
  out[0] = p.a + (int)scratch[0];
})",
                      "args");
  ASSERT_TRUE(k);
  int bytes[4] = {};
  EXPECT_CL_ERR(CL_INVALID_ARG_SIZE, clSetKernelArg(k, 0, 4, bytes));
  cl_kernel notMem = k;
  EXPECT_CL_ERR(CL_INVALID_MEM_OBJECT,
                clSetKernelArg(k, 0, sizeof(cl_mem), &notMem))
      << "not a memory object";
  EXPECT_CL_ERR(CL_INVALID_ARG_VALUE, clSetKernelArg(k, 1, 16, bytes));
  EXPECT_CL_ERR(CL_INVALID_ARG_SIZE, clSetKernelArg(k, 1, 0, nullptr));
  EXPECT_CL_ERR(CL_INVALID_ARG_SIZE, clSetKernelArg(k, 2, 8, bytes));
  EXPECT_CL_ERR(CL_INVALID_ARG_VALUE, clSetKernelArg(k, 2, 16, nullptr));
  EXPECT_CL_ERR(CL_INVALID_ARG_INDEX, clSetKernelArg(k, 4, 4, bytes));
  // NULL buffers, both ways; a struct by value.
  EXPECT_CL(clSetKernelArg(k, 3, sizeof(cl_mem), nullptr));
  cl_mem none = nullptr;
  EXPECT_CL(clSetKernelArg(k, 3, sizeof(cl_mem), &none));
  struct {
    cl_int a;
    cl_float b[3];
  } pair = {40, {2.0f, 0, 0}};
  static_assert(sizeof(pair) == 16);
  EXPECT_CL(clSetKernelArg(k, 2, sizeof(pair), &pair));
  EXPECT_CL(clSetKernelArg(k, 1, 64, nullptr));
  ClMem out = poisoned<int>(1);
  setArg(k, 0, out.get());
  run1D(k, 1);
  EXPECT_EQ(42, read<int>(out, 1)[0]);
  cl_ulong local = 0;
  EXPECT_CL(clGetKernelWorkGroupInfo(k, device_, CL_KERNEL_LOCAL_MEM_SIZE,
                                     sizeof(local), &local, nullptr));
  EXPECT_GE(local, 64u);
  cl_kernel_arg_type_qualifier q = 0;
  EXPECT_CL(clGetKernelArgInfo(k, 3, CL_KERNEL_ARG_TYPE_QUALIFIER, sizeof(q),
                               &q, nullptr));
  EXPECT_EQ(cl_kernel_arg_type_qualifier(CL_KERNEL_ARG_TYPE_CONST), q)
      << "a __constant pointer is const";
}

TEST_F(ProgramBuild, KernelAttributes) {
  ClKernel k = kernel(R"(
kernel __attribute__((reqd_work_group_size(4, 2, 1)))
__attribute__((vec_type_hint(float4)))
void fixed(global int *out) { out[0] = 1; }
)",
                      "fixed");
  ASSERT_TRUE(k);
  size_t size = 0;
  ASSERT_CL(clGetKernelInfo(k, CL_KERNEL_ATTRIBUTES, 0, nullptr, &size));
  std::string text(size, '\0');
  ASSERT_CL(
      clGetKernelInfo(k, CL_KERNEL_ATTRIBUTES, size, text.data(), nullptr));
  EXPECT_TRUE(hasWord(text.c_str(), "reqd_work_group_size(4,2,1)")) << text;
  EXPECT_TRUE(hasWord(text.c_str(), "vec_type_hint(float4)")) << text;
  size_t wg = 0;
  EXPECT_CL(clGetKernelWorkGroupInfo(k, device_, CL_KERNEL_WORK_GROUP_SIZE,
                                     sizeof(wg), &wg, nullptr));
  EXPECT_EQ(8u, wg);
}

} // namespace
} // namespace vkcl::cltest
