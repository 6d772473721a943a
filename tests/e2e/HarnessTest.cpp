// Checks of the test harness itself: the driver CTest asked for is the one
// in use, validation messages are really caught, outputs start poisoned.
#include "E2eFixture.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

namespace vkcl::e2e {
namespace {

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(),
                 [](unsigned char c) { return char(std::tolower(c)); });
  return s;
}

class Harness : public E2eTest {};

TEST_F(Harness, DeviceIsTheDriverCTestAskedFor) {
  const char *icd = std::getenv("VK_ICD_FILENAMES");
  if (!icd)
    GTEST_SKIP() << "VK_ICD_FILENAMES not set: any device will do";
  std::string want = lower(icd), name = lower(device().info().driverName + " " +
                                              device().info().name);
  if (want.find("lvp") != std::string::npos) {
    EXPECT_NE(name.find("llvmpipe"), std::string::npos) << name;
  } else if (want.find("swiftshader") != std::string::npos) {
    EXPECT_NE(name.find("swiftshader"), std::string::npos) << name;
    EXPECT_FALSE(profile().int64);
    EXPECT_FALSE(profile().float64);
    EXPECT_FALSE(profile().storage8);
  }
}

TEST_F(Harness, ValidationMessagesAreCaught) {
  // A buffer without usage flags is invalid (VUID-VkBufferCreateInfo-usage-
  // requiredbitmask) yet harmless to the driver.
  VkBufferCreateInfo info{};
  info.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
  info.size = 64;
  info.usage = 0;
  info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  auto create = reinterpret_cast<PFN_vkCreateBuffer>(
      vkGetDeviceProcAddr(device().vkDevice(), "vkCreateBuffer"));
  auto destroy = reinterpret_cast<PFN_vkDestroyBuffer>(
      vkGetDeviceProcAddr(device().vkDevice(), "vkDestroyBuffer"));
  ASSERT_TRUE(create && destroy);
  VkBuffer buffer = VK_NULL_HANDLE;
  VkResult r = create(device().vkDevice(), &info, nullptr, &buffer);
  if (r == VK_SUCCESS)
    destroy(device().vkDevice(), buffer, nullptr);
  std::vector<std::string> messages = device().validationMessages();
  EXPECT_FALSE(messages.empty())
      << "the validation layer is not active or its messages are lost";
  device().clearValidationMessages();
}

TEST_F(Harness, BuffersStartPoisoned) {
  Buffer b = makeBuffer(1000);
  EXPECT_TRUE(
      allEqual(download<uint32_t>(b, 250), std::vector<uint32_t>(250, Poison)));
}

} // namespace
} // namespace vkcl::e2e
