#include "Diagnostics.h"

#include <vector>

namespace vkcl {
namespace {

const char *format(Diag diag) {
  switch (diag) {
  case Diag::NotSupportedYet:
    return "%0 is not supported by vkcl yet";
  case Diag::TargetLacksFeature:
    return "%0 needs %1, which target '%2' does not have";
  case Diag::Recursion:
    return "recursion is not supported on Vulkan: '%0' calls itself (%1)";
  case Diag::Goto:
    return "'goto' is not supported: Vulkan SPIR-V needs structured control "
           "flow";
  case Diag::BuiltinNotSupported:
    return "OpenCL builtin '%0' is not supported by vkcl yet";
  case Diag::CaseNotTopLevel:
    return "a 'case' or 'default' label nested inside another statement of "
           "its switch is not supported";
  case Diag::KernelCallsLocalKernel:
    return "calling kernel '%0', which declares __local variables, from "
           "another kernel is not supported";
  case Diag::NotConstant:
    return "%0 must be a compile-time constant";
  case Diag::AtomicUnsupported:
    return "%0 is not available on Vulkan; %1";
  case Diag::InvalidArgument:
    return "%0 must be %1";
  case Diag::PipeMisuse:
    return "invalid use of a pipe: %0";
  case Diag::PrintfFormat:
    return "printf: %0";
  case Diag::NestingTooDeep:
    return "%0 nested more than %1 levels deep is not supported (%2)";
  case Diag::NoKernel:
    return "no kernel: the program defines no __kernel function, so its "
           "module has no kernel to run";
  case Diag::LinkDuplicate:
    return "'%0' is defined in more than one compilation unit of the "
           "program (also at %1)";
  case Diag::LinkTypeMismatch:
    return "'%0' is declared here as '%1' but defined at %2 as '%3'";
  case Diag::DriverBug:
    return "%0 may be wrong on this device: %1";
  case Diag::LinkUndefined:
    return "'%0' is declared but defined in no compilation unit of the "
           "program";
  case Diag::SpirvLimit:
    return "%0 cannot be expressed in Vulkan SPIR-V: %1";
  case Diag::LocalTooLarge:
    return "the kernel's __local variables take %0 bytes, more than the "
           "target's %1";
  }
  return "internal error";
}

} // namespace

void report(clang::DiagnosticsEngine &diags, clang::SourceLocation loc,
            Diag diag, std::initializer_list<std::string> args,
            clang::DiagnosticsEngine::Level level) {
  // clang does not map custom diagnostics: apply -w and -Werror here.
  if (level == clang::DiagnosticsEngine::Warning) {
    if (diags.getIgnoreAllWarnings())
      return;
    if (diags.getWarningsAsErrors())
      level = clang::DiagnosticsEngine::Error;
  }
  unsigned id = diags.getCustomDiagID(level, "%0");
  // Substitute our own placeholders so messages can carry any text without
  // tripping clang's format-string parser on user identifiers.
  // One pass over the template, so an argument's own text (a printf
  // format's "%1d") is never substituted again.
  std::string pattern = format(diag), text;
  std::vector<std::string> values(args);
  for (size_t i = 0; i < pattern.size(); ++i) {
    size_t digit = i + 1 < pattern.size() ? pattern[i + 1] - '0' : 10;
    if (pattern[i] == '%' && digit < values.size()) {
      text += values[digit];
      ++i;
    } else {
      text += pattern[i];
    }
  }
  diags.Report(loc, id) << text;
}

} // namespace vkcl
