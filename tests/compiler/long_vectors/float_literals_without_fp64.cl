// Unsuffixed floating literals in long-vector literals: on a target without
// fp64 clang types them double and wraps them in a cast to float (with a
// warning), so the emitter must fold the double constant rather than
// reject it for lacking fp64.
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "float_literals"
// CHECK-COUNT-0: {{OpTypeVector %\w+ (8|16)$}}
// CHECK-COUNT-0-swiftshader: OpCapability Float64
__kernel void float_literals(__global float8 *out, float f) {
  float8 v = (float8)(f, 1.5, 2.25, 0.5, 1, 2, 3, 4);
  out[get_global_id(0)] = v * 0.5f + (float8)(0.125);
}
