// A mask known only at run time: the inputs go to a Function array of m
// (shuffle) or 2m (shuffle2) lanes and each result lane is loaded at its
// mask lane AND m - 1 (2m - 1), so no mask reads outside the inputs. The
// same code serves every width; ulong masks are narrowed to 32 bits first.
// double needs fp64, which swiftshader lacks.
// ERROR-swiftshader: fp64
// CHECK: OpVariable %_ptr_Function__arr_float_uint_8 Function
// CHECK: OpVariable %_ptr_Function__arr_float_uint_16 Function
// CHECK: OpBitwiseAnd %uint {{%\w+}} %uint_7
// CHECK: OpAccessChain %_ptr_Function_float
// CHECK: OpBitwiseAnd %uint {{%\w+}} %uint_15
// CHECK: OpUConvert %uint
// CHECK: OpBitwiseAnd %uint {{%\w+}} %uint_3
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void floats(global const float8 *x, global const uint4 *m,
                   global float4 *r) {
  size_t i = get_global_id(0);
  r[i] = shuffle(x[i], m[i]);
  r[i + 1] = shuffle2(x[i], x[i + 1], m[i + 1]);
}

kernel void doubles(global const double2 *x, global const ulong16 *m,
                    global double16 *r) {
  size_t i = get_global_id(0);
  r[i] = shuffle2(x[i], x[i + 1], m[i]);
}
