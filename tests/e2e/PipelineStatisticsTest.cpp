// Kernel::statistics: the driver's statistics where it offers
// VK_KHR_pipeline_executable_properties (NVIDIA), a FeatureMissing naming
// the extension where it does not (lavapipe and SwiftShader in Debian 12);
// either way the kernel's own pipelines are untouched and it still runs.
#include "E2eFixture.h"

namespace vkcl::e2e {
namespace {

const char *ScaleSource = R"CL(
__kernel void scale(__global const float *in, __global float *out, float a,
                    __local float *tile) {
  size_t l = get_local_id(0);
  tile[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = a * tile[get_local_size(0) - 1 - l];
}
)CL";

class Statistics : public E2eTest {};

TEST_F(Statistics, ReportedWhereOfferedElseRefusedWithTheReason) {
  Kernel k = kernel(ScaleSource);
  const uint32_t n = 256, local = 64;
  std::vector<float> in = random<float>(n, -8.0f, 8.0f);
  Buffer src = upload(in), dst = makeBuffer(n * 4);
  setArgs(k, src, dst, 1.5f, LocalBytes{local * 4});
  NDRange range = NDRange::linear(n, local);

  Result<std::vector<PipelineStatistic>> stats = k.statistics(range);
  if (device().info().pipelineStatistics) {
    ASSERT_TRUE(stats.isOk()) << describe(stats);
    EXPECT_FALSE(stats->empty());
    for (const PipelineStatistic &s : *stats) {
      EXPECT_FALSE(s.name.empty());
      EXPECT_FALSE(s.value.empty()) << s.name;
      EXPECT_NE(s.value, "?") << s.name << ": unknown value format";
    }
    EXPECT_EQ(formatStatistics(*stats).find(stats->front().name + "="), 0u);
  } else {
    ASSERT_FALSE(stats.isOk());
    EXPECT_EQ(stats.error().code, ErrorCode::FeatureMissing);
    EXPECT_NE(
        stats.error().message.find("VK_KHR_pipeline_executable_properties"),
        std::string::npos)
        << stats.error().message;
    EXPECT_NE(stats.error().message.find(device().info().name),
              std::string::npos)
        << stats.error().message;
  }

  // The query changed nothing: the kernel runs with its own pipeline.
  run(k, range);
  std::vector<float> want(n);
  for (uint32_t i = 0; i < n; ++i)
    want[i] = 1.5f * in[i / local * local + local - 1 - i % local];
  EXPECT_TRUE(allEqual(download<float>(dst, n), want));
}

TEST_F(Statistics, NeedTheArgumentsAndAValidRangeAsADispatchDoes) {
  Kernel k = kernel(ScaleSource);
  // The __local size is part of the pipeline: unset, there is none.
  Result<std::vector<PipelineStatistic>> unset =
      k.statistics(NDRange::linear(64, 64));
  ASSERT_FALSE(unset.isOk());
  EXPECT_EQ(unset.error().code, ErrorCode::InvalidOperation);
  EXPECT_NE(unset.error().message.find("is not set"), std::string::npos)
      << unset.error().message;

  Buffer src = makeBuffer(64 * 4), dst = makeBuffer(64 * 4);
  setArgs(k, src, dst, 1.0f, LocalBytes{64 * 4});
  uint32_t over = profile().maxWorkGroupInvocations + 1;
  Result<std::vector<PipelineStatistic>> tooBig =
      k.statistics(NDRange::linear(over, over));
  ASSERT_FALSE(tooBig.isOk());
  EXPECT_EQ(tooBig.error().code, ErrorCode::LimitExceeded)
      << tooBig.error().message;
}

} // namespace
} // namespace vkcl::e2e
