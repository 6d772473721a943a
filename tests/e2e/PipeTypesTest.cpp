// Packet types and packet pointers of OpenCL C 2.0 pipes. Every packet type
// goes through a pipe both ways, with plain reads and writes and with
// reservations of 4 (written backwards by index): scalars of 1, 2, 4 and 8
// bytes, float4, int3 and uchar3 (padded), float16, a struct with a char
// and a float array (padding inside), a 64-byte and a 260-byte struct, and
// a 1001-byte char array (byte-aligned; above 256 bytes a packet moves in
// a loop of 16 bytes per step, then its tail: builtins/PipeRing.cpp);
// long, double and half only where the device has them. Padding bytes are
// not compared; floats are finite (the test is about moving bytes, not NaN
// payloads).
// The packet pointer of write_pipe/read_pipe (both forms) points into
// __private, __global or __local memory, in every combination.
#include "Pipes.h"

namespace vkcl::e2e {
namespace {

using Bytes = std::vector<uint8_t>;

struct PacketType {
  const char *name;
  /// One character per byte: 'i' integer, 'f' float, 'd' double, 'h' half,
  /// '_' padding (not compared).
  const char *layout;
  enum Need { Nothing, Int64, Fp64, Fp16 } need = Nothing;
  uint32_t size() const { return uint32_t(std::strlen(layout)); }
};
void PrintTo(const PacketType &t, std::ostream *os) { *os << t.name; }

const std::string F16 = std::string(64, 'f');
const std::string MixedLayout = "iiiii___" + std::string(20, 'f');
const std::string WideLayout =
    std::string(16, 'f') + std::string(32, 'i') + "ii" + std::string(14, 'i');
const std::string Int3Layout = std::string(12, 'i') + "____";
const std::string BigLayout = std::string(260, 'i');
const std::string CharsLayout = std::string(1001, 'i');

const PacketType Types[] = {
    {"int", "iiii"},
    {"uint", "iiii"},
    {"char", "i"},
    {"short", "ii"},
    {"float", "ffff"},
    {"float4", "ffffffffffffffff"},
    {"int3", Int3Layout.c_str()},
    {"uchar3", "iii_"},
    {"float16", F16.c_str()},
    {"Mixed", MixedLayout.c_str()},
    {"Wide", WideLayout.c_str()},
    {"Big", BigLayout.c_str()},
    {"Chars", CharsLayout.c_str()},
    {"long", "iiiiiiii", PacketType::Int64},
    {"double", "dddddddd", PacketType::Fp64},
    {"half", "hh", PacketType::Fp16},
};

const char *TypeDecls = R"CL(
// 28 bytes: int, char, 3 bytes of padding, float[5].
typedef struct { int a; char b; float c[5]; } Mixed;
// 64 bytes, no padding.
typedef struct { float4 a; int b[8]; short c; char d[14]; } Wide;
// 260 bytes: an odd number of words, more than any vector.
typedef struct { uint v[65]; } Big;
// 1001 bytes, byte-aligned: packets of an odd size, back to back.
typedef struct { char v[1001]; } Chars;
)CL";

/// put/get: one packet per work-item; put4/get4: reservations of 4, the
/// packets at indices 3, 2, 1, 0 in that order.
const char *RoundTripKernels = R"CL(
__kernel void put(__write_only pipe T p, __global const T *src,
                  __global int *status) {
  uint g = get_global_id(0);
  status[g] = write_pipe(p, &src[g]);
}
__kernel void get(__read_only pipe T p, __global T *dst,
                  __global int *status) {
  uint g = get_global_id(0);
  T v;
  int r = read_pipe(p, &v);
  status[g] = r;
  if (r == 0)
    dst[g] = v;
}
__kernel void put4(__write_only pipe T p, __global const T *src,
                   __global int *status) {
  uint g = get_global_id(0);
  reserve_id_t r = reserve_write_pipe(p, 4);
  if (!is_valid_reserve_id(r)) {
    status[g] = -1000;
    return;
  }
  int s = 0;
  for (int i = 3; i >= 0; --i)
    s |= write_pipe(p, r, (uint)i, &src[4 * g + i]);
  commit_write_pipe(p, r);
  status[g] = s;
}
__kernel void get4(__read_only pipe T p, __global T *dst,
                   __global int *status) {
  uint g = get_global_id(0);
  reserve_id_t r = reserve_read_pipe(p, 4);
  if (!is_valid_reserve_id(r)) {
    status[g] = -1000;
    return;
  }
  int s = 0;
  for (int i = 3; i >= 0; --i) {
    T v;
    s |= read_pipe(p, r, (uint)i, &v);
    dst[4 * g + i] = v;
  }
  commit_read_pipe(p, r);
  status[g] = s;
}
)CL";

