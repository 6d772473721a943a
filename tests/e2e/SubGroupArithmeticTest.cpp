// cl_khr_subgroup_non_uniform_arithmetic and
// cl_khr_subgroup_clustered_reduce on every element type: reduce, inclusive
// and exclusive scans of add, mul, min and max (and, or, xor on integer
// types) and logical_and/or/xor of int predicates, first with every
// work-item active and then inside `if (lid % 3 != 0)`, where only the
// active lanes take part (the first active lane's exclusive scan is the
// identity); the clustered reduces over aligned clusters of 1, 2, 4 and the
// device's sub-group size (the partial last sub-group leaves a partial last
// cluster); and the diagnostics for a cluster size that is not a
// compile-time constant or not a power of two. Both families run on the
// 1-D shapes of SubGroups.h (the layout of 2-D groups is checked by the
// other suites), which keeps SwiftShader's pipeline compiles few.
//
// Integers wrap in their own width; floating-point sums take small
// integers and products +-1 and +-2, exact in any order; logical results
// must be 1 or 0, as the other logical operators of OpenCL C give.
#include "SubGroups.h"

namespace vkcl::e2e {
namespace {

using namespace subgroups;

/// Per kind (reduce, inclusive, exclusive): add, mul, min, max, and, or,
/// xor; then logical and, or, xor.
constexpr size_t Ops = 7, LogicOps = 3;
const char *OpNames[Ops + LogicOps] = {
    "add", "mul", "min",         "max",        "and",
    "or",  "xor", "logical_and", "logical_or", "logical_xor"};

const std::string NonUniformSource = std::string(Prelude) + R"CL(
#define F(kind, op) sub_group_non_uniform_##kind##_##op
#ifdef INTEGER
#define BITWISE(kind, o)                                                       \
  o[4] = F(kind, and)(x);                                                      \
  o[5] = F(kind, or)(x);                                                       \
  o[6] = F(kind, xor)(x);
#else
#define BITWISE(kind, o)
#endif
#define ALL(kind, o, q)                                                        \
  o[0] = F(kind, add)(x);                                                      \
  o[1] = F(kind, mul)(y);                                                      \
  o[2] = F(kind, min)(x);                                                      \
  o[3] = F(kind, max)(x);                                                      \
  BITWISE(kind, o)                                                             \
  q[0] = F(kind, logical_and)(p);                                              \
  q[1] = F(kind, logical_or)(p);                                               \
  q[2] = F(kind, logical_xor)(p);
__kernel void arithmetic(__global uint *ids, __global const T *in,
                         __global const T *fac, __global const int *pred,
                         __global T *out, __global int *logic, uint subset) {
  size_t i = record_ids(ids);
  if (!subset || get_sub_group_local_id() % 3 != 0) {
    T x = in[i], y = fac[i];
    int p = pred[i];
    __global T *o = out + i * 21;
    __global int *q = logic + i * 9;
    ALL(reduce, o, q)
    ALL(scan_inclusive, (o + 7), (q + 3))
    ALL(scan_exclusive, (o + 14), (q + 6))
  }
}
)CL";

const std::string ClusteredSource = std::string(Prelude) + R"CL(
#define G(op) sub_group_clustered_reduce_##op
#ifdef INTEGER
#define BITWISE(o, c)                                                          \
  o[4] = G(and)(x, c);                                                         \
  o[5] = G(or)(x, c);                                                          \
  o[6] = G(xor)(x, c);
#else
#define BITWISE(o, c)
#endif
#define CLUSTER(k, c)                                                          \
  {                                                                            \
    __global T *o = out + (i * 4 + k) * 7;                                     \
    __global int *q = logic + (i * 4 + k) * 3;                                 \
    o[0] = G(add)(x, c);                                                       \
    o[1] = G(mul)(y, c);                                                       \
    o[2] = G(min)(x, c);                                                       \
    o[3] = G(max)(x, c);                                                       \
    BITWISE(o, c)                                                              \
    q[0] = G(logical_and)(p, c);                                               \
    q[1] = G(logical_or)(p, c);                                                \
    q[2] = G(logical_xor)(p, c);                                               \
  }
__kernel void clustered(__global uint *ids, __global const T *in,
                        __global const T *fac, __global const int *pred,
                        __global T *out, __global int *logic) {
  size_t i = record_ids(ids);
  T x = in[i], y = fac[i];
  int p = pred[i];
  CLUSTER(0, 1)
  CLUSTER(1, 2)
  CLUSTER(2, 4)
  CLUSTER(3, FULL)
}
)CL";

