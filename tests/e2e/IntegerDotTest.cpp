// cl_khr_integer_dot_product (dot, dot_acc_sat, and their 4x8packed forms
// in every signedness mix) against a host reference in 64-bit integers.
//
// Inputs: a set of byte patterns that holds every signed/unsigned extreme
// (0x00, 0x01, 0x7F, 0x80, 0x81, 0xFF) in every lane, crossed with itself,
// and 2^16 random pairs; accumulators at and around the 32-bit limits
// (where dot_acc_sat saturates, both ways) and random ones. The kernel
// (tests/e2e/kernels/integer_dot.cl) unpacks the same uints as char4 and
// uchar4, so the vector and packed forms see identical operands.
#include "E2eFixture.h"

namespace vkcl::e2e {
namespace {

int64_t lane(uint32_t word, int i, bool isSigned) {
  uint32_t byte = (word >> (8 * i)) & 0xFF;
  return isSigned ? int64_t(int8_t(byte)) : int64_t(byte);
}

int64_t dot(uint32_t a, uint32_t b, bool aSigned, bool bSigned) {
  int64_t sum = 0;
  for (int i = 0; i < 4; ++i)
    sum += lane(a, i, aSigned) * lane(b, i, bSigned);
  return sum;
}

uint32_t saturate(int64_t v, bool isSigned) {
  int64_t lo = isSigned ? INT32_MIN : 0;
  int64_t hi = isSigned ? INT32_MAX : UINT32_MAX;
  return uint32_t(v < lo ? lo : v > hi ? hi : v);
}

/// Slot f's signedness: (a, b) for f % 4 = uu, ss, us, su.
constexpr bool SignA[] = {false, true, false, true};
constexpr bool SignB[] = {false, true, true, false};

uint32_t reference(unsigned slot, uint32_t a, uint32_t b, uint32_t acc) {
  unsigned form = slot % 4;
  bool accumulate = (slot / 4) % 2 == 1;
  int64_t d = dot(a, b, SignA[form], SignB[form]);
  if (!accumulate)
    return uint32_t(d);
  bool isSigned = form != 0; // only uu returns uint
  int64_t accumulator = isSigned ? int64_t(int32_t(acc)) : int64_t(acc);
  return saturate(accumulator + d, isSigned);
}

class IntegerDot : public E2eTest {};

TEST_F(IntegerDot, EveryFormAgainstReference) {
  const uint8_t bytes[] = {0x00, 0x01, 0x7F, 0x80, 0x81, 0xFF};
  std::vector<uint32_t> patterns;
  for (uint8_t x : bytes)
    for (uint8_t y : bytes)
      patterns.push_back(uint32_t(x) * 0x01010101u ^ (uint32_t(y) << 8));
  for (uint32_t p : {0x7F80FF01u, 0x80808080u, 0xFFFFFFFFu, 0x7F7F7F7Fu})
    patterns.push_back(p);
  const uint32_t accs[] = {0u,          1u,          0x7FFFFFFFu, 0x7FFFFFF0u,
                           0x80000000u, 0x80000010u, 0xFFFFFFFFu, 0xFFFFFF00u,
                           0xFFFC0000u, 0x0003FFFFu};
  std::vector<uint32_t> a, b, acc;
  for (uint32_t x : patterns)
    for (uint32_t y : patterns)
      for (uint32_t z : accs) {
        a.push_back(x);
        b.push_back(y);
        acc.push_back(z);
      }
  auto r = random<uint32_t>(3 << 16);
  for (size_t i = 0; i < (1u << 16); ++i) {
    a.push_back(r[3 * i]);
    b.push_back(r[3 * i + 1]);
    // Every fourth accumulator near a limit, so saturation is exercised.
    uint32_t z = r[3 * i + 2];
    acc.push_back(i % 4 ? z : accs[z % 10] + (z >> 28) - 8);
  }
  const size_t count = a.size();
  constexpr unsigned Slots = 16;
  Kernel k = kernel(readKernelFile("integer_dot.cl"), "dots");
  Buffer out = makeBuffer(Slots * count * 4);
  run(k, NDRange::linear(count, 64), upload(a), upload(b), upload(acc), out,
      uint32_t(count));
  std::vector<uint32_t> got = download<uint32_t>(out, Slots * count);
  static const char *names[] = {"dot uu",
                                "dot ss",
                                "dot us",
                                "dot su",
                                "dot_acc_sat uu",
                                "dot_acc_sat ss",
                                "dot_acc_sat us",
                                "dot_acc_sat su",
                                "dot_4x8packed_uu_uint",
                                "dot_4x8packed_ss_int",
                                "dot_4x8packed_us_int",
                                "dot_4x8packed_su_int",
                                "dot_acc_sat_4x8packed_uu_uint",
                                "dot_acc_sat_4x8packed_ss_int",
                                "dot_acc_sat_4x8packed_us_int",
                                "dot_acc_sat_4x8packed_su_int"};
  for (unsigned slot = 0; slot < Slots; ++slot) {
    size_t bad = 0;
    std::ostringstream report;
    for (size_t i = 0; i < count; ++i) {
      uint32_t want = reference(slot % 8, a[i], b[i], acc[i]);
      uint32_t have = got[slot * count + i];
      if (have != want && ++bad <= 5)
        report << "\n  a=" << Show<uint32_t>{a[i]}
               << " b=" << Show<uint32_t>{b[i]}
               << " acc=" << Show<uint32_t>{acc[i]} << ": got "
               << Show<uint32_t>{have} << ", want " << Show<uint32_t>{want};
    }
    EXPECT_EQ(bad, 0u) << names[slot] << ": " << bad << " of " << count
                       << " wrong" << report.str();
  }
}

} // namespace
} // namespace vkcl::e2e