/// Random values of a layout: integers any bits, floats finite and normal.
Bytes randomPackets(std::mt19937_64 &rng, const std::string &layout,
                    size_t count) {
  const size_t size = layout.size();
  Bytes b(size * count);
  for (uint8_t &x : b)
    x = uint8_t(rng());
  std::uniform_real_distribution<float> f(-1e4f, 1e4f);
  std::uniform_real_distribution<double> d(-1e10, 1e10);
  for (size_t e = 0; e < count; ++e) {
    uint8_t *p = b.data() + e * size;
    for (size_t i = 0; i < size;) {
      if (layout[i] == 'f') {
        float v = f(rng);
        std::memcpy(p + i, &v, 4);
        i += 4;
      } else if (layout[i] == 'd') {
        double v = d(rng);
        std::memcpy(p + i, &v, 8);
        i += 8;
      } else if (layout[i] == 'h') {
        uint16_t h = uint16_t((rng() & 0x8000) | ((1 + rng() % 29) << 10) |
                              (rng() & 0x3FF));
        std::memcpy(p + i, &h, 2);
        i += 2;
      } else {
        ++i;
      }
    }
  }
  return b;
}

/// Packet `e` of `b` with its padding zeroed (what is compared).
Bytes key(const Bytes &b, const std::string &layout, size_t e,
          size_t count = 1) {
  const size_t size = layout.size();
  Bytes k(b.begin() + e * size, b.begin() + (e + count) * size);
  for (size_t i = 0; i < k.size(); ++i)
    if (layout[i % size] == '_')
      k[i] = 0;
  return k;
}

class PipeTypes : public PipeFixture,
                  public ::testing::WithParamInterface<PacketType> {};

TEST_P(PipeTypes, RoundTrip) {
  const PacketType &t = GetParam();
  if (t.need == PacketType::Int64 && !profile().int64)
    GTEST_SKIP() << "device has no int64 (long)";
  if (t.need == PacketType::Fp64 && !profile().float64)
    GTEST_SKIP() << "device has no fp64 (double)";
  if (t.need == PacketType::Fp16 && !profile().float16)
    GTEST_SKIP() << "device has no fp16 (half)";
  std::string source;
  if (t.need == PacketType::Fp16)
    source += "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n";
  if (t.need == PacketType::Fp64)
    source += "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n";
  source += TypeDecls;
  source += "#define T " + std::string(t.name) + "\n";
  source += RoundTripKernels;
  auto program = pipeProgram(source);
  const std::string layout = t.layout;
  const uint32_t S = t.size();
  constexpr uint32_t N = 256;
  Pipe pipe = makePipe(S, N);
  EXPECT_EQ(pipe.packetSize(), S);

  {
    SCOPED_TRACE("write_pipe / read_pipe");
    Kernel put = kernelOf(program, "put"), get = kernelOf(program, "get");
    Bytes src = randomPackets(rng(), layout, N);
    Buffer bsrc = upload(src), status = makeBuffer(N * 4);
    launch(put, NDRange::linear(N, 64), pipe, bsrc, status);
    ASSERT_TRUE(countSuccesses(download<int32_t>(status, N), N));
    EXPECT_EQ(hostPackets(pipe), N);
    constexpr uint32_t Readers = N + 64;
    Buffer dst = makeBuffer(size_t(Readers) * S),
           rstatus = makeBuffer(Readers * 4);
    launch(get, NDRange::linear(Readers, 64), pipe, dst, rstatus);
    auto rs = download<int32_t>(rstatus, Readers);
    ASSERT_TRUE(countSuccesses(rs, N));
    Bytes got = download<uint8_t>(dst, size_t(Readers) * S);
    std::vector<Bytes> gotKeys, wantKeys;
    for (uint32_t i = 0; i < Readers; ++i)
      if (rs[i] == 0)
        gotKeys.push_back(key(got, layout, i));
    for (uint32_t i = 0; i < N; ++i)
      wantKeys.push_back(key(src, layout, i));
    EXPECT_TRUE(sameMultiset(gotKeys, wantKeys));
  }
  {
    SCOPED_TRACE("reservations of 4");
    Kernel put = kernelOf(program, "put4"), get = kernelOf(program, "get4");
    Bytes src = randomPackets(rng(), layout, N);
    Buffer bsrc = upload(src), status = makeBuffer(N / 4 * 4);
    launch(put, NDRange::linear(N / 4, 16), pipe, bsrc, status);
    ASSERT_TRUE(countSuccesses(download<int32_t>(status, N / 4), N / 4));
    Buffer dst = makeBuffer(size_t(N) * S), rstatus = makeBuffer(N / 4 * 4);
    launch(get, NDRange::linear(N / 4, 16), pipe, dst, rstatus);
    ASSERT_TRUE(countSuccesses(download<int32_t>(rstatus, N / 4), N / 4));
    // The reservations line up: each reader's 4 packets are one writer's,
    // in order.
    Bytes got = download<uint8_t>(dst, size_t(N) * S);
    std::vector<Bytes> gotKeys, wantKeys;
    for (uint32_t g = 0; g < N / 4; ++g) {
      gotKeys.push_back(key(got, layout, 4 * g, 4));
      wantKeys.push_back(key(src, layout, 4 * g, 4));
    }
    EXPECT_TRUE(sameMultiset(gotKeys, wantKeys));
    EXPECT_EQ(hostPackets(pipe), 0u);
  }
}

