// An argument block larger than 128 bytes of push constants goes to a
// buffer whose address is in push constants.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "large_struct_value"
typedef struct {
  float4 rows[12];
} Matrix12;

__kernel void large_struct_value(__global float4 *out, Matrix12 m, int r) {
  size_t g = get_global_id(0);
  out[g] = m.rows[r % 12] + m.rows[11];
}
