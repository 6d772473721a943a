// Driver limits, measured and worded once (DriverLimits.h).
#include "vkcl/spirv/DriverLimits.h"

#include "vkcl/spirv/BufferAccesses.h"
#include "vkcl/spirv/ControlFlowDepth.h"

namespace vkcl::spirv {

namespace {

void addNestingBreaches(const std::vector<uint32_t> &words,
                        const DriverLimits &limits,
                        std::vector<std::string> &breaches) {
  const uint32_t limit = limits.maxBranchNesting;
  if (limit == 0)
    return;
  const std::string driver =
      limits.who + " runs at most " + std::to_string(limit) +
      " right (the driver's execution-mask stacks; deeper code would run "
      "unmasked)";
  for (const KernelControlFlow &k : measureControlFlow(words)) {
    const std::string kernel = "kernel '" + k.name + "' ";
    if (k.selectionDepth > limit)
      breaches.push_back(kernel + "nests control flow " +
                         std::to_string(k.selectionDepth) +
                         " levels deep (its 'if's and 'switch'es, one more "
                         "after each 'if' that returns); " +
                         driver);
    if (k.loopContinues > limit)
      breaches.push_back(kernel + "has a loop with " +
                         std::to_string(k.loopContinues) +
                         " branches to its next iteration ('continue' "
                         "statements and the body's end); " +
                         driver);
  }
}

void addAccessBreaches(const std::vector<uint32_t> &words,
                       const DriverLimits &limits,
                       std::vector<std::string> &breaches) {
  const uint32_t limit = limits.maxBufferAccesses;
  if (limit == 0)
    return;
  for (const KernelBufferAccesses &k : countBufferAccesses(words)) {
    const std::string accesses =
        "kernel '" + k.name + "' has " + std::to_string(k.accesses) +
        " loads, stores and atomics of __global or __constant memory";
    if (k.accesses > limit)
      breaches.push_back(
          accesses + " once its calls are inlined; " + limits.who +
          " compiles at most " + std::to_string(limit) +
          " (its JIT gives each a share of a fixed stack and aborts the "
          "process past it): split the kernel, or move repeated accesses "
          "into a loop");
    else if (k.accesses + k.switchCases > limit)
      breaches.push_back(
          accesses + " and " + std::to_string(k.switchCases) +
          " switch cases once its calls are inlined; " + limits.who +
          " compiles at most " + std::to_string(limit) +
          " of the two together (its JIT crashes on larger switches, the "
          "sooner the more their cases access memory): split the kernel, "
          "or look the switch's results up in a table");
  }
}

} // namespace

std::vector<std::string> driverLimitBreaches(const std::vector<uint32_t> &words,
                                             const DriverLimits &limits) {
  std::vector<std::string> breaches;
  addNestingBreaches(words, limits, breaches);
  addAccessBreaches(words, limits, breaches);
  return breaches;
}

} // namespace vkcl::spirv
