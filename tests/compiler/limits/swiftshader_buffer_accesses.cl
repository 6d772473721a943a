// SwiftShader's JIT (Subzero, in Debian's chromium) gives each load, store
// or atomic through a buffer pointer 256 bytes of its routine's 1 MiB
// stack and aborts the whole process past it (4,096 accesses measured to
// abort). Its profile counts them with calls inlined, as the driver
// inlines them: four calls of a helper of 1,000 loads and one store are
// 4,001, refused by name; the other targets compile the kernel.
// ERROR-swiftshader: kernel 'many_loads' has 4001 loads, stores and atomics
// ERROR-swiftshader: the target 'swiftshader' compiles at most 4000
// CHECK: OpEntryPoint GLCompute {{%\w+}} "many_loads"
// CHECK-COUNT-4000: OpLoad %float
#define L(i) s += in[i];
#define L4(i) L(i) L(i + 1) L(i + 2) L(i + 3)
#define L16(i) L4(i) L4(i + 4) L4(i + 8) L4(i + 12)
#define L64(i) L16(i) L16(i + 16) L16(i + 32) L16(i + 48)
#define L256(i) L64(i) L64(i + 64) L64(i + 128) L64(i + 192)

float sum1000(__global const float *in) {
  float s = 0.0f;
  L256(0) L256(256) L256(512)  // 768
  L64(768) L64(832) L64(896)   // 960
  L16(960) L16(976) L4(992) L4(996)
  return s;
}

__kernel void many_loads(__global const float *in, __global float *out) {
  size_t g = get_global_id(0) * 4000;
  out[get_global_id(0)] = sum1000(in + g) + sum1000(in + g + 1000) +
                          sum1000(in + g + 2000) + sum1000(in + g + 3000);
}
