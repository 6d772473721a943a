// Compile-time sizes: sizeof(short3) = 8, __alignof__(float4) = 16,
// vec_step(int3) = 4, vec_step(float2) = 2.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "sizeof_alignof_vec_step"
// CHECK: {{%u?int_816 = OpConstant}}
// CHECK: {{%u?int_402 = OpConstant}}
struct S {
  char c;
  int i;
};

__kernel void sizeof_alignof_vec_step(__global int *out) {
  out[0] = (int)(sizeof(short3) * 100 + __alignof__(float4));
  out[1] = (int)(vec_step(int3) * 100 + vec_step(float2));
  out[2] = (int)(sizeof(struct S) * 1000 + sizeof(out));
}
