#include "Frontend.h"
#include "Diagnostics.h"
#include "Library.h"
#include "builtins/BuiltinTable.h"

#include <clang/AST/ASTConsumer.h>
#include <clang/Basic/Diagnostic.h>
#include <clang/Basic/DiagnosticOptions.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/CompilerInvocation.h>
#include <clang/Frontend/FrontendAction.h>
#include <clang/Frontend/TextDiagnosticPrinter.h>
#include <clang/Lex/PPCallbacks.h>
#include <clang/Lex/Preprocessor.h>
#include <clang/Lex/PreprocessorOptions.h>
#include <clang/Sema/Scope.h>
#include <clang/Sema/Sema.h>
#include <clang/Sema/SemaConsumer.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/raw_ostream.h>

#ifndef VKCL_CLANG_RESOURCE_DIR
#error "VKCL_CLANG_RESOURCE_DIR must name clang's resource directory"
#endif

namespace vkcl {
namespace {

/// Where vkcl's own headers (the library, the -D definitions) live.
constexpr llvm::StringLiteral VirtualDirectory = "/vkcl-virtual/";

/// Scopes the parser may nest before it stops. clang's name lookup walks
/// every enclosing scope, so parsing statements nested without braces takes
/// time quadratic in the depth (10,000 levels: 1 s; 100,000: 400 s). Each
/// unbraced `if`, `for` or `while` opens two scopes, and so does each link
/// of an else-if chain, which the emitter takes at any length (emitted
/// flat); other nesting it refuses at 256 levels of control flow
/// (`MaxConstructNesting`) and 256 braces (`-fbracket-depth`). So the limit
/// is a chain of about 8,000 links, which the parser takes in under a second
/// (and SPIRV-Tools' validator in half a minute).
constexpr unsigned MaxScopeDepth = 16384;

class CallbackConsumer : public clang::SemaConsumer {
public:
  CallbackConsumer(const AstCallback &onAst, clang::DiagnosticsEngine &diags,
                   bool &ran)
      : onAst_(onAst), diags_(diags), ran_(ran) {}

  /// Stops the parse once its scopes nest past MaxScopeDepth: one fatal
  /// error (which silences the rest), then every token the parser lexes at
  /// that depth reads as the end of the file, so it unwinds in time linear
  /// in what is left. The token is the parser's own (`Preprocessor::Lex`
  /// fills it, then shows it to the watcher), so changing its kind is how
  /// the parser is told.
  void InitializeSema(clang::Sema &sema) override {
    sema.getPreprocessor().setTokenWatcher([&sema,
                                            this](const clang::Token &token) {
      const clang::Scope *scope = sema.getCurScope();
      if (!scope || scope->getDepth() <= MaxScopeDepth ||
          token.is(clang::tok::eof))
        return;
      if (!stopped_)
        report(diags_, token.getLocation(), Diag::NestingTooDeep,
               {"code", std::to_string(MaxScopeDepth),
                "each level a scope; clang's parser takes time quadratic in "
                "the depth"},
               clang::DiagnosticsEngine::Fatal);
      stopped_ = true;
      // A bare end of file, as the lexer makes one: no identifier or
      // literal data left behind for the parser to look at.
      auto &end = const_cast<clang::Token &>(token);
      const clang::SourceLocation at = end.getLocation();
      end.startToken();
      end.setKind(clang::tok::eof);
      end.setLocation(at);
    });
  }

