// The OpenCL C 2.0 pipe built-in functions (OpenCL C 3.0, 6.15.16), lowered
// onto the ring buffer of PipeRing.
//
// A pipe value is the pipe object's device address; a reserve_id_t is a
// uvec2 (first position, packet count) with a count of 0 for an invalid
// reservation, which is what CLK_NULL_RESERVE_ID and a failed reserve give.
// The 2-argument read_pipe/write_pipe are a reservation of one packet, the
// copy and the commit, in one call.
#include "builtins/Builtins.h"
#include "builtins/PipeRing.h"

namespace vkcl {
namespace {

struct PipeCall {
  PipeFn fn;
  PipeSide side;
  PipeScope scope;
};

class PipeLowering {
public:
  explicit PipeLowering(FunctionEmitter &fe)
      : fe_(fe), m_(fe.mod()), b_(fe.b()) {}

  Id emit(const PipeCall &c, const clang::CallExpr *call) {
    if (c.fn == PipeFn::IsValidReserveId) {
      Id count =
          b_.compositeExtract(m_.u32(), fe_.emitRValue(call->getArg(0)), {1});
      return b_.binary(spv::Op::OpINotEqual, m_.boolType(), count,
                       m_.constU32(0));
    }
    Id pipe = fe_.emitRValue(call->getArg(0));
    PipeRing ring(fe_, pipe);
    switch (c.fn) {
    case PipeFn::ReadWrite:
      return transfer(c.side, ring, call);
    case PipeFn::Reserve:
      return ring.reserve(c.side, c.scope, argument(call, 1));
    case PipeFn::Commit:
      ring.commit(c.side, c.scope, fe_.emitRValue(call->getArg(1)));
      return 0;
    case PipeFn::NumPackets:
      return ring.numPackets();
    case PipeFn::MaxPackets:
      return ring.capacity();
    case PipeFn::IsValidReserveId:
      break;
    }
    return 0;
  }

private:
  /// An unsigned int argument.
  Id argument(const clang::CallExpr *call, unsigned index) {
    const clang::Expr *arg = call->getArg(index);
    return fe_.convert(fe_.emitRValue(arg), arg->getType(),
                       fe_.ast().UnsignedIntTy, arg->getExprLoc());
  }

  Id transfer(PipeSide side, PipeRing &ring, const clang::CallExpr *call) {
    clang::SourceLocation loc = call->getExprLoc();
    bool reserved = call->getNumArgs() == 4;
    clang::QualType packet =
        call->getArg(0)->getType()->castAs<clang::PipeType>()->getElementType();
    const clang::Expr *ptr =
        FunctionEmitter::namedPointer(call->getArg(reserved ? 3 : 1));
    clang::QualType pointee = ptr->getType()->getPointeeType();
    MemSpace space = m_.spaceOf(pointee, ptr->getExprLoc());
    if (side == PipeSide::Read && space == MemSpace::Constant)
      fe_.fail(loc, Diag::PipeMisuse,
               {"read_pipe cannot store a packet into __constant memory"});
    requirePacketType(m_, packet, loc);
    uint32_t bytes = m_.sizeOf(packet);
    uint32_t align = std::max(m_.alignOf(packet), fe_.knownAlignment(ptr));
    Id address = fe_.emitRValue(ptr);
    // A packet behind a generic pointer moves in the space its tag names.
    auto move = [&](Id reservation, Id index) {
      if (space != MemSpace::Generic)
        return ring.transfer(side, reservation, index, space, address, align,
                             bytes);
      return fe_.onGenericSpaces(address, m_.u32(), [&](MemSpace named, Id at) {
        return ring.transfer(side, reservation, index, named, at, align, bytes);
      });
    };
    if (reserved)
      return move(fe_.emitRValue(call->getArg(1)), argument(call, 2));
    Id reservation = ring.reserve(side, PipeScope::WorkItem, m_.constU32(1));
    Id result = move(reservation, m_.constU32(0));
    ring.commitClaim(side, reservation);
    return result;
  }

  FunctionEmitter &fe_;
  ModuleEmitter &m_;
  spirv::Builder &b_;
};

/// Parses a pipe builtin's name.
bool parse(llvm::StringRef name, PipeCall &c) {
  c.scope = PipeScope::WorkItem;
  if (name == "is_valid_reserve_id") {
    c.fn = PipeFn::IsValidReserveId;
    return true;
  }
  if (name == "get_pipe_num_packets" || name == "get_pipe_max_packets") {
    c.fn = name == "get_pipe_num_packets" ? PipeFn::NumPackets
                                          : PipeFn::MaxPackets;
    return true;
  }
  if (name.consume_front("work_group_"))
    c.scope = PipeScope::WorkGroup;
  else if (name.consume_front("sub_group_"))
    c.scope = PipeScope::SubGroup;
  if (name.consume_front("reserve_"))
    c.fn = PipeFn::Reserve;
  else if (name.consume_front("commit_"))
    c.fn = PipeFn::Commit;
  else if (c.scope == PipeScope::WorkItem)
    c.fn = PipeFn::ReadWrite;
  else
    return false;
  if (name == "read_pipe")
    c.side = PipeSide::Read;
  else if (name == "write_pipe")
    c.side = PipeSide::Write;
  else
    return false;
  return true;
}

} // namespace

void requirePacketType(ModuleEmitter &m, clang::QualType packet,
                       clang::SourceLocation loc) {
  // Packets are bytes a host can produce and consume: no images, events,
  // reservations or pointers (whose meaning dies with the kernel).
  const clang::Type *t = packet.getCanonicalType().getTypePtr();
  while (const clang::ArrayType *array = t->getAsArrayTypeUnsafe())
    t = array->getElementType().getCanonicalType().getTypePtr();
  if (t->isOpenCLSpecificType() || t->isPipeType() || t->isPointerType() ||
      t->isReserveIDT())
    m.fail(loc, Diag::PipeMisuse,
           {"packets of type '" + packet.getAsString() +
            "' (a packet must be data: scalars, vectors, structs, arrays)"});
  if (auto *record = t->getAs<clang::RecordType>())
    for (const clang::FieldDecl *field : record->getDecl()->fields())
      requirePacketType(m, field->getType(), loc);
  m.requireType(packet, loc);
}

bool isPipeBuiltin(llvm::StringRef name) {
  PipeCall c;
  return parse(name, c);
}

bool usesPipeScratch(llvm::StringRef name) {
  PipeCall c;
  return parse(name, c) && c.fn == PipeFn::Reserve &&
         c.scope == PipeScope::WorkGroup;
}

Id emitPipeBuiltin(FunctionEmitter &fe, const clang::CallExpr *call,
                   llvm::StringRef name) {
  PipeCall c;
  parse(name, c);
  return PipeLowering(fe).emit(c, call);
}

} // namespace vkcl
