// String literals outside printf: OpenCL C makes each a `__constant char[N]`
// (6.5.3), so a kernel may point at one, index it, pass it to a helper
// taking `__constant char *`, or copy one into a private char array. vkcl
// lays each distinct literal out once in the program's data segment, after
// the __constant variables and before the __global ones (which the test
// keeps beside them, to check that neither overwrites the other).
#include "E2eFixture.h"

#include <cstring>
#include <string>

namespace vkcl::e2e {
namespace {

constexpr uint32_t N = 64, Local = 16, Slots = 16;

class StringLiterals : public E2eTest {};

const char *Source = R"CL(
constant char table[] = "0123456789";
global int visits = 5;

int length(constant char *s) {
  int n = 0;
  while (s[n] != 0 && n < 64)
    ++n;
  return n;
}

typedef struct {
  char name[6];
  int id;
} Named;

kernel void strings(global const int *in, global int *out) {
  size_t g = get_global_id(0);
  int i = in[g];
  constant char *hello = "hello, world";
  constant char *again = "hello, world";   // the same text again
  constant char *escapes = "a\0b\x7f\xff";  // embedded NUL, high bytes
  char copy[8] = "copy";                    // bytes, then zeros
  char sized[] = "xyz";
  uchar high[3] = "\x80\xfe";
  Named named = {"abc", 9};
  global int *o = out + g * 16;
  o[0] = hello[i % 13];
  o[1] = again[(i + 3) % 13];
  o[2] = "abcdef"[i % 6];
  o[3] = length(hello) * 100 + length("") * 10 + length(i & 1 ? "odd" : "even");
  o[4] = escapes[i % 6];
  o[5] = copy[i % 8];
  o[6] = sized[i % 4] + 1000 * (int)sizeof(sized);
  o[7] = high[i % 3];
  o[8] = named.name[i % 6] + 1000 * named.id;
  o[9] = table[i % 11];
  o[10] = (int)sizeof("four");
  o[11] = *("pointer" + i % 8);
  o[12] = atomic_add(&visits, 0);
  o[13] = ("first" "second")[i % 12];
  o[14] = (int)(hello[0] == 'h') + 2 * (int)(*escapes == 'a');
  o[15] = length(table);
}
)CL";

/// The host's own reading of the same C.
std::vector<int32_t> expected(const std::vector<int32_t> &in) {
  const char hello[] = "hello, world";
  const char escapes[] = "a\0b\x7f\xff";
  const char copy[8] = "copy";
  const char sized[] = "xyz";
  const unsigned char high[3] = {0x80, 0xfe, 0};
  const char named[6] = "abc";
  const char table[] = "0123456789";
  const char pointer[] = "pointer";
  const char joined[] = "firstsecond";
  auto len = [](const char *s) { return int(std::strlen(s)); };
  std::vector<int32_t> want;
  for (int32_t i : in) {
    want.insert(want.end(),
                {hello[i % 13], hello[(i + 3) % 13], "abcdef"[i % 6],
                 len(hello) * 100 + 0 * 10 + len(i & 1 ? "odd" : "even"),
                 int(static_cast<signed char>(escapes[i % 6])), copy[i % 8],
                 sized[i % 4] + 1000 * int(sizeof sized), high[i % 3],
                 named[i % 6] + 1000 * 9, table[i % 11], 5, pointer[i % 8], 5,
                 joined[i % 12], 3, 10});
  }
  return want;
}

TEST_F(StringLiterals, AddressedIndexedPassedAndCopied) {
  Kernel k = kernel(Source, "strings");
  std::vector<int32_t> in(N);
  for (uint32_t g = 0; g < N; ++g)
    in[g] = int32_t(g < 32 ? g : rng()() % 1000);
  Buffer bin = upload(in), out = makeBuffer(4 * N * Slots);
  run(k, NDRange::linear(N, Local), bin, out);
  EXPECT_TRUE(allEqual(download<int32_t>(out, N * Slots), expected(in)));
}

} // namespace
} // namespace vkcl::e2e
