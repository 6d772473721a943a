// Struct fields in global memory at C layout offsets.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "global_struct"
typedef struct {
  char tag;
  float weight;
  float4 dir;
  short id;
} Record;

__kernel void global_struct(__global Record *recs, __global float4 *out) {
  size_t g = get_global_id(0);
  __global Record *r = &recs[g];
  r->weight *= 2.0f;
  r->id = (short)g;
  out[g] = r->dir * r->weight + (float)r->tag;
}
