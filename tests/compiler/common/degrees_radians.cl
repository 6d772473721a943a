// degrees and radians multiply by 180/pi and pi/180 rounded to the type
// (within the spec's 2 ulp); half multiplies in float and rounds once.
// Not GLSL's Degrees/Radians.
// ERROR-swiftshader: fp16
// CHECK-COUNT-0: {{ (Degrees|Radians) }}
// CHECK: OpFMul %v4float {{%\w+}} {{%\w+}}
// CHECK: OpFMul %float {{%\w+}} %float_0_0174532924
// CHECK: OpFConvert %v2float
// CHECK: OpFMul %v2float
// CHECK: OpFConvert %v2half
// CHECK-COUNT-1: %float_57_2957802 = OpConstant %float 57.2957802
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void k(global float4 *x, global float *y, global half2 *h) {
  size_t i = get_global_id(0);
  x[i] = degrees(x[i]);
  y[i] = radians(y[i]);
  h[i] = degrees(h[i]);
}
