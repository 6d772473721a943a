// Loads and stores of different widths over the same buffer in one kernel:
// a vstore8 read back as two vload4s, two vstore3s read back as three
// vload2s, a vstore16 read back as two vload8s, eight vstore2s read back as
// one vload16; on ushort (16-bit words on every target but swiftshader) and
// float.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "mixed_ushort"
// CHECK: OpEntryPoint GLCompute {{%\w+}} "mixed_float"
// CHECK-COUNT-0: {{OpTypeVector %\w+ (8|16)$}}
#define MIXED(T)                                                               \
  __kernel void mixed_##T(__global const T *in, __global T *buf,               \
                          __global T *out) {                                   \
    size_t i = get_global_id(0);                                               \
    __global const T *s = in + 48 * i;                                         \
    __global T *b = buf + 48 * i + 1, *o = out + 48 * i + 1;                   \
    vstore8(vload8(0, s), 0, b);                                               \
    T##4 lo = vload4(0, b), hi = vload4(1, b);                                 \
    vstore4(hi, 0, o);                                                         \
    vstore4(lo, 1, o);                                                         \
    vstore3(vload3(0, s + 8), 0, b + 8);                                       \
    vstore3(vload3(1, s + 8), 1, b + 8);                                       \
    T##2 x = vload2(0, b + 8), y = vload2(1, b + 8), z = vload2(2, b + 8);     \
    vstore2(z, 4, o);                                                          \
    vstore2(y, 5, o);                                                          \
    vstore2(x, 6, o);                                                          \
    vstore16(vload16(0, s + 14), 0, b + 14);                                   \
    vstore8(vload8(1, b + 14), 0, o + 14);                                     \
    vstore8(vload8(0, b + 14), 1, o + 14);                                     \
    for (int k = 0; k < 8; ++k)                                                \
      vstore2(vload2(7 - k, s + 30), k, b + 30);                               \
    vstore16(vload16(0, b + 30), 0, o + 30);                                   \
  }
MIXED(ushort)
MIXED(float)
