// vloadn/vstoren and vstore_half through generic pointers: one access per
// named space the tag may name.
// OPTIONS: -cl-std=CL2.0
// TARGETS: desktop lavapipe
// CHECK: OpSwitch
float4 get4(const float *p, size_t i) { return vload4(i, p); }
void put4(float4 v, size_t i, float *p) { vstore4(v, i, p); }
void put_half(float v, size_t i, half *p) { vstore_half(v, i, p); }
kernel void vector_data(global float *g, global half *h) {
  size_t i = get_global_id(0);
  float priv[8];
  put4(get4(g, i), 0, priv);
  put4(get4(priv, 0) * 2.0f, i, g);
  put_half(priv[1], i, h);
}
