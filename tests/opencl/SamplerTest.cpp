// Sampler objects: clCreateSampler and clCreateSamplerWithProperties (every
// mode, the defaults, invalid values and combinations), clGetSamplerInfo
// (CL_SAMPLER_PROPERTIES as given), reference counts, and sampler_t kernel
// arguments in clSetKernelArg.
#include "ClFixture.h"

#include <memory>

namespace vkcl::cltest {
namespace {

using ClSampler = std::unique_ptr<_cl_sampler, cl_int (*)(cl_sampler)>;

ClSampler own(cl_sampler s) { return ClSampler(s, clReleaseSampler); }

class Sampler : public ClImageTest {
protected:
  template <typename T> T info(cl_sampler s, cl_sampler_info param) {
    T v{};
    EXPECT_CL(clGetSamplerInfo(s, param, sizeof v, &v, nullptr));
    return v;
  }
};

TEST_F(Sampler, EveryValidTripleIsCreatedAndReported) {
  for (cl_bool normalized : {CL_FALSE, CL_TRUE})
    for (cl_addressing_mode a :
         {CL_ADDRESS_NONE, CL_ADDRESS_CLAMP_TO_EDGE, CL_ADDRESS_CLAMP,
          CL_ADDRESS_REPEAT, CL_ADDRESS_MIRRORED_REPEAT})
      for (cl_filter_mode f : {CL_FILTER_NEAREST, CL_FILTER_LINEAR}) {
        SCOPED_TRACE(std::to_string(normalized) + " " + std::to_string(a) +
                     " " + std::to_string(f));
        cl_int err = CL_SUCCESS;
        ClSampler s = own(clCreateSampler(context_, normalized, a, f, &err));
        bool repeat = a == CL_ADDRESS_REPEAT || a == CL_ADDRESS_MIRRORED_REPEAT;
        if (repeat && !normalized) {
          EXPECT_CL_ERR(CL_INVALID_VALUE, err);
          EXPECT_EQ(nullptr, s.get());
          continue;
        }
        ASSERT_CL(err);
        EXPECT_EQ(normalized,
                  info<cl_bool>(s.get(), CL_SAMPLER_NORMALIZED_COORDS));
        EXPECT_EQ(
            a, info<cl_addressing_mode>(s.get(), CL_SAMPLER_ADDRESSING_MODE));
        EXPECT_EQ(f, info<cl_filter_mode>(s.get(), CL_SAMPLER_FILTER_MODE));
        EXPECT_EQ(context_.get(),
                  info<cl_context>(s.get(), CL_SAMPLER_CONTEXT));
        size_t size = 7;
        EXPECT_CL(clGetSamplerInfo(s.get(), CL_SAMPLER_PROPERTIES, 0, nullptr,
                                   &size));
        EXPECT_EQ(0u, size);
      }
}

TEST_F(Sampler, PropertiesDefaultsAndErrors) {
  cl_int err = CL_SUCCESS;
  ClSampler d = own(clCreateSamplerWithProperties(context_, nullptr, &err));
  ASSERT_CL(err);
  EXPECT_EQ(cl_bool(CL_TRUE),
            info<cl_bool>(d.get(), CL_SAMPLER_NORMALIZED_COORDS));
  EXPECT_EQ(cl_addressing_mode(CL_ADDRESS_CLAMP),
            info<cl_addressing_mode>(d.get(), CL_SAMPLER_ADDRESSING_MODE));
  EXPECT_EQ(cl_filter_mode(CL_FILTER_NEAREST),
            info<cl_filter_mode>(d.get(), CL_SAMPLER_FILTER_MODE));

  const cl_sampler_properties props[] = {CL_SAMPLER_NORMALIZED_COORDS, CL_FALSE,
                                         CL_SAMPLER_FILTER_MODE,
                                         CL_FILTER_LINEAR, 0};
  ClSampler s = own(clCreateSamplerWithProperties(context_, props, &err));
  ASSERT_CL(err);
  EXPECT_EQ(cl_bool(CL_FALSE),
            info<cl_bool>(s.get(), CL_SAMPLER_NORMALIZED_COORDS));
  EXPECT_EQ(cl_filter_mode(CL_FILTER_LINEAR),
            info<cl_filter_mode>(s.get(), CL_SAMPLER_FILTER_MODE));
  std::vector<cl_sampler_properties> back(5);
  size_t size = 0;
  EXPECT_CL(clGetSamplerInfo(s.get(), CL_SAMPLER_PROPERTIES,
                             back.size() * sizeof back[0], back.data(), &size));
  EXPECT_EQ(sizeof props, size);
  EXPECT_EQ(std::vector<cl_sampler_properties>(props, props + 5), back);

  auto refused = [&](std::vector<cl_sampler_properties> p) {
    cl_int e = CL_SUCCESS;
    ClSampler bad = own(clCreateSamplerWithProperties(context_, p.data(), &e));
    EXPECT_EQ(nullptr, bad.get());
    return e;
  };
  EXPECT_CL_ERR(CL_INVALID_VALUE, refused({0x7777, 1, 0}));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                refused({CL_SAMPLER_ADDRESSING_MODE, 0x1234, 0}));
  EXPECT_CL_ERR(CL_INVALID_VALUE, refused({CL_SAMPLER_FILTER_MODE, 0x1234, 0}));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                refused({CL_SAMPLER_NORMALIZED_COORDS, 2, 0}));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                refused({CL_SAMPLER_FILTER_MODE, CL_FILTER_LINEAR,
                         CL_SAMPLER_FILTER_MODE, CL_FILTER_NEAREST, 0}));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                refused({CL_SAMPLER_NORMALIZED_COORDS, CL_FALSE,
                         CL_SAMPLER_ADDRESSING_MODE, CL_ADDRESS_REPEAT, 0}));
  EXPECT_EQ(nullptr, clCreateSamplerWithProperties(nullptr, nullptr, &err));
  EXPECT_CL_ERR(CL_INVALID_CONTEXT, err);
  EXPECT_EQ(nullptr, clCreateSampler(context_, CL_TRUE, 0x1234,
                                     CL_FILTER_NEAREST, &err));
  EXPECT_CL_ERR(CL_INVALID_VALUE, err);
}