/// One operation's running value over lanes, for every operation at once.
template <typename T> struct Folds {
  using V = Value<T>;
  T value[Ops];
  int logic[LogicOps];
  Folds() {
    T ids[Ops] = {V::zero(), V::one(),  V::highest(), V::lowest(),
                  V::zero(), V::zero(), V::zero()};
    if constexpr (V::isInt)
      ids[4] = V::ones();
    std::copy(ids, ids + Ops, value);
    logic[0] = 1;
    logic[1] = logic[2] = 0;
  }
  void add(T x, T y, int p) {
    value[0] = V::add(value[0], x);
    value[1] = V::mul(value[1], y);
    value[2] = V::min(value[2], x);
    value[3] = V::max(value[3], x);
    if constexpr (V::isInt) {
      value[4] = V::bitAnd(value[4], x);
      value[5] = V::bitOr(value[5], x);
      value[6] = V::bitXor(value[6], x);
    }
    logic[0] = logic[0] && p;
    logic[1] = logic[1] || p;
    logic[2] = logic[2] ^ (p != 0);
  }
};

/// Per sub-group one of: every predicate non-zero (any value), every one
/// zero, one zero planted, mixed.
std::vector<int32_t> predicates(const Layout &layout, std::mt19937_64 &rng) {
  std::vector<int32_t> pred(layout.items);
  for (const auto &lanes : layout.subGroups) {
    uint64_t kind = rng() % 4, planted = rng() % lanes.size();
    for (size_t l = 0; l < lanes.size(); ++l) {
      bool on = kind == 0   ? true
                : kind == 1 ? false
                : kind == 2 ? l != planted
                            : (rng() & 1) != 0;
      int32_t v = int32_t(rng() >> (rng() % 32));
      pred[lanes[l]] = on ? (v ? v : 1) : 0;
    }
  }
  return pred;
}

class SubGroupArithmetic : public SubGroupFixture {
protected:
  template <typename T> void precompile(const char *type) {
    precompileForCache(NonUniformSource, options(type));
    precompileForCache(
        ClusteredSource,
        options(type, {"FULL=" + std::to_string(cacheProfileSubgroupSize())}));
  }

  template <typename T> void test(const char *type) {
    nonUniform<T>(type);
    clustered<T>(type);
  }

  template <typename T> struct Inputs {
    std::vector<T> in, fac;
    std::vector<int32_t> pred;
  };
  template <typename T> Inputs<T> inputs(const Layout &layout) {
    Inputs<T> v{std::vector<T>(layout.items), std::vector<T>(layout.items),
                predicates(layout, rng())};
    for (size_t m = 0; m < layout.items; ++m) {
      v.in[m] = Value<T>::small(rng());
      v.fac[m] = Value<T>::factor(rng());
    }
    return v;
  }

  /// Compares one work-item's results with `want`, skipping the bitwise
  /// operations on floating-point types.
  template <typename T>
  void compare(Failures &failures, const T *got, const int32_t *gotLogic,
               const Folds<T> &want, const std::string &what) {
    for (size_t j = 0; j < Ops; ++j)
      if (j < 4 || Value<T>::isInt)
        failures.expect(got[j], want.value[j], what + " " + OpNames[j]);
    for (size_t j = 0; j < LogicOps; ++j)
      if (gotLogic[j] != want.logic[j])
        failures.add(what + " " + OpNames[Ops + j] + ": got " +
                     std::to_string(gotLogic[j]) + ", want " +
                     std::to_string(want.logic[j]));
  }

  template <typename T> void nonUniform(const char *type) {
    Kernel k = kernel(NonUniformSource, "arithmetic", options(type));
    for (const Shape *each : LinearShapes)
      for (uint32_t subset : {0u, 1u}) {
        const Shape &shape = *each;
        SCOPED_TRACE(shapeName(shape) +
                     (subset ? ", lanes with lid % 3 != 0" : ", all lanes"));
        const Layout &layout = this->layout(shape);
        size_t n = layout.items;
        Inputs<T> v = inputs<T>(layout);
        Buffer ids = makeBuffer(n * 16), bin = upload(v.in),
               bfac = upload(v.fac), bpred = upload(v.pred),
               out = makeBuffer(n * 3 * Ops * sizeof(T)),
               logic = makeBuffer(n * 3 * LogicOps * 4);
        run(k, range(shape), ids, bin, bfac, bpred, out, logic, subset);
        if (!sameLayout(layout, ids))
          continue;
        std::vector<T> got = download<T>(out, n * 3 * Ops);
        std::vector<int32_t> gotLogic =
            download<int32_t>(logic, n * 3 * LogicOps);
        Failures failures;
        for (const auto &sg : layout.subGroups) {
          auto active = [&](size_t l) { return !subset || l % 3 != 0; };
          Folds<T> reduce;
          for (size_t l = 0; l < sg.size(); ++l)
            if (active(l))
              reduce.add(v.in[sg[l]], v.fac[sg[l]], v.pred[sg[l]]);
          Folds<T> scan;
          for (size_t l = 0; l < sg.size(); ++l) {
            if (!active(l))
              continue;
            size_t m = sg[l];
            Folds<T> exclusive = scan;
            scan.add(v.in[m], v.fac[m], v.pred[m]);
            const Folds<T> *want[3] = {&reduce, &scan, &exclusive};
            const char *kinds[3] = {"reduce", "scan_inclusive",
                                    "scan_exclusive"};
            for (size_t kind = 0; kind < 3; ++kind)
              compare(failures, &got[(m * 3 + kind) * Ops],
                      &gotLogic[(m * 3 + kind) * LogicOps], *want[kind],
                      std::string(type) + " " + kinds[kind] + " " +
                          where(m, l, sg.size()));
          }
        }
        EXPECT_TRUE(failures.verdict());
      }
  }

