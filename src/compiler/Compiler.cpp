// vkcl::compile and compileProgram: front ends (one per unit) → linker →
// emitter → optimizer → validator.
#include "vkcl/Compiler.h"

#include "Frontend.h"
#include "Library.h"
#include "Linker.h"
#include "ModuleEmitter.h"
#include "vkcl/spirv/DriverLimits.h"
#include "vkcl/spirv/MemoryModel.h"
#include "vkcl/spirv/Tools.h"

#include <llvm/Support/CrashRecoveryContext.h>

#include <chrono>
#include <functional>

namespace vkcl {
namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start)
      .count();
}

/// Clears DontInline from every OpFunction. The emitter marks the OpenCL C
/// library's functions DontInline so that spirv-opt does not copy each one
/// into every lane of every call (seconds of optimizer time); the driver
/// then sees plain calls and inlines what it likes (NVIDIA: the math
/// benchmark twice as fast as with the calls kept).
void allowDriverInlining(std::vector<uint32_t> &words) {
  constexpr uint32_t OpFunction = 54, DontInline = 0x2;
  for (size_t i = 5; i < words.size();) {
    uint32_t count = words[i] >> 16;
    if ((words[i] & 0xffff) == OpFunction && count >= 5)
      words[i + 3] &= ~DontInline;
    i += count ? count : 1;
  }
}

/// Diagnostics for the kernels of `words` that exceed a limit of the
/// target's driver (TargetProfile::maxBranchNesting, maxBufferAccesses);
/// empty when every kernel is within them.
std::string driverLimitErrors(const std::vector<uint32_t> &words,
                              const CompileOptions &options) {
  spirv::DriverLimits limits{"the target '" + options.target.name + "'",
                             options.target.maxBranchNesting,
                             options.target.maxBufferAccesses};
  std::string errors;
  for (const std::string &breach : spirv::driverLimitBreaches(words, limits))
    errors += options.fileName + ": error: " + breach + "\n";
  return errors;
}

/// Parses units[i..] one inside the other, so that every unit's AST is
/// alive when the last one has parsed, and then emits the program from all
/// of them. Each unit is parsed without the OpenCL C library first, and
/// again with it where it calls a builtin the library implements.
class ProgramParser {
public:
  ProgramParser(const std::vector<SourceUnit> &units,
                std::function<void(const std::vector<SourceUnitAst> &)> emit)
      : units_(units), emit_(std::move(emit)), results_(units.size()) {}

  void parse(size_t i) {
    LibraryParts library = LibraryParts::None, needed = LibraryParts::None;
    bool crDivide = correctlyRoundedDivide(units_[i].options);
    auto onAst = [&](clang::ASTContext &ast, clang::DiagnosticsEngine &diags) {
      if (library == LibraryParts::None) {
        needed = libraryPartsCalled(ast, crDivide);
        if (needed != LibraryParts::None)
          return;
      }
      asts_.push_back({&ast, &diags, crDivide});
      if (i + 1 < units_.size())
        parse(i + 1);
      else
        emit_(asts_);
      asts_.pop_back();
    };
    const SourceUnit &unit = units_[i];
    results_[i] = runFrontend(unit.source, unit.options, library, onAst);
    if (needed != LibraryParts::None) {
      library = needed;
      results_[i] = runFrontend(unit.source, unit.options, library, onAst);
    }
  }
  /// Each unit's front-end result, once parse(0) has returned.
  const std::vector<FrontendResult> &results() const { return results_; }

private:
  const std::vector<SourceUnit> &units_;
  std::function<void(const std::vector<SourceUnitAst> &)> emit_;
  std::vector<SourceUnitAst> asts_;
  std::vector<FrontendResult> results_;
};

