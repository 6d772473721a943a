// Byte-offset and alignment arithmetic shared by the emitter's layout code.
#pragma once

#include <algorithm>
#include <cstdint>

namespace vkcl {

/// `value` rounded up to a multiple of `align`.
inline uint32_t alignTo(uint32_t value, uint32_t align) {
  return (value + align - 1) / align * align;
}

/// The alignment still known at `offset` bytes past an address aligned to
/// `align`: the largest power of two dividing both.
inline uint32_t alignAt(uint32_t align, uint32_t offset) {
  if (offset == 0)
    return align;
  return std::min<uint32_t>(align, offset & (~offset + 1));
}

/// Whether an element of `bytes` at an address aligned to `align` cannot be
/// accessed as one unit: word accesses need 4-byte alignment (8-byte
/// elements move as two words), 16-bit ones 2-byte alignment.
inline bool misaligned(uint32_t bytes, uint32_t align) {
  return bytes > 1 && align < std::min<uint32_t>(bytes, 4);
}

} // namespace vkcl