  void HandleTranslationUnit(clang::ASTContext &context) override {
    if (diags_.hasErrorOccurred())
      return;
    ran_ = true;
    onAst_(context, diags_);
  }

private:
  const AstCallback &onAst_;
  clang::DiagnosticsEngine &diags_;
  bool &ran_;
  bool stopped_ = false;
};

/// Records the user headers a unit #includes: the name as spelled and the
/// file's text (vkcl's virtual headers and clang's are not the user's).
class IncludeRecorder : public clang::PPCallbacks {
public:
  IncludeRecorder(clang::FileManager &files,
                  std::vector<IncludedHeader> &includes)
      : files_(files), includes_(includes) {}
  void InclusionDirective(clang::SourceLocation, const clang::Token &,
                          llvm::StringRef name, bool, clang::CharSourceRange,
                          clang::OptionalFileEntryRef file, llvm::StringRef,
                          llvm::StringRef, const clang::Module *,
                          clang::SrcMgr::CharacteristicKind kind) override {
    if (!file || kind != clang::SrcMgr::C_User ||
        file->getName().startswith(VirtualDirectory))
      return;
    for (const IncludedHeader &seen : includes_)
      if (seen.name == name)
        return;
    if (auto text = files_.getBufferForFile(*file))
      includes_.push_back({name.str(), (*text)->getBuffer().str()});
  }

private:
  clang::FileManager &files_;
  std::vector<IncludedHeader> &includes_;
};

class CallbackAction : public clang::ASTFrontendAction {
public:
  CallbackAction(const AstCallback &onAst, bool &ran,
                 std::vector<IncludedHeader> &includes)
      : onAst_(onAst), ran_(ran), includes_(includes) {}
  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &ci, llvm::StringRef) override {
    ci.getPreprocessor().addPPCallbacks(
        std::make_unique<IncludeRecorder>(ci.getFileManager(), includes_));
    return std::make_unique<CallbackConsumer>(onAst_, ci.getDiagnostics(),
                                              ran_);
  }

private:
  const AstCallback &onAst_;
  bool &ran_;
  std::vector<IncludedHeader> &includes_;
};

const char *clStdFlag(ClStd std) {
  switch (std) {
  case ClStd::CL1_0:
    return "-cl-std=CL1.0";
  case ClStd::CL1_1:
    return "-cl-std=CL1.1";
  case ClStd::CL1_2:
    return "-cl-std=CL1.2";
  case ClStd::CL2_0:
    return "-cl-std=CL2.0";
  case ClStd::CL3_0:
    break;
  }
  return "-cl-std=CL3.0";
}

/// The optional OpenCL features and extensions clang may accept for this
/// profile. Everything is switched off first so that a kernel using what the
/// device lacks is rejected by clang itself where clang knows the feature.
std::string extensionFlag(const CompileOptions &options) {
  const TargetProfile &t = options.target;
  std::string ext = "-cl-ext=-all";
  auto add = [&](const char *name) {
    ext += ",+";
    ext += name;
  };
  if (t.float64) {
    add("cl_khr_fp64");
    add("__opencl_c_fp64");
  }
  if (t.float16)
    add("cl_khr_fp16");
  if (t.int64)
    add("__opencl_c_int64");
  add("cl_khr_byte_addressable_store");
  // builtins/Integer.cpp: shifts and masks on every integer width.
  add("cl_khr_extended_bit_ops");
  // Atomics (builtins/Atomics.cpp): 32-bit everywhere, 64-bit where the
  // device has 64-bit atomics in both memories (a 64-bit view of __local
  // memory needs the explicit layout). Orders up to acquire-release and
  // scopes up to the device; no sequential consistency (see Atomics.cpp).
  add("cl_khr_global_int32_base_atomics");
  add("cl_khr_global_int32_extended_atomics");
  add("cl_khr_local_int32_base_atomics");
  add("cl_khr_local_int32_extended_atomics");
  if (t.int64Atomics && t.workgroupExplicitLayout) {
    add("cl_khr_int64_base_atomics");
    add("cl_khr_int64_extended_atomics");
  }
  add("__opencl_c_atomic_order_acq_rel");
  add("__opencl_c_atomic_scope_device");
  // clang declares the sub-group functions (and the pipes'
  // sub_group_reserve_*) only with these, so they stay on even for a
  // device without sub-group operations: calls then fail with a diagnostic
  // naming the operations, and the macros of what the target lacks are
  // undefined after clang's header (headerUndefines).
  add("cl_khr_subgroups");
  add("__opencl_c_subgroups");
  // The generic address space (GenericAddress.cpp): tagged 64-bit
  // pointers, so only where the target has int64. OpenCL C 2.0 has it
  // unconditionally (a generic pointer on a target without int64 gets a
  // diagnostic naming the feature); under 3.0 it is an optional feature,
  // and clang ties pipes to it.
  bool cl3 = options.clStd == ClStd::CL3_0;
  if (options.clStd == ClStd::CL2_0 || (cl3 && t.int64))
    add("__opencl_c_generic_address_space");
  if (cl3 && t.int64)
    add("__opencl_c_pipes");
  // Images and samplers (Images.cpp, builtins/Image*.cpp), depth images
  // included; writes need storage image writes without a format, which
  // is what 3-D image writes need too. OpenCL C 2.0 has read_write images
  // unconditionally (clang ties the qualifier to the feature; a use the
  // target cannot do gets a diagnostic); under 3.0 it is an optional
  // feature, there only where storage images are read and written without
  // a format. The OpenCL platform reports the same (DeviceInfo.cpp).
  add("cl_khr_depth_images");
  bool writes = t.storageImageWriteWithoutFormat;
  if (writes)
    add("cl_khr_3d_image_writes");
  if (cl3) {
    add("__opencl_c_images");
    if (writes)
      add("__opencl_c_3d_image_writes");
  }
  if (options.clStd == ClStd::CL2_0 ||
      (cl3 && writes && t.storageImageReadWithoutFormat))
    add("__opencl_c_read_write_images");
  // ConstantData.cpp: __global variables in the program's data segment.
  if (cl3)
    add("__opencl_c_program_scope_global_variables");
  return ext;
}

/// #undef lines for the extension and feature macros clang's header
/// defines for every SPIR target under OpenCL C 2.0 and later, where the
/// target cannot do what they promise: the cl_khr_subgroup_* extensions,
/// cl_ext_float_atomics' half forms (no 16-bit atomics) and double forms
/// without 64-bit atomics (builtins/Atomics.cpp), and __opencl_c_int64
/// without 64-bit integers.
std::string headerUndefines(const TargetProfile &target) {
  std::string lines;
  auto undef = [&](std::string_view name) {
    lines += "#undef " + std::string(name) + "\n";
  };
  for (std::string_view name : TargetProfile::subgroupExtensionNames())
    if (!target.hasSubgroupExtension(name))
      undef(name);
  // clang 16 predefines __opencl_c_int64 under OpenCL C 3.0 whatever
  // -cl-ext says; a target without 64-bit integers (SwiftShader: an
  // EMBEDDED_PROFILE device) does not have the feature.
  if (!target.int64)
    undef("__opencl_c_int64");
  bool doubleAtomics = target.int64Atomics && target.workgroupExplicitLayout;
  for (const char *width : {"fp16", "fp64"}) {
    if (std::string_view(width) == "fp64" && doubleAtomics)
      continue;
    for (const char *memory : {"global", "local"})
      for (const char *op : {"load_store", "add", "min_max"})
        undef(std::string("__opencl_c_ext_") + width + "_" + memory +
              "_atomic_" + op);
  }
  return lines;
}

/// `__has_builtin` answering true only for the clang builtins vkcl lowers:
/// clang's own answers true for every builtin clang knows, and a kernel that
/// tests it (`#if __has_builtin(__builtin_popcount)`) would take a path
/// that vkcl then refuses.
std::string hasBuiltinDefinition() {
  std::string lines =
      "#pragma clang diagnostic push\n"
      "#pragma clang diagnostic ignored \"-Wbuiltin-macro-redefined\"\n"
      "#define __has_builtin(name) __vkcl_has_builtin_##name\n"
      "#pragma clang diagnostic pop\n";
  for (llvm::StringRef name : supportedClangBuiltins())
    lines += "#define __vkcl_has_builtin_" + name.str() + " 1\n";
  return lines;
}

/// Where the user's -D macros are defined: a virtual header included after
/// the library, so that no user macro changes the library's text.
const char *const DefinesPath = "/vkcl-virtual/defines.h";

/// -D's NAME, NAME=VALUE or NAME(PARAMS)=VALUE as a #define line.
std::string defineLine(const std::string &d) {
  size_t eq = d.find('=');
  if (eq == std::string::npos)
    return "#define " + d + " 1\n";
  return "#define " + d.substr(0, eq) + " " + d.substr(eq + 1) + "\n";
}

} // namespace

