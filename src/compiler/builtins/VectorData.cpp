// vloadn/vstoren and the half load/store family (OpenCL C 3.0, 6.15.10).
//
// The address is `p + offset * n` elements and is aligned only to the
// element (to the whole vector for vloada/vstorea), so the vector memory
// layer is asked for the alignment it can prove. Where a wider alignment
// would allow wider accesses, one run-time test of the address picks the
// wide path (a 16-byte-aligned vload4 from a float * is one 16-byte load)
// and falls back to element-sized accesses; both are always correct.
//
// Half data moves as 16-bit patterns (ushort lanes), so the half family
// needs neither half arithmetic nor 16-bit storage; HalfConversion.cpp turns
// the patterns into floats and back.
#include "Alignment.h"
#include "builtins/Builtins.h"
#include "builtins/HalfConversion.h"

#include <llvm/ADT/StringRef.h>

namespace vkcl {

namespace {

struct VectorDataCall {
  bool store = false;
  bool half = false;    ///< vload_half*/vstore_half*
  bool aligned = false; ///< vloada_half*/vstorea_half*
  unsigned lanes = 1;
  HalfRounding rounding = HalfRounding::Rte;
};

/// Parses the builtin's name; false when it is not one of this family.
bool parse(llvm::StringRef name, VectorDataCall &call) {
  if (name.consume_front("vload"))
    call.store = false;
  else if (name.consume_front("vstore"))
    call.store = true;
  else
    return false;
  if (name.consume_front("a_half"))
    call.half = call.aligned = true;
  else if (name.consume_front("_half"))
    call.half = true;
  if (call.half && call.store) {
    static const std::pair<const char *, HalfRounding> modes[] = {
        {"_rte", HalfRounding::Rte},
        {"_rtz", HalfRounding::Rtz},
        {"_rtp", HalfRounding::Rtp},
        {"_rtn", HalfRounding::Rtn}};
    for (const auto &[suffix, mode] : modes)
      if (name.consume_back(suffix))
        call.rounding = mode;
  }
  if (name.empty()) {
    call.lanes = 1;
    return call.half;
  }
  unsigned n = 0;
  if (name.getAsInteger(10, n))
    return false;
  call.lanes = n;
  return n == 2 || n == 3 || n == 4 || n == 8 || n == 16;
}

class VectorDataLowering {
public:
  explicit VectorDataLowering(FunctionEmitter &fe)
      : fe_(fe), m_(fe.mod()), b_(fe.b()) {}

