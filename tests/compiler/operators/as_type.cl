// as_type reinterprets bits.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "as_type"
// CHECK: OpBitcast %float
// CHECK: {{OpBitcast %v4u?int}}
__kernel void as_type(__global const int *a, __global const float4 *v,
                      __global float *f, __global int4 *bits) {
  size_t i = get_global_id(0);
  f[i] = as_float(a[i]);
  bits[i] = as_int4(v[i]);
}