TEST_F(Sampler, ReferenceCountsAndBadHandles) {
  cl_int err = CL_SUCCESS;
  cl_sampler s = clCreateSampler(context_, CL_TRUE, CL_ADDRESS_REPEAT,
                                 CL_FILTER_LINEAR, &err);
  ASSERT_CL(err);
  EXPECT_EQ(1u, info<cl_uint>(s, CL_SAMPLER_REFERENCE_COUNT));
  EXPECT_CL(clRetainSampler(s));
  EXPECT_EQ(2u, info<cl_uint>(s, CL_SAMPLER_REFERENCE_COUNT));
  EXPECT_CL(clReleaseSampler(s));
  cl_uint v = 0;
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clGetSamplerInfo(s, 0x7777, sizeof v, &v, nullptr));
  char small[1];
  EXPECT_CL_ERR(
      CL_INVALID_VALUE,
      clGetSamplerInfo(s, CL_SAMPLER_REFERENCE_COUNT, 1, small, nullptr));
  EXPECT_CL(clReleaseSampler(s));
  EXPECT_CL_ERR(CL_INVALID_SAMPLER, clRetainSampler(nullptr));
  EXPECT_CL_ERR(CL_INVALID_SAMPLER, clReleaseSampler(nullptr));
  EXPECT_CL_ERR(CL_INVALID_SAMPLER,
                clGetSamplerInfo(nullptr, CL_SAMPLER_REFERENCE_COUNT, sizeof v,
                                 &v, nullptr));
  // Another object's handle is not a sampler.
  EXPECT_CL_ERR(CL_INVALID_SAMPLER,
                clRetainSampler(reinterpret_cast<cl_sampler>(context_.get())));
}

TEST_F(Sampler, KernelArguments) {
  // A sampler_t argument the kernel does not use.
  const char *source = R"(
kernel void k(read_only image2d_t img, sampler_t smp, global int *out) {
  out[0] = get_image_width(img);
}
)";
  ClKernel k = kernel(source, "k");
  ASSERT_TRUE(k);
  cl_int err = CL_SUCCESS;
  ClSampler s = own(clCreateSampler(context_, CL_FALSE, CL_ADDRESS_CLAMP,
                                    CL_FILTER_NEAREST, &err));
  ASSERT_CL(err);
  cl_sampler handle = s.get();
  EXPECT_CL_ERR(CL_INVALID_ARG_SIZE, clSetKernelArg(k, 1, 4, &handle));
  EXPECT_CL_ERR(CL_INVALID_SAMPLER,
                clSetKernelArg(k, 1, sizeof(cl_sampler), nullptr));
  cl_sampler null = nullptr;
  EXPECT_CL_ERR(CL_INVALID_SAMPLER,
                clSetKernelArg(k, 1, sizeof(cl_sampler), &null));
  cl_sampler notSampler = reinterpret_cast<cl_sampler>(context_.get());
  EXPECT_CL_ERR(CL_INVALID_SAMPLER,
                clSetKernelArg(k, 1, sizeof(cl_sampler), &notSampler));
  EXPECT_CL(clSetKernelArg(k, 1, sizeof(cl_sampler), &handle));
  cl_image_format f{CL_RGBA, CL_UNORM_INT8};
  cl_image_desc d{};
  d.image_type = CL_MEM_OBJECT_IMAGE2D;
  d.image_width = 7;
  d.image_height = 3;
  ClMem img(clCreateImage(context_, CL_MEM_READ_ONLY, &f, &d, nullptr, &err));
  ASSERT_CL(err);
  ClMem out = poisoned<int>(1);
  setArg(k, 0, img.get());
  setArg(k, 2, out.get());
  s.reset(); // the kernel holds the sampler's value, not the object
  size_t one = 1;
  ASSERT_CL(clEnqueueNDRangeKernel(queue_, k, 1, nullptr, &one, nullptr, 0,
                                   nullptr, nullptr));
  EXPECT_EQ(7, read<int>(out, 1)[0]);
}

} // namespace
} // namespace vkcl::cltest
