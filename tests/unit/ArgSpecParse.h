// What the `vkcl run` argument spec tests share: a spec that must parse,
// and one that must fail (its message returned for the test to check).
#pragma once

#include "../../src/tool/ArgSpec.h"

#include <gtest/gtest.h>

namespace vkcl::tool {

inline ArgSpec parseOk(const std::string &text) {
  ArgSpec spec;
  std::string error;
  EXPECT_TRUE(parseArgSpec(text, spec, error)) << text << ": " << error;
  return spec;
}

inline std::string parseError(const std::string &text) {
  ArgSpec spec;
  std::string error;
  EXPECT_FALSE(parseArgSpec(text, spec, error)) << text;
  return error;
}

} // namespace vkcl::tool