FrontendResult runFrontend(const std::string &source,
                           const CompileOptions &options, LibraryParts library,
                           const AstCallback &onAst) {
  FrontendResult result;
  std::string text;
  llvm::raw_string_ostream textStream(text);

  std::vector<std::string> args = {
      "-triple",
      options.target.int64 ? "spir64-unknown-unknown" : "spir-unknown-unknown",
      "-x",
      "cl",
      clStdFlag(options.clStd),
      "-finclude-default-header",
      "-fdeclare-opencl-builtins",
      extensionFlag(options),
      "-resource-dir",
      VKCL_CLANG_RESOURCE_DIR,
      "-O2",
      // clang's header defines these OpenCL C 3.0 features for every SPIR
      // target unless told otherwise; vkcl has none of them (Atomics.cpp).
      "-D__undef___opencl_c_atomic_order_seq_cst",
      "-D__undef___opencl_c_atomic_scope_all_devices",
  };
  if (options.clStd == ClStd::CL3_0 &&
      !(options.target.storageImageReadWithoutFormat &&
        options.target.storageImageWriteWithoutFormat))
    args.push_back("-D__undef___opencl_c_read_write_images");
  if (!options.target.workGroupCollectives())
    args.push_back("-D__undef___opencl_c_work_group_collective_functions");
  // intel_reqd_sub_group_size (KernelInterface.cpp), where Vulkan lets a
  // pipeline require a sub-group size; clang 16 accepts the attribute but
  // knows no extension of that name for -cl-ext.
  if (options.target.requiredSubgroupSizes())
    args.push_back("-Dcl_intel_required_subgroup_size=1");
  // The device's OpenCL version (clang leaves it to the implementation):
  // every vkcl device is an OpenCL 3.0 device.
  args.push_back("-D__OPENCL_VERSION__=300");
  // "fma ... executes about as fast as, or faster than, a multiply and an
  // add": only where Fma is the hardware's fused instruction; elsewhere
  // the library's correctly rounded fma is many instructions.
  if (options.target.fusedFma) {
    args.push_back("-DFP_FAST_FMAF=1");
    if (options.target.float64)
      args.push_back("-DFP_FAST_FMA=1");
    if (options.target.float16)
      args.push_back("-DFP_FAST_FMA_HALF=1");
    // The device's Exp2, measured precise enough (TargetProfile.h), for
    // the float library's 2^f (library/float/explog.cl).
    if (options.target.preciseExp2)
      args.push_back("-D__VKCL_PRECISE_EXP2=1");
  }
  if (options.fastRelaxedMath)
    args.push_back("-cl-fast-relaxed-math");
  if (library == LibraryParts::FloatAndDouble)
    args.push_back("-D__VKCL_LIBRARY_FP64=1"); // library/double/begin.h
  if (library != LibraryParts::None) {
    args.push_back("-include");
    args.push_back(LibraryPath);
  }
  std::string defines =
      headerUndefines(options.target) + hasBuiltinDefinition();
  for (const std::string &d : options.defines)
    defines += defineLine(d);
  args.push_back("-include");
  args.push_back(DefinesPath);
  for (const std::string &i : options.includeDirs)
    args.push_back("-I" + i);
  for (const std::string &o : options.extraClangOptions)
    args.push_back(o);
  args.push_back(options.fileName);
  std::vector<const char *> argv;
  for (const std::string &a : args)
    argv.push_back(a.c_str());

  llvm::IntrusiveRefCntPtr<clang::DiagnosticOptions> diagOptions =
      new clang::DiagnosticOptions();
  diagOptions->ShowColors = false;
  auto printer =
      std::make_unique<clang::TextDiagnosticPrinter>(textStream, &*diagOptions);

  clang::CompilerInstance ci;
  ci.createDiagnostics(printer.release(), /*ShouldOwnClient=*/true);
  if (!clang::CompilerInvocation::CreateFromArgs(ci.getInvocation(), argv,
                                                 ci.getDiagnostics())) {
    textStream.flush();
    result.errors = true;
    result.diagnostics =
        text.empty() ? "error: invalid compiler options\n" : text;
    return result;
  }
  ci.getDiagnosticOpts().ShowColors = false;
  // The engine was made before the arguments were parsed: apply their
  // warning options (-w, -Werror, -W...) to it now.
  clang::ProcessWarningOptions(ci.getDiagnostics(), ci.getDiagnosticOpts(),
                               /*ReportDiags=*/false);
  clang::PreprocessorOptions &pp = ci.getPreprocessorOpts();
  pp.addRemappedFile(
      options.fileName,
      llvm::MemoryBuffer::getMemBufferCopy(source, options.fileName).release());
  pp.addRemappedFile(
      LibraryPath,
      llvm::MemoryBuffer::getMemBuffer(librarySource(), LibraryPath).release());
  pp.addRemappedFile(
      DefinesPath,
      llvm::MemoryBuffer::getMemBufferCopy(defines, DefinesPath).release());
  ci.getFrontendOpts().DisableFree = false;

  CallbackAction action(onAst, result.parsed, result.includes);
  ci.ExecuteAction(action);
  result.errors = ci.getDiagnostics().hasErrorOccurred();
  textStream.flush();
  result.diagnostics = text;
  return result;
}

} // namespace vkcl