CompileResult compileHere(const std::vector<SourceUnit> &units) {
  CompileResult result;
  if (units.empty()) {
    result.diagnostics = "error: no compilation unit to compile\n";
    return result;
  }
  const CompileOptions &options = units.front().options;
  std::vector<uint32_t> words;
  Clock::time_point start = Clock::now();
  ProgramParser parser(units, [&](const std::vector<SourceUnitAst> &asts) {
    result.timings.parseMs = msSince(start);
    Clock::time_point emitStart = Clock::now();
    SymbolTable symbols;
    if (symbols.build(asts)) {
      ModuleEmitter emitter(asts, symbols, options.target, options.compileOnly);
      if (emitter.emitProgram()) {
        if (options.target.vulkanMemoryModel)
          spirv::useVulkanMemoryModel(emitter.module());
        words = emitter.module().write();
      }
    }
    result.timings.emitMs = msSince(emitStart);
  });
  parser.parse(0);
  bool failed = false;
  for (const FrontendResult &frontend : parser.results()) {
    result.diagnostics += frontend.diagnostics;
    result.includedHeaders.insert(result.includedHeaders.end(),
                                  frontend.includes.begin(),
                                  frontend.includes.end());
    failed |= frontend.errors || !frontend.parsed;
  }
  if (failed || words.empty()) {
    if (result.diagnostics.empty())
      result.diagnostics = options.fileName + ": error: compilation failed\n";
    return result;
  }

  bool validatedOutput = false;
  if (options.optimize) {
    Clock::time_point optStart = Clock::now();
    // The optimizer validates its input itself; only when it fails is the
    // emitter's module validated again, so that an emitter bug is reported
    // as such and not as an optimizer failure. (Validating it beforehand
    // as well doubled the validator's time, which grows faster than the
    // square of the nesting depth: 10 s of 600 nested ifs.)
    // A driver whose JIT charges stack per memory access (its buffer
    // accesses are budgeted) gets every variable promoted.
    spirv::OptimizeOptions optimizeOptions;
    optimizeOptions.promoteEveryVariable =
        options.target.maxBufferAccesses != 0;
    spirv::OptimizeResult optimized = spirv::optimize(words, optimizeOptions);
    result.timings.optimizeMs = msSince(optStart);
    if (!optimized.error.empty()) {
      result.internalError = true;
      std::string raw = spirv::validate(words);
      result.diagnostics +=
          options.fileName +
          (raw.empty() ? ": error: internal compiler error: SPIR-V "
                         "optimizer failed:\n" +
                             optimized.error
                       : ": error: internal compiler error: invalid SPIR-V "
                         "emitted:\n" +
                             raw);
      return result;
    }
    words = std::move(optimized.words);
    validatedOutput = optimized.validated;
  }
  Clock::time_point validateStart = Clock::now();
  // optimize() validates the module it restores itself (validatedOutput).
  std::string errors = validatedOutput ? "" : spirv::validate(words);
  result.timings.validateMs = msSince(validateStart);
  if (!errors.empty()) {
    result.internalError = true;
    result.diagnostics += options.fileName +
                          ": error: internal compiler error: invalid SPIR-V "
                          "after optimization:\n" +
                          errors;
    return result;
  }
  if (std::string errors = driverLimitErrors(words, options); !errors.empty()) {
    result.diagnostics += errors;
    return result;
  }
  allowDriverInlining(words);
  result.spirv = std::move(words);
  result.success = true;
  return result;
}

/// The compile thread's stack. clang and the emitter recurse once per
/// level of an expression: a sum of 200,000 terms needs about 128 MiB (the
/// default 8 MiB overflowed at some 20,000). Only the pages used become
/// memory.
constexpr unsigned CompileStackBytes = 512u << 20;

} // namespace

CompileResult compile(const std::string &source,
                      const CompileOptions &options) {
  return compileProgram({SourceUnit{source, options}});
}

CompileResult compileProgram(const std::vector<SourceUnit> &units) {
  // On its own thread with a deep stack, and under LLVM's crash recovery
  // (as libclang runs clang): a crash in clang or vkcl on some input ends
  // this compile with an error, not the process. Enable() installs LLVM's
  // signal handlers once per process (again if a signal outside any
  // compile made them step aside); outside a compile they hand every
  // signal to the handlers that were there before.
  llvm::CrashRecoveryContext::Enable();
  CompileResult result;
  llvm::CrashRecoveryContext recovery;
  bool finished = recovery.RunSafelyOnThread(
      [&] { result = compileHere(units); }, CompileStackBytes);
  if (!finished) {
    result = CompileResult{};
    result.internalError = true;
    result.diagnostics =
        (units.empty() ? std::string("vkcl") : units.front().options.fileName) +
        ": error: internal compiler error: the compiler crashed on this "
        "input; please report it with the source\n";
  }
  return result;
}

} // namespace vkcl
