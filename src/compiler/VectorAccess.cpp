// Vector loads and stores: the widest access the alignment proves.
//
// One rule serves `v = *p`, struct members and vloadn/vstoren alike: a
// vector moves in the widest units its known alignment allows.
// - Device memory with native storage of the element: one access for up to
//   4 lanes (a `float4` is one 16-byte load when 16-aligned).
// - Elements narrower than a word (char, short, half) at a 4-aligned
//   address: whole words, up to four at once (a `uchar16` is one uvec4), the
//   lanes cut out and packed with shifts. Word stores need no atomics: the
//   vector owns every byte of them.
// - Wider vectors (8, 16 lanes; arrays in SPIR-V) go four lanes at a time
//   through the rules above, so a 32-aligned `float8` is two 16-byte loads.
// - Anything else element by element, which is what an address aligned only
//   to the element (vloadn at an odd offset) needs.
#include "Alignment.h"
#include "FunctionEmitter.h"

namespace vkcl {

using clang::QualType;

namespace {

bool isDeviceSpace(MemSpace space) {
  return space == MemSpace::Global || space == MemSpace::Constant;
}

} // namespace

bool FunctionEmitter::nativeStorage(QualType element, MemSpace space,
                                    uint32_t align) {
  if (!isDeviceSpace(space) || align < m_.sizeOf(element))
    return false; // misaligned for its type: element by element, bytes
  uint32_t bits = m_.sizeOf(element) * 8;
  const TargetProfile &t = m_.target();
  return bits >= 32 || (bits == 16 && t.storage16) || (bits == 8 && t.storage8);
}

std::vector<Id> FunctionEmitter::loadWords(MemSpace space, Id address,
                                           uint32_t align, uint32_t count) {
  Id u32 = m_.u32();
  std::vector<Id> words;
  for (uint32_t w = 0; w < count;) {
    uint32_t group = std::min<uint32_t>(4, count - w);
    Id at = addressAddConst(space, address, 4 * w);
    uint32_t a = alignAt(align, 4 * w);
    Id value = 0;
    if (group > 1 && isDeviceSpace(space)) {
      Id vt = spv().typeVector(u32, group);
      value = b().load(vt, typedPointer(space, at, vt), a);
    } else if (group == 4 && a >= 16 && space == MemSpace::Local &&
               m_.localArenaIsBlock()) {
      value = b().load(spv().typeVector(u32, 4), localQuadPointer(at));
    }
    if (value) {
      for (uint32_t k = 0; k < group; ++k)
        words.push_back(b().compositeExtract(u32, value, {k}));
    } else {
      for (uint32_t k = 0; k < group; ++k)
        words.push_back(
            loadScalarWord(space, addressAddConst(space, at, 4 * k), 4));
    }
    w += group;
  }
  return words;
}

void FunctionEmitter::storeWords(MemSpace space, Id address, uint32_t align,
                                 const std::vector<Id> &words) {
  Id u32 = m_.u32();
  uint32_t count = static_cast<uint32_t>(words.size());
  for (uint32_t w = 0; w < count;) {
    uint32_t group = std::min<uint32_t>(4, count - w);
    Id at = addressAddConst(space, address, 4 * w);
    uint32_t a = alignAt(align, 4 * w);
    std::vector<Id> part(words.begin() + w, words.begin() + w + group);
    if (group > 1 && isDeviceSpace(space)) {
      Id vt = spv().typeVector(u32, group);
      b().store(typedPointer(space, at, vt), b().compositeConstruct(vt, part),
                a);
    } else if (group == 4 && a >= 16 && space == MemSpace::Local &&
               m_.localArenaIsBlock()) {
      b().store(localQuadPointer(at),
                b().compositeConstruct(spv().typeVector(u32, 4), part));
    } else {
      for (uint32_t k = 0; k < group; ++k)
        b().store(wordPointer(space, addressAddConst(space, at, 4 * k), 4),
                  part[k], isDeviceSpace(space) ? 4 : 0);
    }
    w += group;
  }
}

Id FunctionEmitter::laneFromBits(Id bits, QualType element) {
  if (!element->isHalfType())
    return bits;
  Id u16 = b().unary(spv::Op::OpUConvert, spv().typeInt(16), bits);
  return b().unary(spv::Op::OpBitcast, typeOf(element, {}), u16);
}

Id FunctionEmitter::laneToBits(Id lane, QualType element) {
  if (!element->isHalfType())
    return lane;
  Id u16 = b().unary(spv::Op::OpBitcast, spv().typeInt(16), lane);
  return b().unary(spv::Op::OpUConvert, m_.u32(), u16);
}

Id FunctionEmitter::loadVector(QualType element, unsigned count, MemSpace space,
                               Id address, uint32_t align,
                               clang::SourceLocation loc) {
  spirv::Module &m = spv();
  uint32_t bytes = m_.sizeOf(element);
  uint32_t bits = bytes * 8;
  Id reg = count == 1 ? typeOf(element, loc)
                      : m.typeVector(typeOf(element, loc), count);
  bool native = nativeStorage(element, space, align);
  if (native && count <= 4) {
    Id scalar =
        element->isRealFloatingType() ? m.typeFloat(bits) : m.typeInt(bits);
    Id memType = count == 1 ? scalar : m.typeVector(scalar, count);
    Id value = b().load(memType, typedPointer(space, address, memType), align);
    if (bits < 32 && !element->isRealFloatingType())
      value = b().unary(element->isSignedIntegerType() ? spv::Op::OpSConvert
                                                       : spv::Op::OpUConvert,
                        reg, value);
    return value;
  }
  std::vector<Id> lanes;
  if (bits >= 32 && !native && count > 1 && align >= 16 &&
      space == MemSpace::Local && m_.localArenaIsBlock()) {
    // 32/64-bit lanes of a 16-aligned __local vector: whole uvec4s.
    std::vector<Id> words = loadWords(space, address, align, count * bytes / 4);
    for (unsigned i = 0; i < count; ++i) {
      std::vector<Id> mine(words.begin() + i * bytes / 4,
                           words.begin() + (i + 1) * bytes / 4);
      lanes.push_back(fromWords(mine, element, loc));
    }
  } else if (bits < 32 && align >= 4 && (count > 4 || !native)) {
    // Whole words (a trailing partial word lies in the same aligned word, so
    // reading it stays inside memory the vector's alignment covers).
    std::vector<Id> words =
        loadWords(space, address, align, (count * bytes + 3) / 4);
    for (unsigned i = 0; i < count; ++i) {
      uint32_t byte = i * bytes;
      Id laneBits = extractBits(words[byte / 4], m_.constU32((byte % 4) * 8),
                                bits, element->isSignedIntegerType());
      lanes.push_back(laneFromBits(laneBits, element));
    }
  } else if (count > 4) {
    for (unsigned c = 0; c < count; c += 4) {
      uint32_t off = c * bytes;
      lanes.push_back(loadVector(element, 4, space,
                                 addressAddConst(space, address, off),
                                 alignAt(align, off), loc));
    }
  } else {
    for (unsigned i = 0; i < count; ++i)
      lanes.push_back(loadElementFromWords(
          space, addressAddConst(space, address, i * bytes),
          alignAt(align, i * bytes), element, loc));
  }
  if (count == 1)
    return lanes[0];
  return b().compositeConstruct(reg, lanes);
}

void FunctionEmitter::storeVector(QualType element, unsigned count,
                                  MemSpace space, Id address, uint32_t align,
                                  Id value, clang::SourceLocation loc) {
  spirv::Module &m = spv();
  uint32_t bytes = m_.sizeOf(element);
  uint32_t bits = bytes * 8;
  Id elementReg = typeOf(element, loc);
  auto lane = [&](unsigned i) {
    return count == 1 ? value : b().compositeExtract(elementReg, value, {i});
  };
  bool native = nativeStorage(element, space, align);
  if (native && count <= 4) {
    Id scalar =
        element->isRealFloatingType() ? m.typeFloat(bits) : m.typeInt(bits);
    Id memType = count == 1 ? scalar : m.typeVector(scalar, count);
    if (bits < 32 && !element->isRealFloatingType())
      value = b().unary(spv::Op::OpUConvert, memType, value);
    b().store(typedPointer(space, address, memType), value, align);
    return;
  }
  if (bits >= 32 && !native && count > 1 && align >= 16 &&
      space == MemSpace::Local && m_.localArenaIsBlock()) {
    std::vector<Id> words;
    for (unsigned i = 0; i < count; ++i)
      for (Id w : toWords(lane(i), element, loc))
        words.push_back(w);
    storeWords(space, address, align, words);
    return;
  }
  if (bits < 32 && align >= 4 && (count * bytes) % 4 == 0 &&
      (count > 4 || !native)) {
    uint32_t perWord = 4 / bytes;
    std::vector<Id> words;
    for (uint32_t w = 0; w < count / perWord; ++w) {
      Id word = m_.constU32(0);
      for (uint32_t k = 0; k < perWord; ++k)
        word = insertBits(word, laneToBits(lane(w * perWord + k), element),
                          k * bits, bits);
      words.push_back(word);
    }
    storeWords(space, address, align, words);
    return;
  }
  if (count > 4) {
    Id quarter = m.typeVector(elementReg, 4);
    for (unsigned c = 0; c < count; c += 4) {
      uint32_t off = c * bytes;
      Id part = b().compositeConstruct(
          quarter, {lane(c), lane(c + 1), lane(c + 2), lane(c + 3)});
      storeVector(element, 4, space, addressAddConst(space, address, off),
                  alignAt(align, off), part, loc);
    }
    return;
  }
  for (unsigned i = 0; i < count; ++i)
    storeElementToWords(space, addressAddConst(space, address, i * bytes),
                        alignAt(align, i * bytes), element, lane(i), loc);
}

// Packets whose type is word-aligned move as whole words (a float4 is one
// 16-byte access); others in their alignment's units (bytes or halves), put
// together in registers. Padding past `bytes` in the last word reads as 0.
std::vector<Id> FunctionEmitter::loadPacketWords(MemSpace space, Id address,
                                                 uint32_t align,
                                                 uint32_t bytes) {
  uint32_t count = (bytes + 3) / 4;
  if (align >= 4)
    return loadWords(space, address, align, count);
  QualType unitType = align == 2 ? ast().UnsignedShortTy : ast().UnsignedCharTy;
  unsigned unit = align == 2 ? 2 : 1;
  std::vector<Id> words(count, m_.constU32(0));
  for (uint32_t at = 0; at < bytes; at += unit) {
    Id part = loadMemory(unitType, space, addressAddConst(space, address, at),
                         unit, {});
    words[at / 4] = insertBits(words[at / 4], part, 8 * (at % 4), 8 * unit);
  }
  return words;
}

void FunctionEmitter::storePacketWords(MemSpace space, Id address,
                                       uint32_t align, uint32_t bytes,
                                       const std::vector<Id> &words) {
  if (align >= 4) {
    storeWords(space, address, align, words);
    return;
  }
  QualType unitType = align == 2 ? ast().UnsignedShortTy : ast().UnsignedCharTy;
  unsigned unit = align == 2 ? 2 : 1;
  for (uint32_t at = 0; at < bytes; at += unit)
    storeMemory(
        unitType, space, addressAddConst(space, address, at), unit,
        extractBits(words[at / 4], m_.constU32(8 * (at % 4)), 8 * unit, false),
        {});
}

} // namespace vkcl
