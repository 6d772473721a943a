// half `/` is divided in float (NVIDIA's half OpFDiv is 1.3 ulp off, OpenCL
// allows 1): the operands widened exactly, q = x / y, one correction by the
// exact remainder (a second float division), the result rounded once to
// half: correctly rounded (ExprEmitter.cpp's halfDivide). Scalars and
// vectors up to 4 lanes directly, half8 four lanes at a time; no half
// OpFDiv anywhere. (-cl-unsafe-math-optimizations keeps the device's.)
// TARGETS: desktop lavapipe
// CHECK-COUNT-0: OpFDiv %half
// CHECK-COUNT-0: OpFDiv %v8half
// CHECK: OpFunction %void
// CHECK: OpFDiv %float
// CHECK: OpFDiv %float
// CHECK: OpFunctionEnd
// CHECK: OpFunction %void
// CHECK-COUNT-4: OpFDiv %v4float
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void scalar(global half *h) { h[0] = h[1] / h[2]; }
kernel void vector(global half8 *h) { h[0] /= h[1]; }
