// printf (OpenCL C 3.0, 6.15.14): a record of the call site's id and its
// argument values in the dispatch's printf buffer; the host formats it.
//
// The format and the text of `%s` arguments are string literals, so they
// go into the reflection (vkcl/Printf.h) and the kernel writes only
// numbers: one fetch-and-add reserves the whole record (so records never
// interleave and each work-item's stay in program order), then plain
// stores fill it. The format is parsed here as the host will parse it, so
// every error a host printf would meet at run time is a compile-time
// diagnostic instead.
#include "builtins/Builtins.h"
#include "builtins/HalfConversion.h"

#include "vkcl/Printf.h"

namespace vkcl {
namespace {

constexpr uint32_t Relaxed = 0;

/// The string literal an argument is (through decay and address-space
/// casts), or null.
const clang::StringLiteral *stringLiteral(const clang::Expr *expr) {
  return llvm::dyn_cast<clang::StringLiteral>(expr->IgnoreParenImpCasts());
}

/// A literal's text up to its first NUL, as printf reads it.
std::string literalText(const clang::StringLiteral *literal) {
  std::string text = literal->getBytes().str();
  return text.substr(0, text.find('\0'));
}

/// A format as it would be written in C, for diagnostics on one line.
std::string escaped(const std::string &text) {
  std::string out;
  for (char c : text) {
    if (c == '\n')
      out += "\\n";
    else if (c == '\t')
      out += "\\t";
    else if (c == '"' || c == '\\')
      out += std::string("\\") + c;
    else
      out += c;
  }
  return out;
}

/// One argument's record words and its layout.
struct StoredArg {
  PrintfArgInfo info;
  std::vector<Id> words;
};

class PrintfEmitter {
public:
  PrintfEmitter(FunctionEmitter &fe, const clang::CallExpr *call)
      : fe_(fe), m_(fe.mod()), call_(call) {}

  Id emit();

private:
  std::vector<PrintfPiece> parseFormat(PrintfInfo &site);
  StoredArg storeValue(const clang::Expr *arg);
  StoredArg storeString(const clang::Expr *arg);
  /// A lane of `element` type (register form) as its record words.
  void appendLane(std::vector<Id> &words, Id lane, clang::QualType element,
                  uint32_t bytes);
  Id writeRecord(const std::vector<Id> &words);
  /// A half lane widened from its bits: NVIDIA's OpFConvert drops the sign
  /// of a NaN, which printf shows ("-nan").
  Id halfToFloat(Id lane, Id halfType);
  [[noreturn]] void fail(const clang::Expr *at, const std::string &what) {
    fe_.fail(at->getExprLoc(), Diag::PrintfFormat, {what});
  }

