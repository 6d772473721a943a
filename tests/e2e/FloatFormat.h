// IEEE binary formats of W bits (half, float, double) as bit patterns, for
// the e2e suites of the float builtins: the layout constants, classification
// and flushing on the bits, exact conversion to and from the host type that
// holds every value (float for half), and the special values each suite
// feeds its kernels.
#pragma once

#include "HalfReference.h"

#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <type_traits>
#include <vector>

namespace vkcl::e2e {

template <int W> struct FloatFormat {
  using Bits =
      std::conditional_t<W == 16, uint16_t,
                         std::conditional_t<W == 32, uint32_t, uint64_t>>;
  using Arith = std::conditional_t<W == 64, double, float>;
  static constexpr int Mant = W == 16 ? 10 : W == 32 ? 23 : 52;
  static constexpr int MinExp = W == 16 ? -14 : W == 32 ? -126 : -1022;
  static constexpr Bits Sign = Bits(Bits(1) << (W - 1));
  static constexpr Bits Inf = Bits((Sign - 1) & ~((Bits(1) << Mant) - 1));
  static constexpr Bits Quiet = Bits(Bits(1) << (Mant - 1));
  static constexpr Bits One = Bits(Bits((Inf >> (Mant + 1)) << Mant));
  /// float and half may be flushed (no CL_FP_DENORM), double not.
  static constexpr bool MayFlush = W != 64;
  static constexpr const char *name = W == 16   ? "half"
                                      : W == 32 ? "float"
                                                : "double";

  static bool isNan(Bits b) { return Bits(b & ~Sign) > Inf; }
  static bool subnormal(Bits b) {
    Bits a = Bits(b & ~Sign);
    return a != 0 && a < (Bits(1) << Mant);
  }
  static Bits flushed(Bits b) { return subnormal(b) ? Bits(b & Sign) : b; }
  static Arith value(Bits b) {
    if constexpr (W == 16)
      return reference::halfToFloat(b);
    else {
      Arith a;
      std::memcpy(&a, &b, sizeof a);
      return a;
    }
  }
  static Bits bits(Arith a) {
    if constexpr (W == 16)
      return reference::floatToHalf(a);
    else {
      Bits b;
      std::memcpy(&b, &a, sizeof b);
      return b;
    }
  }
  static Bits constant(double v) { return bits(Arith(v)); }

  /// The special values, each of either sign: zero, the smallest and
  /// largest subnormal, the smallest normal, one, max, infinity, a quiet
  /// NaN, one with a payload and a signalling one; then `extra` magnitudes.
  static std::vector<Bits> specials(std::initializer_list<Bits> extra = {}) {
    std::vector<Bits> magnitudes = {0,
                                    1,
                                    Bits((Bits(1) << Mant) - 1),
                                    Bits(Bits(1) << Mant),
                                    One,
                                    Bits(Inf - 1),
                                    Inf,
                                    Bits(Inf | Quiet),
                                    Bits(Inf | Quiet | 0x15),
                                    Bits(Inf | 1)};
    magnitudes.insert(magnitudes.end(), extra);
    std::vector<Bits> v;
    for (Bits m : magnitudes)
      v.insert(v.end(), {m, Bits(m | Sign)});
    return v;
  }
};

} // namespace vkcl::e2e
