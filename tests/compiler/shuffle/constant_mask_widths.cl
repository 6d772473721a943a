// Constant masks between every kind of width: 2-wide from a 16-wide input
// (an array of lanes), 16-wide from 2-wide (lanes taken modulo 2) and a
// 16-wide shuffle2 of char8 (modulo 16: 255 is lane 15, y's last; 17 is
// lane 1). The lanes are picked at compile time: no Function array of
// lanes, no access into one. Without the optimizer, so this is the
// emitter's doing.
// OPTIONS: -O0
// CHECK-COUNT-0: {{OpVariable %_ptr_Function__arr}}
// CHECK-COUNT-0: {{OpAccessChain %_ptr_Function_(float|uint)}}
// CHECK: OpCompositeConstruct %v2float
kernel void narrow(global const float16 *x, global float2 *y) {
  size_t i = get_global_id(0);
  y[i] = shuffle(x[i], (uint2)(17, 3));
}

kernel void wide(global const float2 *x, global float16 *y) {
  size_t i = get_global_id(0);
  y[i] = shuffle(x[i], (uint16)(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
                                14, 15, 0xFFFFFFFF));
}

kernel void chars(global const char8 *x, global char16 *y) {
  size_t i = get_global_id(0);
  y[i] = shuffle2(x[i], x[i + 1],
                  (uchar16)(255, 17, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
                            14, 15));
}