  FunctionEmitter &fe_;
  ModuleEmitter &m_;
  const clang::CallExpr *call_;
};

std::vector<PrintfPiece> PrintfEmitter::parseFormat(PrintfInfo &site) {
  const clang::Expr *format = call_->getArg(0);
  const clang::StringLiteral *literal = stringLiteral(format);
  if (!literal)
    fail(format, "the format must be a string literal (OpenCL C 6.15.14.2)");
  site.format = literalText(literal);
  std::vector<PrintfPiece> pieces;
  std::string error;
  if (!parsePrintfFormat(site.format, pieces, error))
    fail(format, error);
  return pieces;
}

Id PrintfEmitter::emit() {
  PrintfInfo site;
  std::vector<PrintfPiece> pieces = parseFormat(site);
  std::vector<Id> words;
  unsigned next = 1; // the call's argument index
  auto take = [&](const char *what) {
    if (next >= call_->getNumArgs())
      fail(call_, "the format \"" + escaped(site.format) +
                      "\" needs more arguments than the call passes (" + what +
                      ")");
    return call_->getArg(next++);
  };
  for (const PrintfPiece &piece : pieces) {
    if (!piece.isConversion || piece.conversion.conversion == '%')
      continue;
    const PrintfConversion &c = piece.conversion;
    for (int amount : {c.width, c.precision}) {
      if (amount != PrintfConversion::AsteriskAmount)
        continue;
      const clang::Expr *arg = take("a '*' field width or precision");
      if (!arg->getType()->isIntegerType())
        fail(arg, "a '*' field width or precision must be an int");
      StoredArg stored = storeValue(arg);
      words.insert(words.end(), stored.words.begin(), stored.words.end());
      site.args.push_back(stored.info);
    }
    const clang::Expr *arg = take("a value");
    StoredArg stored = c.conversion == 's' ? storeString(arg) : storeValue(arg);
    words.insert(words.end(), stored.words.begin(), stored.words.end());
    site.args.push_back(stored.info);
  }
  // "If the format is exhausted while arguments remain, the excess
  // arguments are evaluated (as always) but are otherwise ignored."
  for (; next < call_->getNumArgs(); ++next)
    if (call_->getArg(next)->HasSideEffects(fe_.ast()))
      fe_.emitRValue(call_->getArg(next));
  uint32_t id = m_.addPrintf(std::move(site));
  words.insert(words.begin(), m_.constU32(id));
  return writeRecord(words);
}

StoredArg PrintfEmitter::storeString(const clang::Expr *arg) {
  const clang::StringLiteral *literal = stringLiteral(arg);
  if (!literal)
    fail(arg, "the argument of %s must be a string literal (OpenCL C "
              "6.15.14.2)");
  StoredArg stored;
  stored.info.kind = PrintfArgKind::String;
  stored.info.bytes = 0;
  stored.info.text = literalText(literal);
  return stored;
}

StoredArg PrintfEmitter::storeValue(const clang::Expr *arg) {
  // Float arguments reach a variadic call as double where the device has
  // fp64 (and half ones as float or double): the record keeps the float,
  // which the host widens exactly, so no fp64 code is needed for it.
  const clang::Expr *value = arg;
  auto *cast = llvm::dyn_cast<clang::ImplicitCastExpr>(arg->IgnoreParens());
  if (cast && cast->getCastKind() == clang::CK_FloatingCast) {
    clang::QualType from = cast->getSubExpr()->getType().getCanonicalType();
    if (from->isSpecificBuiltinType(clang::BuiltinType::Float) ||
        from->isSpecificBuiltinType(clang::BuiltinType::Half))
      value = cast->getSubExpr();
  }
  clang::QualType type = value->getType().getCanonicalType();
  clang::QualType element = elementOf(type);
  unsigned lanes = countOf(type);
  StoredArg stored;
  stored.info.lanes = lanes;
  if (type->isPointerType()) {
    stored.info.kind = PrintfArgKind::Pointer;
    stored.info.bytes = m_.target().int64 ? 8 : 4;
    MemSpace space = m_.spaceOf(type->getPointeeType(), arg->getExprLoc());
    Id address = fe_.emitRValue(value);
    appendLane(stored.words,
               fe_.addressToInt(space, address, arg->getExprLoc()),
               fe_.ast().getSizeType(), stored.info.bytes);
    return stored;
  }
  if (element->isIntegerType()) {
    stored.info.kind = element->isSignedIntegerType() ? PrintfArgKind::Int
                                                      : PrintfArgKind::Uint;
    stored.info.bytes = m_.sizeOf(element) == 8 ? 8 : 4;
  } else if (element->isRealFloatingType()) {
    stored.info.kind = PrintfArgKind::Float;
    stored.info.bytes = m_.sizeOf(element) == 8 ? 8 : 4;
  } else {
    fail(arg, "an argument of type '" + arg->getType().getAsString() +
                  "' cannot be printed");
  }
  Id v = fe_.emitRValue(value);
  bool half = element->isSpecificBuiltinType(clang::BuiltinType::Half);
  Id laneType = fe_.typeOf(element, arg->getExprLoc());
  for (unsigned lane = 0; lane < lanes; ++lane) {
    Id x = lanes == 1 ? v : fe_.b().compositeExtract(laneType, v, {lane});
    if (half) // recorded as the float it is, exactly
      x = halfToFloat(x, laneType);
    appendLane(stored.words, x, half ? fe_.ast().FloatTy : element,
               stored.info.bytes);
  }
  return stored;
}

void PrintfEmitter::appendLane(std::vector<Id> &words, Id lane,
                               clang::QualType element, uint32_t bytes) {
  spirv::Builder &b = fe_.b();
  if (bytes == 4) {
    // char and short lanes are already 32-bit registers, kept extended.
    words.push_back(element->isRealFloatingType()
                        ? b.unary(spv::Op::OpBitcast, m_.u32(), lane)
                        : lane);
    return;
  }
  Id pair = b.unary(spv::Op::OpBitcast, m_.uvec2(), lane);
  words.push_back(b.compositeExtract(m_.u32(), pair, {0}));
  words.push_back(b.compositeExtract(m_.u32(), pair, {1}));
}

Id PrintfEmitter::halfToFloat(Id lane, Id halfType) {
  spirv::Builder &b = fe_.b();
  Id pair =
      b.compositeConstruct(fe_.spv().typeVector(halfType, 2), {lane, lane});
  Id bits = b.binary(spv::Op::OpBitwiseAnd, m_.u32(),
                     b.unary(spv::Op::OpBitcast, m_.u32(), pair),
                     m_.constU32(0xffff));
  return halfBitsToFloat(fe_, bits, 1);
}

Id PrintfEmitter::writeRecord(const std::vector<Id> &words) {
  spirv::Builder &b = fe_.b();
  clang::SourceLocation loc = call_->getExprLoc();
  auto u32 = [&](uint32_t v) { return m_.constU32(v); };
  auto word = [&](Id base, uint32_t index) {
    return fe_.atomicPointer(
        MemSpace::Global,
        fe_.addressAddConst(MemSpace::Global, base, 4 * index), 32, loc);
  };
  auto atomic = [&](spv::Op op, Id pointer, Id value) {
    return b.emit(op, m_.u32(),
                  {pointer, u32(static_cast<uint32_t>(spv::Scope::Device)),
                   u32(Relaxed), value});
  };
  // The data word at `index` (a u32 below the capacity): the buffer is at
  // most 1 GiB, so the byte offset fits a signed 32-bit size_t.
  auto dataAddress = [&](Id base, Id index) {
    Id bytes = b.binary(spv::Op::OpShiftLeftLogical, m_.u32(),
                        b.binary(spv::Op::OpIAdd, m_.u32(), index,
                                 u32(PrintfLayout::HeaderWords)),
                        u32(2));
    if (m_.sizeType() != m_.u32())
      bytes = b.unary(spv::Op::OpUConvert, m_.sizeType(), bytes);
    return fe_.addressAdd(MemSpace::Global, base, bytes);
  };

  Id base = fe_.loadDeviceAddress(MemSpace::PushConstant,
                                  u32(DispatchLayout::PrintfBufferAddress));
  Id total = u32(static_cast<uint32_t>(words.size()));
  Id start =
      atomic(spv::Op::OpAtomicIAdd, word(base, PrintfLayout::UsedWord), total);
  Id capacity =
      b.emit(spv::Op::OpAtomicLoad, m_.u32(),
             {word(base, PrintfLayout::CapacityWord),
              u32(static_cast<uint32_t>(spv::Scope::Device)), u32(Relaxed)});
  // start + total <= capacity, without wrapping.
  Id room = b.binary(spv::Op::OpISub, m_.u32(), capacity, total);
  Id fits = b.binary(
      spv::Op::OpLogicalAnd, m_.boolType(),
      b.binary(spv::Op::OpULessThanEqual, m_.boolType(), total, capacity),
      b.binary(spv::Op::OpULessThanEqual, m_.boolType(), start, room));
  Id intType = fe_.typeOf(call_->getType(), loc);
  return fe_.emitIfElse(
      fits, intType,
      [&] {
        fe_.storeWords(MemSpace::Global, dataAddress(base, start), 4, words);
        return fe_.constInt(call_->getType(), 0, loc);
      },
      [&] {
        atomic(spv::Op::OpAtomicIAdd, word(base, PrintfLayout::DroppedWord),
               u32(1));
        Id inside =
            b.binary(spv::Op::OpULessThan, m_.boolType(), start, capacity);
        fe_.emitIfElse(
            inside,
            [&] {
              b.store(fe_.wordPointer(MemSpace::Global,
                                      dataAddress(base, start), 4),
                      u32(PrintfLayout::EndMarker), 4);
            },
            [&] {
              atomic(spv::Op::OpAtomicISub, word(base, PrintfLayout::UsedWord),
                     total);
            });
        return fe_.constInt(call_->getType(), ~uint64_t(0), loc);
      });
}

} // namespace

Id emitPrintf(FunctionEmitter &fe, const clang::CallExpr *call) {
  return PrintfEmitter(fe, call).emit();
}

} // namespace vkcl
