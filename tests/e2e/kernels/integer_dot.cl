// cl_khr_integer_dot_product for IntegerDotTest.cpp: every function, each
// work-item one case. a, b: the operands' four bytes packed in a uint (the
// char4/uchar4 forms take them as vectors); acc: the accumulator. Result
// slot f of `out` holds elements [f * count, (f + 1) * count).
#define OUT(f, v) out[(f)*count + i] = as_uint(v)

kernel void dots(global const uint *a, global const uint *b,
                 global const uint *acc, global uint *out, uint count) {
  size_t i = get_global_id(0);
  uint x = a[i], y = b[i], z = acc[i];
  uchar4 ux = as_uchar4(x), uy = as_uchar4(y);
  char4 sx = as_char4(x), sy = as_char4(y);
  OUT(0, dot(ux, uy));
  OUT(1, dot(sx, sy));
  OUT(2, dot(ux, sy));
  OUT(3, dot(sx, uy));
  OUT(4, dot_acc_sat(ux, uy, z));
  OUT(5, dot_acc_sat(sx, sy, as_int(z)));
  OUT(6, dot_acc_sat(ux, sy, as_int(z)));
  OUT(7, dot_acc_sat(sx, uy, as_int(z)));
  OUT(8, dot_4x8packed_uu_uint(x, y));
  OUT(9, dot_4x8packed_ss_int(x, y));
  OUT(10, dot_4x8packed_us_int(x, y));
  OUT(11, dot_4x8packed_su_int(x, y));
  OUT(12, dot_acc_sat_4x8packed_uu_uint(x, y, z));
  OUT(13, dot_acc_sat_4x8packed_ss_int(x, y, as_int(z)));
  OUT(14, dot_acc_sat_4x8packed_us_int(x, y, as_int(z)));
  OUT(15, dot_acc_sat_4x8packed_su_int(x, y, as_int(z)));
}
