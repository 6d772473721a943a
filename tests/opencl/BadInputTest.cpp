// Bad input: every kind of handle passed as NULL or as a live object of
// another kind gets the spec's CL_INVALID_<kind> code (and the object
// passed in is left untouched), objects of different contexts are refused
// with CL_INVALID_CONTEXT, and the features the device does not report
// (images, samplers, SVM, native kernels, pipes) fail the way the spec
// says.
//
// NULL handles are often answered by the ICD loader itself; wrong kinds
// reach the platform, which must recognise them. Only vkcl promises that
// (its handles carry a type tag), so the wrong-kind checks skip on other
// platforms.
#include "ClFixture.h"

#include <functional>

namespace vkcl::cltest {
namespace {

const char *Source = R"(
kernel void k(global int *out) { out[get_global_id(0)] = 1; }
)";

struct Case {
  const char *what;
  cl_int expected;
  std::function<cl_int()> call;
};

class BadInput : public ClTest {
protected:
  void SetUp() override {
    ClTest::SetUp();
    if (HasFatalFailure())
      return;
    mem_ = buffer(64);
    program_ = build(Source);
    ASSERT_TRUE(program_);
    cl_int err = CL_SUCCESS;
    kernel_.reset(clCreateKernel(program_, "k", &err));
    ASSERT_CL(err);
    event_.reset(clCreateUserEvent(context_, &err));
    ASSERT_CL(err);
  }
  void TearDown() override {
    if (event_)
      clSetUserEventStatus(event_, CL_COMPLETE);
    ClTest::TearDown();
  }
  void check(const std::vector<Case> &cases) {
    for (const Case &c : cases)
      EXPECT_CL_ERR(c.expected, c.call()) << c.what;
  }
  /// `h` reinterpreted as a handle of type T (a wrong kind).
  template <typename T, typename H> static T as(H h) {
    return reinterpret_cast<T>(h);
  }
  cl_uint refs(cl_mem m) {
    cl_uint n = 0;
    clGetMemObjectInfo(m, CL_MEM_REFERENCE_COUNT, sizeof(n), &n, nullptr);
    return n;
  }
  ClMem mem_;
  ClProgram program_;
  ClKernel kernel_;
  ClEvent event_;
};

TEST_F(BadInput, NullHandles) {
  size_t size = 0;
  uint8_t host[64];
  const size_t one = 1;
  cl_int err = CL_SUCCESS;
  check({
      {"clGetDeviceInfo", CL_INVALID_DEVICE,
       [&] {
         return clGetDeviceInfo(nullptr, CL_DEVICE_NAME, 0, nullptr, &size);
       }},
      {"clGetContextInfo", CL_INVALID_CONTEXT,
       [&] {
         return clGetContextInfo(nullptr, CL_CONTEXT_NUM_DEVICES, 0, nullptr,
                                 &size);
       }},
      {"clRetainContext", CL_INVALID_CONTEXT,
       [&] { return clRetainContext(nullptr); }},
      {"clReleaseCommandQueue", CL_INVALID_COMMAND_QUEUE,
       [&] { return clReleaseCommandQueue(nullptr); }},
      {"clFinish", CL_INVALID_COMMAND_QUEUE, [&] { return clFinish(nullptr); }},
      {"clEnqueueReadBuffer queue", CL_INVALID_COMMAND_QUEUE,
       [&] {
         return clEnqueueReadBuffer(nullptr, mem_, CL_TRUE, 0, 4, host, 0,
                                    nullptr, nullptr);
       }},
      {"clEnqueueReadBuffer buffer", CL_INVALID_MEM_OBJECT,
       [&] {
         return clEnqueueReadBuffer(queue_, nullptr, CL_TRUE, 0, 4, host, 0,
                                    nullptr, nullptr);
       }},
      {"clEnqueueCopyBuffer dst", CL_INVALID_MEM_OBJECT,
       [&] {
         return clEnqueueCopyBuffer(queue_, mem_, nullptr, 0, 0, 4, 0, nullptr,
                                    nullptr);
       }},
      {"clGetMemObjectInfo", CL_INVALID_MEM_OBJECT,
       [&] {
         return clGetMemObjectInfo(nullptr, CL_MEM_SIZE, 0, nullptr, &size);
       }},
      {"clReleaseMemObject", CL_INVALID_MEM_OBJECT,
       [&] { return clReleaseMemObject(nullptr); }},
      {"clBuildProgram", CL_INVALID_PROGRAM,
       [&] {
         return clBuildProgram(nullptr, 0, nullptr, nullptr, nullptr, nullptr);
       }},
      {"clCreateKernel", CL_INVALID_PROGRAM,
       [&] {
         clCreateKernel(nullptr, "k", &err);
         return err;
       }},
      {"clSetKernelArg", CL_INVALID_KERNEL,
       [&] { return clSetKernelArg(nullptr, 0, sizeof(cl_mem), &mem_); }},
      {"clEnqueueNDRangeKernel kernel", CL_INVALID_KERNEL,
       [&] {
         return clEnqueueNDRangeKernel(queue_, nullptr, 1, nullptr, &one,
                                       nullptr, 0, nullptr, nullptr);
       }},
      {"clGetEventInfo", CL_INVALID_EVENT,
       [&] {
         return clGetEventInfo(nullptr, CL_EVENT_CONTEXT, 0, nullptr, &size);
       }},
      {"clSetUserEventStatus", CL_INVALID_EVENT,
       [&] { return clSetUserEventStatus(nullptr, CL_COMPLETE); }},
      {"clCreateBuffer", CL_INVALID_CONTEXT,
       [&] {
         clCreateBuffer(nullptr, CL_MEM_READ_WRITE, 4, nullptr, &err);
         return err;
       }},
      {"clCreateUserEvent", CL_INVALID_CONTEXT,
       [&] {
         clCreateUserEvent(nullptr, &err);
         return err;
       }},
      {"NULL event in a wait list", CL_INVALID_EVENT_WAIT_LIST,
       [&] {
         cl_event list[] = {event_, nullptr};
         return clEnqueueMarkerWithWaitList(queue_, 2, list, nullptr);
       }},
  });
}

TEST_F(BadInput, WrongKindsOfHandles) {
  if (platformName() != "vkcl")
    GTEST_SKIP() << "only vkcl promises to recognise wrong kinds";
  size_t size = 0;
  uint8_t host[64];
  const size_t one = 1;
  cl_int err = CL_SUCCESS;
  cl_uint memRefs = refs(mem_);
  // Each handle stands in for one of another kind.
  cl_mem notMem = as<cl_mem>(kernel_.get());
  cl_kernel notKernel = as<cl_kernel>(mem_.get());
  cl_program notProgram = as<cl_program>(kernel_.get());
  cl_context notContext = as<cl_context>(queue_.get());
  cl_command_queue notQueue = as<cl_command_queue>(context_.get());
  cl_event notEvent = as<cl_event>(mem_.get());
  cl_device_id notDevice = as<cl_device_id>(context_.get());
  check({
      {"clGetDeviceInfo", CL_INVALID_DEVICE,
       [&] {
         return clGetDeviceInfo(notDevice, CL_DEVICE_NAME, 0, nullptr, &size);
       }},
      {"clCreateContext device", CL_INVALID_DEVICE,
       [&] {
         clCreateContext(nullptr, 1, &notDevice, nullptr, nullptr, &err);
         return err;
       }},
      {"clCreateCommandQueueWithProperties device", CL_INVALID_DEVICE,
       [&] {
         clCreateCommandQueueWithProperties(context_, notDevice, nullptr, &err);
         return err;
       }},
      {"clGetContextInfo", CL_INVALID_CONTEXT,
       [&] {
         return clGetContextInfo(notContext, CL_CONTEXT_NUM_DEVICES, 0, nullptr,
                                 &size);
       }},
      {"clReleaseContext", CL_INVALID_CONTEXT,
       [&] { return clReleaseContext(notContext); }},
      {"clCreateBuffer", CL_INVALID_CONTEXT,
       [&] {
         clCreateBuffer(notContext, CL_MEM_READ_WRITE, 4, nullptr, &err);
         return err;
       }},
      {"clCreateProgramWithSource", CL_INVALID_CONTEXT,
       [&] {
         clCreateProgramWithSource(notContext, 1, &Source, nullptr, &err);
         return err;
       }},
      {"clCreateUserEvent", CL_INVALID_CONTEXT,
       [&] {
         clCreateUserEvent(notContext, &err);
         return err;
       }},
      {"clCreateCommandQueueWithProperties context", CL_INVALID_CONTEXT,
       [&] {
         clCreateCommandQueueWithProperties(notContext, device_, nullptr, &err);
         return err;
       }},
      {"clGetCommandQueueInfo", CL_INVALID_COMMAND_QUEUE,
       [&] {
         return clGetCommandQueueInfo(notQueue, CL_QUEUE_CONTEXT, 0, nullptr,
                                      &size);
       }},
      {"clRetainCommandQueue", CL_INVALID_COMMAND_QUEUE,
       [&] { return clRetainCommandQueue(notQueue); }},
      {"clFlush", CL_INVALID_COMMAND_QUEUE, [&] { return clFlush(notQueue); }},
      {"clEnqueueWriteBuffer queue", CL_INVALID_COMMAND_QUEUE,
       [&] {
         return clEnqueueWriteBuffer(notQueue, mem_, CL_TRUE, 0, 4, host, 0,
                                     nullptr, nullptr);
       }},
      {"clGetMemObjectInfo", CL_INVALID_MEM_OBJECT,
       [&] {
         return clGetMemObjectInfo(notMem, CL_MEM_SIZE, 0, nullptr, &size);
       }},
      {"clRetainMemObject", CL_INVALID_MEM_OBJECT,
       [&] { return clRetainMemObject(notMem); }},
      {"clReleaseMemObject", CL_INVALID_MEM_OBJECT,
       [&] { return clReleaseMemObject(notMem); }},
      {"clEnqueueReadBuffer buffer", CL_INVALID_MEM_OBJECT,
       [&] {
         return clEnqueueReadBuffer(queue_, notMem, CL_TRUE, 0, 4, host, 0,
                                    nullptr, nullptr);
       }},
      {"clEnqueueFillBuffer", CL_INVALID_MEM_OBJECT,
       [&] {
         int v = 0;
         return clEnqueueFillBuffer(queue_, notMem, &v, 4, 0, 4, 0, nullptr,
                                    nullptr);
       }},
      {"clEnqueueMapBuffer", CL_INVALID_MEM_OBJECT,
       [&] {
         clEnqueueMapBuffer(queue_, notMem, CL_TRUE, CL_MAP_READ, 0, 4, 0,
                            nullptr, nullptr, &err);
         return err;
       }},
      {"clCreateSubBuffer", CL_INVALID_MEM_OBJECT,
       [&] {
         cl_buffer_region r{0, 4};
         clCreateSubBuffer(notMem, 0, CL_BUFFER_CREATE_TYPE_REGION, &r, &err);
         return err;
       }},
      {"clSetKernelArg with a kernel as buffer", CL_INVALID_MEM_OBJECT,
       [&] { return clSetKernelArg(kernel_, 0, sizeof(cl_mem), &notMem); }},
      {"clGetProgramInfo", CL_INVALID_PROGRAM,
       [&] {
         return clGetProgramInfo(notProgram, CL_PROGRAM_NUM_DEVICES, 0, nullptr,
                                 &size);
       }},
      {"clReleaseProgram", CL_INVALID_PROGRAM,
       [&] { return clReleaseProgram(notProgram); }},
      {"clCreateKernel", CL_INVALID_PROGRAM,
       [&] {
         clCreateKernel(notProgram, "k", &err);
         return err;
       }},
      {"clGetProgramBuildInfo", CL_INVALID_PROGRAM,
       [&] {
         return clGetProgramBuildInfo(
             notProgram, device_, CL_PROGRAM_BUILD_STATUS, 0, nullptr, &size);
       }},
      {"clGetKernelInfo", CL_INVALID_KERNEL,
       [&] {
         return clGetKernelInfo(notKernel, CL_KERNEL_NUM_ARGS, 0, nullptr,
                                &size);
       }},
      {"clSetKernelArg", CL_INVALID_KERNEL,
       [&] { return clSetKernelArg(notKernel, 0, sizeof(cl_mem), &mem_); }},
      {"clReleaseKernel", CL_INVALID_KERNEL,
       [&] { return clReleaseKernel(notKernel); }},
      {"clCloneKernel", CL_INVALID_KERNEL,
       [&] {
         clCloneKernel(notKernel, &err);
         return err;
       }},
      {"clEnqueueNDRangeKernel kernel", CL_INVALID_KERNEL,
       [&] {
         return clEnqueueNDRangeKernel(queue_, notKernel, 1, nullptr, &one,
                                       nullptr, 0, nullptr, nullptr);
       }},
      {"clGetEventInfo", CL_INVALID_EVENT,
       [&] {
         return clGetEventInfo(notEvent, CL_EVENT_CONTEXT, 0, nullptr, &size);
       }},
      {"clReleaseEvent", CL_INVALID_EVENT,
       [&] { return clReleaseEvent(notEvent); }},
      {"clSetUserEventStatus", CL_INVALID_EVENT,
       [&] { return clSetUserEventStatus(notEvent, CL_COMPLETE); }},
      {"clWaitForEvents", CL_INVALID_EVENT,
       [&] { return clWaitForEvents(1, &notEvent); }},
      {"wait list with a buffer as event", CL_INVALID_EVENT_WAIT_LIST,
       [&] {
         return clEnqueueMarkerWithWaitList(queue_, 1, &notEvent, nullptr);
       }},
  });
  EXPECT_EQ(memRefs, refs(mem_)) << "a wrong-kind call changed the buffer";
  // The objects survived every call above.
  EXPECT_CL(clFinish(queue_));
  cl_uint n = 0;
  EXPECT_CL(
      clGetKernelInfo(kernel_, CL_KERNEL_NUM_ARGS, sizeof(n), &n, nullptr));
  EXPECT_EQ(1u, n);
}

TEST_F(BadInput, ObjectsOfAnotherContext) {
  cl_int err = CL_SUCCESS;
  ClContext other(
      clCreateContext(nullptr, 1, &device_, nullptr, nullptr, &err));
  ASSERT_CL(err);
  ClMem foreign(clCreateBuffer(other, CL_MEM_READ_WRITE, 64, nullptr, &err));
  ASSERT_CL(err);
  const char *text = Source;
  ClProgram p(clCreateProgramWithSource(other, 1, &text, nullptr, &err));
  ASSERT_CL(err);
  ASSERT_CL(clBuildProgram(p, 1, &device_, nullptr, nullptr, nullptr));
  ClKernel k(clCreateKernel(p, "k", &err));
  ASSERT_CL(err);
  setArg(k, 0, foreign.get());
  uint8_t host[64];
  const size_t one = 1;
  check({
      {"read of another context's buffer", CL_INVALID_CONTEXT,
       [&] {
         return clEnqueueReadBuffer(queue_, foreign, CL_TRUE, 0, 4, host, 0,
                                    nullptr, nullptr);
       }},
      {"copy between contexts", CL_INVALID_CONTEXT,
       [&] {
         return clEnqueueCopyBuffer(queue_, mem_, foreign, 0, 0, 4, 0, nullptr,
                                    nullptr);
       }},
      {"kernel of another context", CL_INVALID_CONTEXT,
       [&] {
         return clEnqueueNDRangeKernel(queue_, k, 1, nullptr, &one, nullptr, 0,
                                       nullptr, nullptr);
       }},
  });
}

TEST_F(BadInput, FeaturesTheDeviceDoesNotReport) {
  cl_int err = CL_SUCCESS;
  if (!deviceValue<cl_bool>(device_, CL_DEVICE_IMAGE_SUPPORT)) {
    cl_image_format format{CL_RGBA, CL_UNORM_INT8};
    cl_image_desc desc{};
    desc.image_type = CL_MEM_OBJECT_IMAGE2D;
    desc.image_width = desc.image_height = 4;
    ClMem image(clCreateImage(context_, CL_MEM_READ_WRITE, &format, &desc,
                              nullptr, &err));
    EXPECT_CL_ERR(CL_INVALID_OPERATION, err) << "clCreateImage";
    const cl_sampler_properties props[] = {0};
    cl_sampler s = clCreateSamplerWithProperties(context_, props, &err);
    EXPECT_EQ(nullptr, s);
    EXPECT_CL_ERR(CL_INVALID_OPERATION, err) << "clCreateSampler";
    cl_uint formats = 7;
    err =
        clGetSupportedImageFormats(context_, CL_MEM_READ_ONLY,
                                   CL_MEM_OBJECT_IMAGE2D, 0, nullptr, &formats);
    EXPECT_TRUE(err == CL_SUCCESS ? formats == 0 : err == CL_INVALID_OPERATION)
        << errorName(err) << " " << formats;
  }
  if (deviceValue<cl_device_svm_capabilities>(
          device_, CL_DEVICE_SVM_CAPABILITIES) == 0) {
    EXPECT_EQ(nullptr, clSVMAlloc(context_, CL_MEM_READ_WRITE, 64, 0));
    uint8_t a[16], b[16];
    EXPECT_CL_ERR(
        CL_INVALID_OPERATION,
        clEnqueueSVMMemcpy(queue_, CL_TRUE, a, b, 16, 0, nullptr, nullptr));
  }
  if (!deviceValue<cl_bool>(device_, CL_DEVICE_PIPE_SUPPORT)) {
    ClMem pipe(clCreatePipe(context_, CL_MEM_READ_WRITE, 4, 16, nullptr, &err));
    EXPECT_CL_ERR(CL_INVALID_OPERATION, err) << "clCreatePipe";
  }
  if (!(deviceValue<cl_device_exec_capabilities>(
            device_, CL_DEVICE_EXECUTION_CAPABILITIES) &
        CL_EXEC_NATIVE_KERNEL)) {
    auto fn = [](void *) {};
    EXPECT_CL_ERR(CL_INVALID_OPERATION,
                  clEnqueueNativeKernel(queue_, fn, nullptr, 0, 0, nullptr,
                                        nullptr, 0, nullptr, nullptr));
  }
  ClProgram builtin(clCreateProgramWithBuiltInKernels(
      context_, 1, &device_, "no_such_builtin_kernel", &err));
  EXPECT_CL_ERR(CL_INVALID_VALUE, err) << "unknown built-in kernel";
}

TEST_F(BadInput, InfoQueriesWithBadSizes) {
  char small[1];
  size_t size = 0;
  check({
      {"clGetMemObjectInfo too small", CL_INVALID_VALUE,
       [&] {
         return clGetMemObjectInfo(mem_, CL_MEM_SIZE, 1, small, nullptr);
       }},
      {"clGetMemObjectInfo unknown", CL_INVALID_VALUE,
       [&] { return clGetMemObjectInfo(mem_, 0x7fff, 0, nullptr, &size); }},
      {"clGetKernelInfo too small", CL_INVALID_VALUE,
       [&] {
         return clGetKernelInfo(kernel_, CL_KERNEL_FUNCTION_NAME, 1, small,
                                nullptr);
       }},
      {"clGetProgramInfo unknown", CL_INVALID_VALUE,
       [&] { return clGetProgramInfo(program_, 0x7fff, 0, nullptr, &size); }},
      {"clGetEventInfo too small", CL_INVALID_VALUE,
       [&] {
         return clGetEventInfo(event_, CL_EVENT_COMMAND_EXECUTION_STATUS, 1,
                               small, nullptr);
       }},
      {"clGetCommandQueueInfo unknown", CL_INVALID_VALUE,
       [&] {
         return clGetCommandQueueInfo(queue_, 0x7fff, 0, nullptr, &size);
       }},
      {"clGetProgramBuildInfo unknown", CL_INVALID_VALUE,
       [&] {
         return clGetProgramBuildInfo(program_, device_, 0x7fff, 0, nullptr,
                                      &size);
       }},
  });
}

} // namespace
} // namespace vkcl::cltest
