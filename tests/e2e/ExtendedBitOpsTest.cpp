// cl_khr_extended_bit_ops (bitfield_insert, bitfield_extract_signed,
// bitfield_extract_unsigned, bit_reverse) for every integer type at widths
// 1, 2, 3, 4, 8 and 16, against host references written bit by bit.
//
// Every offset and count the extension defines (offset + count <= the
// type's width, a count of 0 included) is tried on each type, with bases
// and inserted values from the edges (0, all ones, one bit, the sign bit)
// and random bits; at width 1 every 8- and 16-bit value is reversed and
// extracted; widths 3 and 16 also without the optimizer. Outputs start
// poisoned. The kernel is
// tests/e2e/kernels/integer.cl's bit_ops.
#include "E2eFixture.h"
#include "IntegerTypes.h"

namespace vkcl::e2e {
namespace {

/// The references, on the unsigned bits of the type.
template <typename T> struct Ref {
  using U = std::make_unsigned_t<T>;
  using S = std::make_signed_t<T>;
  static constexpr unsigned W = 8 * sizeof(T);

  /// count ones from bit offset (count >= 1, offset + count <= W).
  static U field(unsigned offset, unsigned count) {
    U ones = count == W ? U(~U(0)) : U((U(1) << count) - 1);
    return U(ones << offset);
  }
  static T insert(T base, T in, unsigned offset, unsigned count) {
    if (count == 0)
      return base;
    U f = field(offset, count);
    return T(U((U(base) & U(~f)) | (U(U(in) << offset) & f)));
  }
  static U extractUnsigned(T base, unsigned offset, unsigned count) {
    if (count == 0)
      return 0;
    return U((U(base) & field(offset, count)) >> offset);
  }
  static S extractSigned(T base, unsigned offset, unsigned count) {
    if (count == 0)
      return 0;
    U bits = extractUnsigned(base, offset, count);
    if (count < W && ((bits >> (count - 1)) & 1))
      bits = U(bits | U(~U(0) << count)); // the field's sign, extended
    return S(bits);
  }
  static T reverse(T base) {
    U r = 0;
    for (unsigned b = 0; b < W; ++b)
      if ((U(base) >> b) & 1)
        r = U(r | U(U(1) << (W - 1 - b)));
    return T(r);
  }
};

class ExtendedBitOps : public E2eTest,
                       public ::testing::WithParamInterface<const char *> {
protected:
  template <typename T> void verify(unsigned n, bool optimize = true) {
    using R = Ref<T>;
    using U = typename R::U;
    constexpr unsigned W = R::W;
    using Name = TypeName<T>;
    SCOPED_TRACE(std::string(Name::s) + " width " + std::to_string(n) +
                 (optimize ? "" : ", -O0"));
    // Every defined (offset, count).
    std::vector<std::pair<uint32_t, uint32_t>> amounts;
    for (unsigned count = 0; count <= W; ++count)
      for (unsigned offset = 0; offset + count <= W; ++offset)
        amounts.push_back({offset, count});
    // Every value of an 8- or 16-bit type (0: too many for the wider ones).
    constexpr size_t every = W <= 16 ? size_t(1) << (W % 32) : 0;
    size_t items = amounts.size() * (n == 1 ? 4 : 2);
    if (n == 1)
      items = std::max(items, every);
    const size_t elements = items * n;
    const U edges[] = {U(0),
                       U(~U(0)),
                       U(1),
                       U(U(1) << (W - 1)),
                       U(~U(0) >> 1),
                       U(0x5555555555555555ull),
                       U(0xAAAAAAAAAAAAAAAAull)};
    std::vector<T> base(elements), in(elements);
    std::vector<uint32_t> offsets(items), counts(items);
    for (size_t e = 0; e < elements; ++e) {
      uint64_t r = rng()(), s = rng()();
      if (n == 1 && e < every)
        base[e] = T(U(e)); // every value
      else
        base[e] = T(e % 5 == 0 ? edges[(e / 5) % std::size(edges)] : U(r));
      in[e] = T(e % 7 == 0 ? edges[(e / 7) % std::size(edges)] : U(s));
    }
    for (size_t i = 0; i < items; ++i) {
      offsets[i] = amounts[i % amounts.size()].first;
      counts[i] = amounts[i % amounts.size()].second;
    }

    CompileOptions options;
    options.optimize = optimize;
    auto vec = [&](const char *scalar) {
      return n == 1 ? std::string(scalar) : scalar + std::to_string(n);
    };
    options.defines = {
        std::string("T=") + Name::s,    std::string("ST=") + Name::signedName,
        std::string("UT=") + Name::u,   "VT=" + vec(Name::s),
        "SVT=" + vec(Name::signedName), "UVT=" + vec(Name::u),
        "N=" + std::to_string(n)};
    Kernel k = kernel(readKernelFile("integer.cl"), "bit_ops", options);
    const size_t bytes = elements * sizeof(T);
    Buffer inserted = makeBuffer(bytes), signedField = makeBuffer(bytes),
           unsignedField = makeBuffer(bytes), reversed = makeBuffer(bytes);
    run(k, NDRange::linear(items), upload(base), upload(in), upload(offsets),
        upload(counts), inserted, signedField, unsignedField, reversed);
    std::vector<T> gotIns = download<T>(inserted, elements),
                   gotRev = download<T>(reversed, elements);
    std::vector<typename R::S> gotS =
        download<typename R::S>(signedField, elements);
    std::vector<U> gotU = download<U>(unsignedField, elements);
    size_t bad = 0;
    auto check = [&](const char *what, size_t e, uint64_t got, uint64_t want) {
      if (got == want || bad++ >= 10)
        return;
      size_t i = e / n;
      ADD_FAILURE() << what << " of element " << e << " (base 0x" << std::hex
                    << uint64_t(U(base[e])) << ", insert 0x"
                    << uint64_t(U(in[e])) << std::dec << ", offset "
                    << offsets[i] << ", count " << counts[i] << "): got 0x"
                    << std::hex << got << ", want 0x" << want;
    };
    for (size_t e = 0; e < elements; ++e) {
      unsigned o = offsets[e / n], c = counts[e / n];
      check("bitfield_insert", e, U(gotIns[e]),
            U(R::insert(base[e], in[e], o, c)));
      check("bitfield_extract_signed", e, U(gotS[e]),
            U(R::extractSigned(base[e], o, c)));
      check("bitfield_extract_unsigned", e, gotU[e],
            R::extractUnsigned(base[e], o, c));
      check("bit_reverse", e, U(gotRev[e]), U(R::reverse(base[e])));
    }
    EXPECT_EQ(bad, 0u) << "elements wrong";
  }

  template <typename F> void withType(F f) {
    std::string type = GetParam();
    if ((type == "long" || type == "ulong") && !profile().int64)
      GTEST_SKIP() << "device has no int64 (long/ulong)";
    if (type == "char")
      f(int8_t{});
    else if (type == "uchar")
      f(uint8_t{});
    else if (type == "short")
      f(int16_t{});
    else if (type == "ushort")
      f(uint16_t{});
    else if (type == "int")
      f(int32_t{});
    else if (type == "uint")
      f(uint32_t{});
    else if (type == "long")
      f(int64_t{});
    else
      f(uint64_t{});
  }
};

TEST_P(ExtendedBitOps, EveryWidth) {
  withType([&](auto zero) {
    using T = decltype(zero);
    for (unsigned n : {1u, 2u, 3u, 4u, 8u, 16u})
      verify<T>(n);
    // The emitter's own code: a SPIR-V vector and an array of lanes.
    for (unsigned n : {3u, 16u})
      verify<T>(n, false);
  });
}

INSTANTIATE_TEST_SUITE_P(Types, ExtendedBitOps,
                         ::testing::Values("char", "uchar", "short", "ushort",
                                           "int", "uint", "long", "ulong"),
                         [](const auto &info) {
                           return std::string(info.param);
                         });

} // namespace
} // namespace vkcl::e2e