  Id emit(const VectorDataCall &c, const clang::CallExpr *call) {
    clang::SourceLocation loc = call->getExprLoc();
    unsigned pointerArg = c.store ? 2 : 1, offsetArg = c.store ? 1 : 0;
    const clang::Expr *ptrExpr =
        FunctionEmitter::namedPointer(call->getArg(pointerArg));
    clang::QualType ptrType = ptrExpr->getType();
    clang::QualType pointee = ptrType->getPointeeType();
    MemSpace space = m_.spaceOf(pointee, loc);
    // Half patterns move as ushort; everything else as the gentype.
    clang::QualType element =
        c.half ? fe_.ast().UnsignedShortTy : pointee.getUnqualifiedType();
    uint32_t bytes = m_.sizeOf(element);
    unsigned stride = c.aligned && c.lanes == 3 ? 4 : c.lanes;
    // The pointer's own alignment carries over to p + offset * n elements
    // up to the vector's size (a power of two but for 3-vectors).
    uint32_t strideBytes = bytes * stride;
    uint32_t knownAlign = std::max(
        c.aligned ? strideBytes : m_.alignOf(pointee.getUnqualifiedType()),
        std::min(fe_.knownAlignment(ptrExpr),
                 alignAt(16, strideBytes & (~strideBytes + 1))));

    Id offset = fe_.emitRValue(call->getArg(offsetArg));
    Id sizeT = m_.sizeType();
    Id byteOffset =
        b_.binary(spv::Op::OpIMul, sizeT,
                  fe_.toSizeT(offset, call->getArg(offsetArg)->getType()),
                  m_.constInt(sizeT, bytes * stride));
    Id address = fe_.addressAdd(space, fe_.emitRValue(ptrExpr), byteOffset);
    if (space != MemSpace::Generic)
      return access(c, call, space, address, element, knownAlign);
    clang::QualType result = call->getType();
    return fe_.onGenericSpaces(
        address, result->isVoidType() ? 0 : fe_.typeOf(result, loc),
        [&](MemSpace named, Id at) {
          return access(c, call, named, at, element, knownAlign);
        });
  }

private:
  /// The load or store at `address` in a named space.
  Id access(const VectorDataCall &c, const clang::CallExpr *call,
            MemSpace space, Id address, clang::QualType element,
            uint32_t knownAlign) {
    clang::SourceLocation loc = call->getExprLoc();
    uint32_t bytes = m_.sizeOf(element);
    uint32_t wide = widestAlignment(bytes, c.lanes);

    // Hardware half conversions on whole words (two halves each), as a
    // GLSL programmer's unpackFloat2x16: no lane is cut out or packed.
    bool wordHalves = c.half && c.lanes % 2 == 0 &&
                      hardwareHalfConversions(m_.target()) &&
                      std::max(wide, knownAlign) >= 4;
    if (wordHalves && !c.store) {
      Id floatType = m_.module().typeVector(m_.module().typeFloat(32), c.lanes);
      auto words = [&](uint32_t align) {
        return halfWordsToFloat(
            fe_, fe_.loadWords(space, address, align, c.lanes / 2));
      };
      if (knownAlign >= 4)
        return words(knownAlign);
      return fe_.emitIfElse(
          isAligned(space, address, wide), floatType,
          [&] { return words(wide); },
          [&] {
            return halfBitsToFloat(fe_,
                                   fe_.loadVector(element, c.lanes, space,
                                                  address, knownAlign, loc),
                                   c.lanes);
          });
    }
    if (!c.store) {
      Id regType =
          c.lanes == 1
              ? fe_.typeOf(element, loc)
              : m_.module().typeVector(fe_.typeOf(element, loc), c.lanes);
      Id bits = loadAt(element, c.lanes, space, address, knownAlign, wide,
                       regType, loc);
      return c.half ? halfBitsToFloat(fe_, bits, c.lanes) : bits;
    }
    const clang::Expr *dataExpr = call->getArg(0);
    Id data = fe_.emitRValue(dataExpr);
    if (c.half) {
      clang::QualType dataElement = dataExpr->getType();
      if (auto *vec = dataElement->getAs<clang::VectorType>())
        dataElement = vec->getElementType();
      bool fromFloat =
          dataElement->isSpecificBuiltinType(clang::BuiltinType::Float);
      if (wordHalves && fromFloat && c.rounding == HalfRounding::Rte) {
        auto words = [&](uint32_t align) {
          fe_.storeWords(space, address, align,
                         floatToHalfWords(fe_, data, c.lanes));
        };
        if (knownAlign >= 4) {
          words(knownAlign);
          return 0;
        }
        fe_.emitIfElse(
            isAligned(space, address, wide), [&] { words(wide); },
            [&] {
              fe_.storeVector(element, c.lanes, space, address, knownAlign,
                              floatToHalfBits(fe_, data, c.lanes, c.rounding),
                              loc);
            });
        return 0;
      }
      if (dataElement->isSpecificBuiltinType(clang::BuiltinType::Double)) {
        if (!m_.target().int64)
          fe_.fail(loc, Diag::TargetLacksFeature,
                   {"converting double to half", "int64", m_.target().name});
        data = doubleToHalfBits(fe_, data, c.lanes, c.rounding);
      } else {
        data = floatToHalfBits(fe_, data, c.lanes, c.rounding);
      }
    }
    storeAt(element, c.lanes, space, address, knownAlign, wide, data, loc);
    return 0;
  }

  /// The alignment that makes the whole vector one or a few wide accesses:
  /// its size up to 16 bytes, a power of two (none for 3-vectors, which are
  /// accessed element by element unless the gentype proves more).
  static uint32_t widestAlignment(uint32_t bytes, unsigned lanes) {
    if (lanes == 3 || lanes == 1)
      return 0;
    return std::min<uint32_t>(16, bytes * lanes);
  }

  Id isAligned(MemSpace space, Id address, uint32_t align) {
    Id low = fe_.addressLowWord(space, address);
    Id bits =
        b_.binary(spv::Op::OpBitwiseAnd, m_.u32(), low, m_.constU32(align - 1));
    return b_.binary(spv::Op::OpIEqual, m_.boolType(), bits, m_.constU32(0));
  }

  Id loadAt(clang::QualType element, unsigned lanes, MemSpace space, Id address,
            uint32_t known, uint32_t wide, Id regType,
            clang::SourceLocation loc) {
    if (wide <= known || wide < 4)
      return fe_.loadVector(element, lanes, space, address, known, loc);
    return fe_.emitIfElse(
        isAligned(space, address, wide), regType,
        [&] {
          return fe_.loadVector(element, lanes, space, address, wide, loc);
        },
        [&] {
          return fe_.loadVector(element, lanes, space, address, known, loc);
        });
  }

  void storeAt(clang::QualType element, unsigned lanes, MemSpace space,
               Id address, uint32_t known, uint32_t wide, Id value,
               clang::SourceLocation loc) {
    if (wide <= known || wide < 4) {
      fe_.storeVector(element, lanes, space, address, known, value, loc);
      return;
    }
    fe_.emitIfElse(
        isAligned(space, address, wide),
        [&] {
          fe_.storeVector(element, lanes, space, address, wide, value, loc);
        },
        [&] {
          fe_.storeVector(element, lanes, space, address, known, value, loc);
        });
  }

  FunctionEmitter &fe_;
  ModuleEmitter &m_;
  spirv::Builder &b_;
};

} // namespace

bool isVectorDataBuiltin(llvm::StringRef name) {
  VectorDataCall c;
  return parse(name, c);
}

Id emitVectorDataBuiltin(FunctionEmitter &fe, const clang::CallExpr *call) {
  VectorDataCall c;
  parse(call->getDirectCallee()->getName(), c);
  return VectorDataLowering(fe).emit(c, call);
}

} // namespace vkcl
