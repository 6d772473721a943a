// What the work-group collectives benchmark host (WorkGroupBenchVkcl.cpp)
// needs beyond bench/common: the kernels, how many 256-element blocks a
// size holds, the two inputs (hashed ints; small non-zero integers as
// floats, so that every partial sum of a block is exact in any order) and
// the references the outputs are checked against bit for bit. Kept apart
// from the host so that the rules of the measurement (which kernels, which
// bytes count, what is right) read in one place. There is no OpenCL host:
// NVIDIA's OpenCL is OpenCL C 1.2 and has no work-group functions.
#pragma once

#include "../common/Bench.h"
#include "../common/ParallelFor.h"

#include <algorithm>
#include <cstring>
#include <vector>

namespace workgroupbench {

using namespace bench;

/// Elements of a block: one work-group's collective (work-groups of 256,
/// one 4-byte element a work-item).
constexpr uint32_t BlockElements = WorkGroupSize;
/// BYTES is a whole number of blocks (and so of the ceiling's uvec4s).
constexpr uint64_t SizeUnit = BlockElements * 4;
/// Keeps every element index in 32 bits (the kernels' and twins' uint).
constexpr uint64_t MaxBytes = uint64_t(2) << 30;

/// Reduce and Scan: one collective per 256-element block. Sum: a
/// whole-array reduction, each work-item adding its grid-stride share (four
/// elements a load) and one collective per work-group.
enum class Op { Reduce, Scan, Sum };
enum class Type { Int, Float };

struct Spec {
  const char *name; ///< vkcl .spv and kernel name, GLSL twin .spv stem
  Op op;
  Type type;
};

inline const std::vector<Spec> &specs() {
  static const std::vector<Spec> all = {
      {"reduce_int", Op::Reduce, Type::Int},
      {"reduce_float", Op::Reduce, Type::Float},
      {"scan_int", Op::Scan, Type::Int},
      {"scan_float", Op::Scan, Type::Float},
      {"sum_int", Op::Sum, Type::Int},
      {"sum_float", Op::Sum, Type::Float},
  };
  return all;
}

/// The kernels' `blocks` (the twins' n).
inline uint32_t blocks(uint64_t bytes) { return uint32_t(bytes / SizeUnit); }

/// Bytes of `out` a kernel writes and the check reads: one sum a block, the
/// scan of every element, or one sum a work-group of the `groups` the
/// dispatch has.
inline uint64_t outBytes(const Spec &spec, uint64_t bytes, uint32_t groups) {
  if (spec.op == Op::Scan)
    return bytes;
  return uint64_t(spec.op == Op::Reduce ? blocks(bytes) : groups) * 4;
}

/// The RESULT lines' bytes: the input read plus the output written.
inline uint64_t movedBytes(const Spec &spec, uint64_t bytes, uint32_t groups) {
  return bytes + outBytes(spec, bytes, groups);
}

/// The int kernels' input: every word hashed from its position (full-range
/// ints, so the sums wrap).
inline std::vector<uint32_t> intPattern(uint64_t bytes) {
  std::vector<uint32_t> words(bytes / 4);
  parallelFor(words.size(), [&](size_t begin, size_t end) {
    for (size_t i = begin; i < end; ++i)
      words[i] = hash32(i);
  });
  return words;
}

/// The float kernels' input (as words): integers in [-8, -1] and [1, 8]
/// hashed from the position. A block's partial sums stay within ±2048, so
/// every one is exact whatever order the sub-groups add in, and the check
/// can be bit-exact; no element is zero, so a lost or repeated one shows.
/// A work-group's sum (Op::Sum) stays within 2048 * blocks / groups (plus
/// one 1024-element block): exact below 2^24 while groups > blocks / 8000
/// (at 2 GiB, 263 groups).
inline std::vector<uint32_t> floatPattern(uint64_t bytes) {
  std::vector<uint32_t> words(bytes / 4);
  parallelFor(words.size(), [&](size_t begin, size_t end) {
    for (size_t i = begin; i < end; ++i) {
      int v = int(hash32(i ^ 0x5bd1e995u) % 16) - 8;
      float f = float(v >= 0 ? v + 1 : v);
      std::memcpy(&words[i], &f, 4);
    }
  });
  return words;
}

/// a + b on words holding a `type`: wrapping for ints, exact for the float
/// pattern's partial sums.
inline uint32_t add(Type type, uint32_t a, uint32_t b) {
  if (type == Type::Int)
    return a + b;
  float x, y;
  std::memcpy(&x, &a, 4);
  std::memcpy(&y, &b, 4);
  float sum = x + y;
  uint32_t word;
  std::memcpy(&word, &sum, 4);
  return word;
}

/// Elements of the blocks a work-group of Op::Sum reads together: its 256
/// work-items' quads (the last block of the input may be shorter).
constexpr size_t SumBlockElements = 4 * WorkGroupSize;

/// What `spec` must leave in `out` (outBytes() of it, as words) for `input`:
/// each block's sum or inclusive scan, or each of the `groups` work-groups'
/// sum of the 1024-element blocks it reads (group, group + groups, ...);
/// computed on the host's cores.
inline std::vector<uint32_t> reference(const Spec &spec,
                                       const std::vector<uint32_t> &input,
                                       uint32_t groups) {
  size_t count = input.size() / BlockElements;
  if (spec.op == Op::Sum) {
    std::vector<uint32_t> want(groups, 0);
    parallelFor(groups, [&](size_t begin, size_t end) {
      for (size_t g = begin; g < end; ++g)
        for (size_t i = g * SumBlockElements; i < input.size();
             i += size_t(groups) * SumBlockElements)
          for (size_t k = i; k < std::min(i + SumBlockElements, input.size());
               ++k)
            want[g] = add(spec.type, want[g], input[k]);
    });
    return want;
  }
  std::vector<uint32_t> want(spec.op == Op::Reduce ? count : input.size());
  parallelFor(count, [&](size_t begin, size_t end) {
    for (size_t b = begin; b < end; ++b) {
      uint32_t sum = 0; // 0.0f's bits too
      for (size_t k = 0; k < BlockElements; ++k) {
        size_t i = b * BlockElements + k;
        sum = add(spec.type, sum, input[i]);
        if (spec.op == Op::Scan)
          want[i] = sum;
      }
      if (spec.op == Op::Reduce)
        want[b] = sum;
    }
  });
  return want;
}

/// The bit-exact host check of `spec`'s output over `input`.
inline Check check(const Spec &spec, const std::vector<uint32_t> &input,
                   uint32_t groups) {
  return checkEqual(reference(spec, input, groups));
}

} // namespace workgroupbench
