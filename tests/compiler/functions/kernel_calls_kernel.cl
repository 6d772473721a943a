// A kernel called like a function from another kernel.
// CHECK-COUNT-2: OpEntryPoint GLCompute
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "fill"
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "fill_twice"
__kernel void fill(__global int *p, int v) { p[get_global_id(0)] = v; }

__kernel void fill_twice(__global int *a, __global int *b, int v) {
  fill(a, v);
  fill(b, v + 1);
}
