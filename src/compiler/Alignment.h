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

} // namespace vkcl
