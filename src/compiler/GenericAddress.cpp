// The generic address space (OpenCL C 2.0, and 3.0's
// __opencl_c_generic_address_space).
//
// A generic pointer is a 64-bit integer carrying its named space in its top
// two bits: 0 for __global (device addresses stay far below 2^62), 1 for
// __local, 2 for __private, with the arena offset in the low 32 bits. So
// conversions are bit operations, pointer arithmetic and comparisons work on
// the integer, and the generic null pointer is 0. Loads, stores and the
// builtins that take generic pointers branch on the tag (one switch per
// access, each case the named space's own access); after inlining, drivers
// fold the switch where the tag is a constant, which it is wherever a named
// pointer was converted in view.
//
// The null __local pointer is all ones, not 0: offset 0 of the local arena
// is a real object (a kernel's first __local variable), and to_local must
// tell a pointer to it from "not local". (The private arena leaves its
// first 16 bytes unused, so its null stays 0.) Converting a null to
// generic gives 0, and 0 back gives the space's null.
#include "FunctionEmitter.h"
#include "builtins/Builtins.h"

namespace vkcl {
namespace {

constexpr uint32_t TagShift = 62;
constexpr uint32_t TagGlobal = 0, TagLocal = 1, TagPrivate = 2;

uint32_t tagOf(MemSpace space) {
  switch (space) {
  case MemSpace::Local:
    return TagLocal;
  case MemSpace::Private:
    return TagPrivate;
  default:
    return TagGlobal;
  }
}

bool isArena(MemSpace space) {
  return space == MemSpace::Local || space == MemSpace::Private;
}

// cl_mem_fence_flags (clang's opencl-c-base.h).
constexpr uint32_t LocalMemFence = 1, GlobalMemFence = 2;

} // namespace

Id FunctionEmitter::genericTag(Id generic) {
  Id shifted = b().binary(spv::Op::OpShiftRightLogical, m_.u64(), generic,
                          m_.constU32(TagShift));
  return b().unary(spv::Op::OpUConvert, m_.u32(), shifted);
}

Id FunctionEmitter::genericFromNamed(MemSpace space, Id address) {
  if (space == MemSpace::Generic || !isArena(space))
    return address; // a device address is its own generic pointer
  Id wide = b().unary(spv::Op::OpUConvert, m_.u64(), address);
  Id tagged =
      b().binary(spv::Op::OpBitwiseOr, m_.u64(), wide,
                 m_.constInt(m_.u64(), uint64_t(tagOf(space)) << TagShift));
  Id isNull = b().binary(spv::Op::OpIEqual, m_.boolType(), address,
                         m_.nullAddress(space));
  return b().select(m_.u64(), isNull, m_.nullAddress(MemSpace::Generic),
                    tagged);
}

Id FunctionEmitter::namedFromGeneric(MemSpace space, Id generic) {
  if (space == MemSpace::Generic)
    return generic;
  Id matches = b().binary(spv::Op::OpIEqual, m_.boolType(), genericTag(generic),
                          m_.constU32(tagOf(space)));
  Id value = isArena(space) ? b().unary(spv::Op::OpUConvert, m_.u32(), generic)
                            : generic;
  return b().select(m_.addressType(space), matches, value,
                    m_.nullAddress(space));
}

Id FunctionEmitter::onGenericSpaces(
    Id generic, Id resultType, const std::function<Id(MemSpace, Id)> &access) {
  Id tag = genericTag(generic);
  Id low = b().unary(spv::Op::OpUConvert, m_.u32(), generic);
  NestedConstruct nested(*this, {});
  spirv::Block *globalBlock = function_.createBlock(),
               *localBlock = function_.createBlock(),
               *privateBlock = function_.createBlock(),
               *merge = function_.createBlock();
  b().selectionMerge(merge);
  b().switchBranch(tag, globalBlock,
                   {{TagLocal, localBlock}, {TagPrivate, privateBlock}});
  std::vector<Id> phi;
  auto emitCase = [&](spirv::Block *block, MemSpace space, Id address) {
    b().setInsertPoint(block);
    Id value = access(space, address);
    phi.push_back(value);
    phi.push_back(b().insertBlock()->label);
    b().branch(merge);
  };
  emitCase(globalBlock, MemSpace::Global, generic);
  emitCase(localBlock, MemSpace::Local, low);
  emitCase(privateBlock, MemSpace::Private, low);
  b().setInsertPoint(merge);
  if (!resultType)
    return 0;
  return b().emit(spv::Op::OpPhi, resultType, phi);
}

Id FunctionEmitter::convertAddressSpace(Id value, clang::QualType from,
                                        clang::QualType to,
                                        clang::SourceLocation loc) {
  MemSpace source = m_.spaceOf(from->getPointeeType(), loc);
  MemSpace target = m_.spaceOf(to->getPointeeType(), loc);
  if (source == target)
    return value;
  if (target == MemSpace::Generic)
    return genericFromNamed(source, value);
  if (source == MemSpace::Generic)
    return namedFromGeneric(target, value);
  fail(loc, Diag::NotSupportedYet,
       {"a conversion between the named address spaces of '" +
        from.getAsString() + "' and '" + to.getAsString() + "'"});
}

Id emitAddressSpaceBuiltin(FunctionEmitter &fe, AddressSpaceFn fn,
                           const clang::CallExpr *call) {
  ModuleEmitter &m = fe.mod();
  clang::SourceLocation loc = call->getExprLoc();
  const clang::Expr *pointer = FunctionEmitter::namedPointer(call->getArg(0));
  MemSpace space = m.spaceOf(pointer->getType()->getPointeeType(), loc);
  Id value = fe.emitRValue(pointer);
  if (fn == AddressSpaceFn::GetFence) {
    // "Returns a valid memory fence value for ptr": __local memory's for a
    // __local pointer, __global memory's for the others.
    if (space != MemSpace::Generic)
      return m.constU32(space == MemSpace::Local ? LocalMemFence
                                                 : GlobalMemFence);
    Id local = fe.b().binary(spv::Op::OpIEqual, m.boolType(),
                             fe.genericTag(value), m.constU32(TagLocal));
    return fe.b().select(m.u32(), local, m.constU32(LocalMemFence),
                         m.constU32(GlobalMemFence));
  }
  // to_global, to_local, to_private: the pointer in that space, or that
  // space's null pointer where it points elsewhere.
  MemSpace target = fn == AddressSpaceFn::ToGlobal  ? MemSpace::Global
                    : fn == AddressSpaceFn::ToLocal ? MemSpace::Local
                                                    : MemSpace::Private;
  if (space != MemSpace::Generic)
    return space == target ? value : m.nullAddress(target);
  return fe.namedFromGeneric(target, value);
}

} // namespace vkcl
