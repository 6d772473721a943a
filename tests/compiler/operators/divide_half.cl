// half `/` is divided in float (NVIDIA's half OpFDiv is 1.3 ulp off, OpenCL
// allows 1): the operands widened exactly, q = x / y, one correction by the
// exact remainder (a second float division), the result rounded once to
// half: correctly rounded (ExprEmitter.cpp's halfDivide). Two float
// divisions per lane: 2 for the scalar, 16 for half8 (whose lanes the
// module holds as scalars); no half OpFDiv anywhere.
// (-cl-unsafe-math-optimizations keeps the device's.)
// TARGETS: desktop lavapipe
// CHECK-COUNT-0: OpFDiv %half
// CHECK-COUNT-0: OpFDiv %v8half
// CHECK: OpFunction %void
// CHECK: OpFDiv %float
// CHECK: OpFDiv %float
// CHECK: OpFunctionEnd
// CHECK-COUNT-18: OpFDiv %float
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void scalar(global half *h) { h[0] = h[1] / h[2]; }
kernel void vector(global half8 *h) { h[0] /= h[1]; }
