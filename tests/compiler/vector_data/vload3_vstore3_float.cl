// vload3 reads and vstore3 writes exactly 3 floats at p + offset * 3: no
// 4-float access, which would touch the element after the vector (past the
// end of the buffer, or another work-item's data); and, as 3-vectors take
// no run-time wide path (docs/mapping.md), no access aligned to more than
// the element.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "vload3_vstore3_float"
// CHECK: OpEntryPoint GLCompute {{%\w+}} "vload3_constant"
// CHECK-COUNT-0: _ptr_PhysicalStorageBuffer_v4float
// CHECK-COUNT-0: {{Aligned (8|16)$}}
// CHECK-COUNT-0: OpLoopMerge
__kernel void vload3_vstore3_float(__global const float *in,
                                   __global float *out) {
  size_t i = get_global_id(0);
  float3 v = vload3(i, in);
  vstore3(v, i, out + 1);
}

__kernel void vload3_constant(__constant float *in, __global float *out) {
  size_t i = get_global_id(0);
  vstore3(vload3(i, in + 2), i, out);
}
