// Writing one component of a vector in global memory.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "vector_element_store"
__kernel void vector_element_store(__global float4 *v, __global int2 *w) {
  size_t g = get_global_id(0);
  v[g].y = (float)g;
  v[g].s3 += 1.0f;
  w[g].x = w[g].y;
}