  template <typename T> void clustered(const char *type) {
    const uint32_t full = profile().subgroupSize;
    Kernel k = kernel(ClusteredSource, "clustered",
                      options(type, {"FULL=" + std::to_string(full)}));
    if (uint32_t other = cacheProfileSubgroupSize(); other != full)
      precompileForCache(ClusteredSource,
                         options(type, {"FULL=" + std::to_string(other)}));
    const uint32_t sizes[4] = {1, 2, 4, full};
    for (const Shape *each : LinearShapes) {
      const Shape &shape = *each;
      SCOPED_TRACE(shapeName(shape));
      const Layout &layout = this->layout(shape);
      size_t n = layout.items;
      Inputs<T> v = inputs<T>(layout);
      Buffer ids = makeBuffer(n * 16), bin = upload(v.in), bfac = upload(v.fac),
             bpred = upload(v.pred), out = makeBuffer(n * 4 * Ops * sizeof(T)),
             logic = makeBuffer(n * 4 * LogicOps * 4);
      run(k, range(shape), ids, bin, bfac, bpred, out, logic);
      if (!sameLayout(layout, ids))
        continue;
      std::vector<T> got = download<T>(out, n * 4 * Ops);
      std::vector<int32_t> gotLogic =
          download<int32_t>(logic, n * 4 * LogicOps);
      Failures failures;
      for (size_t c = 0; c < 4; ++c) {
        // A cluster larger than the sub-groups is undefined behaviour.
        if (sizes[c] > layout.maxSize)
          continue;
        for (const auto &sg : layout.subGroups)
          for (size_t first = 0; first < sg.size(); first += sizes[c]) {
            size_t end = std::min<size_t>(sg.size(), first + sizes[c]);
            Folds<T> reduce;
            for (size_t l = first; l < end; ++l)
              reduce.add(v.in[sg[l]], v.fac[sg[l]], v.pred[sg[l]]);
            for (size_t l = first; l < end; ++l)
              compare(failures, &got[(sg[l] * 4 + c) * Ops],
                      &gotLogic[(sg[l] * 4 + c) * LogicOps], reduce,
                      std::string(type) + " cluster size " +
                          std::to_string(sizes[c]) + " " +
                          where(sg[l], l, sg.size()));
          }
      }
      EXPECT_TRUE(failures.verdict());
    }
  }
};

SUBGROUP_TYPED_TESTS(SubGroupArithmetic)

/// The cluster size must be a compile-time constant power of two: a
/// variable and 3 are refused with a diagnostic at the call that names it.
TEST_F(SubGroupArithmetic, ClusterSizeMustBeAConstantPowerOfTwo) {
  if (!compilerAvailable())
    GTEST_SKIP() << "no compiler on this machine (precompiled kernels only): "
                    "a kernel that fails to compile is not in the cache";
  const char *sources[] = {
      "__kernel void k(__global int *out, uint n) {\n"
      "  size_t i = get_global_id(0);\n"
      "  out[i] = sub_group_clustered_reduce_add(out[i], n);\n"
      "}\n",
      "__kernel void k(__global int *out) {\n"
      "  size_t i = get_global_id(0);\n"
      "  out[i] = sub_group_clustered_reduce_add(out[i], 3);\n"
      "}\n",
  };
  for (const char *source : sources) {
    auto program = buildProgram(device(), source);
    ASSERT_FALSE(program) << "built:\n" << source;
    const std::string &message = program.error().message;
    std::cout << "[ vkcl e2e ] expected error: " << message << "\n";
    EXPECT_EQ(program.status().code(), ErrorCode::CompileFailed) << message;
    EXPECT_NE(message.find("input.cl:3:"), std::string::npos)
        << "the diagnostic should point at the call: " << message;
    std::string lower = message;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    EXPECT_NE(lower.find("cluster"), std::string::npos)
        << "the diagnostic should name the cluster size: " << message;
  }
}

} // namespace
} // namespace vkcl::e2e
