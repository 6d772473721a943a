// The most buffer accesses SwiftShader's profile compiles in one kernel
// (TargetProfile::maxBufferAccesses; 4,091 measured to run there): 3,999
// loads and one store, on every target. __local and private memory does
// not count (it costs that JIT nothing): the 64 local loads and the stores
// to `l` add nothing.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "most_loads"
// CHECK-COUNT-3999: OpLoad %float
#define L(i) s += in[i];
#define L4(i) L(i) L(i + 1) L(i + 2) L(i + 3)
#define L16(i) L4(i) L4(i + 4) L4(i + 8) L4(i + 12)
#define L64(i) L16(i) L16(i + 16) L16(i + 32) L16(i + 48)
#define L256(i) L64(i) L64(i + 64) L64(i + 128) L64(i + 192)
#define M(i) s += l[(lid + i) & 63];
#define M4(i) M(i) M(i + 1) M(i + 2) M(i + 3)
#define M16(i) M4(i) M4(i + 4) M4(i + 8) M4(i + 12)

__kernel void most_loads(__global const float *in, __global float *out) {
  __local float l[64];
  size_t lid = get_local_id(0);
  l[lid & 63] = (float)lid;
  barrier(CLK_LOCAL_MEM_FENCE);
  in += get_global_id(0) * 4000;
  float s = 0.0f;
  L256(0) L256(256) L256(512) L256(768)          // 1024
  L256(1024) L256(1280) L256(1536) L256(1792)    // 2048
  L256(2048) L256(2304) L256(2560) L256(2816)    // 3072
  L256(3072) L256(3328) L256(3584)               // 3840
  L64(3840) L64(3904) L16(3968) L4(3984) L4(3988) L4(3992)
  L(3996) L(3997) L(3998)
  M16(0) M16(16) M16(32) M16(48)
  out[get_global_id(0)] = s;
}