INSTANTIATE_TEST_SUITE_P(Types, PipeTypes, ::testing::ValuesIn(Types),
                         [](const ::testing::TestParamInfo<PacketType> &info) {
                           return std::string(info.param.name);
                         });

// ---------------------------------------------------------------------------
// Packet pointers into every address space. `space`: 0 __private, 1
// __global, 2 __local; `reserved`: the 4-argument form in a reservation of
// one packet.

const char *SpacesKernels = R"CL(
__kernel void put_from(__write_only pipe Mixed p, __global const Mixed *src,
                       uint space, uint reserved, __global int *status) {
  __local Mixed tile[64];
  uint g = get_global_id(0), l = get_local_id(0);
  Mixed priv = src[g];
  tile[l] = src[g];
  barrier(CLK_LOCAL_MEM_FENCE);
  int r = -1000;
  if (reserved) {
    reserve_id_t id = reserve_write_pipe(p, 1);
    if (is_valid_reserve_id(id)) {
      if (space == 0)
        r = write_pipe(p, id, 0, &priv);
      else if (space == 1)
        r = write_pipe(p, id, 0, &src[g]);
      else
        r = write_pipe(p, id, 0, &tile[l]);
      commit_write_pipe(p, id);
    }
  } else if (space == 0) {
    r = write_pipe(p, &priv);
  } else if (space == 1) {
    r = write_pipe(p, &src[g]);
  } else {
    r = write_pipe(p, &tile[l]);
  }
  status[g] = r;
}
__kernel void get_into(__read_only pipe Mixed p, __global Mixed *dst,
                       uint space, uint reserved, __global int *status) {
  __local Mixed tile[64];
  uint g = get_global_id(0), l = get_local_id(0);
  Mixed priv;
  int r = -1000;
  if (reserved) {
    reserve_id_t id = reserve_read_pipe(p, 1);
    if (is_valid_reserve_id(id)) {
      if (space == 0)
        r = read_pipe(p, id, 0, &priv);
      else if (space == 1)
        r = read_pipe(p, id, 0, &dst[g]);
      else
        r = read_pipe(p, id, 0, &tile[l]);
      commit_read_pipe(p, id);
    }
  } else if (space == 0) {
    r = read_pipe(p, &priv);
  } else if (space == 1) {
    r = read_pipe(p, &dst[g]);
  } else {
    r = read_pipe(p, &tile[l]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (r == 0 && space == 0)
    dst[g] = priv;
  if (r == 0 && space == 2)
    dst[g] = tile[l];
  status[g] = r;
}
)CL";

class PipeSpaces : public PipeFixture {};

TEST_F(PipeSpaces, PacketPointersInEveryAddressSpace) {
  auto program = pipeProgram(std::string(TypeDecls) + SpacesKernels);
  Kernel put = kernelOf(program, "put_from"),
         get = kernelOf(program, "get_into");
  const std::string layout = MixedLayout;
  const uint32_t S = uint32_t(layout.size());
  constexpr uint32_t N = 128;
  Pipe pipe = makePipe(S, N);
  const char *spaces[] = {"__private", "__global", "__local"};
  for (uint32_t reserved = 0; reserved < 2; ++reserved)
    for (uint32_t w = 0; w < 3; ++w)
      for (uint32_t r = 0; r < 3; ++r) {
        SCOPED_TRACE(std::string(reserved ? "reserved, " : "plain, ") +
                     "from " + spaces[w] + " into " + spaces[r]);
        Bytes src = randomPackets(rng(), layout, N);
        Buffer bsrc = upload(src), ws = makeBuffer(N * 4);
        launch(put, NDRange::linear(N, 64), pipe, bsrc, w, reserved, ws);
        ASSERT_TRUE(countSuccesses(download<int32_t>(ws, N), N));
        Buffer dst = makeBuffer(size_t(N) * S), rs = makeBuffer(N * 4);
        launch(get, NDRange::linear(N, 64), pipe, dst, r, reserved, rs);
        ASSERT_TRUE(countSuccesses(download<int32_t>(rs, N), N));
        Bytes got = download<uint8_t>(dst, size_t(N) * S);
        std::vector<Bytes> gotKeys, wantKeys;
        for (uint32_t i = 0; i < N; ++i) {
          gotKeys.push_back(key(got, layout, i));
          wantKeys.push_back(key(src, layout, i));
        }
        EXPECT_TRUE(sameMultiset(gotKeys, wantKeys));
      }
}

} // namespace
} // namespace vkcl::e2e
