// A scalar, vector or pointer parameter that the body only loads is its
// OpFunctionParameter itself, never copied into a Function variable
// (SPIRV-Tools' ssa-rewrite is quadratic in the loads of one variable).
// One that is assigned, swizzled or a struct keeps its variable. -O0, so
// the emitter's own output shows.
// OPTIONS: -O0
// k: v (swizzled), s (struct), sum, i. helper: y (assigned), v (element
// assigned), s. Not out, in, n, nor helper's x.
// CHECK-COUNT-7: {{= OpVariable %_ptr_Function_\w+ Function}}
// CHECK-COUNT-3: = OpVariable %_ptr_Function_uint Function
// CHECK-COUNT-2: = OpVariable %_ptr_Function_v4float Function
// CHECK-COUNT-2: {{= OpVariable %_ptr_Function__struct_\d+ Function}}
struct pair {
  int a, b;
};

int helper(int x, int y, float4 v, struct pair s) {
  y += 1;
  v.x = 2.0f;
  return x * y + (int)v.x + s.a;
}

kernel void k(global int *out, global const int *in, int n, float4 v,
              struct pair s) {
  int sum = 0;
  for (int i = 0; i < n; ++i)
    sum += in[i];
  out[0] = helper(sum, n, v, s) + (int)v.y;
}
