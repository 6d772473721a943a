// Kernels for the C API smoke test (CApiTest.c).

// c[i] = s * a[the next work-item's index in the group]: the result is only
// right if the __local argument and the barrier work.
kernel void scale_rotate(global const float *a, global float *c, float s,
                         local float *scratch, global float *unused) {
  size_t l = get_local_id(0);
  scratch[l] = a[get_global_id(0)] * s;
  barrier(CLK_LOCAL_MEM_FENCE);
  c[get_global_id(0)] = scratch[(l + 1) % get_local_size(0)];
}

kernel void iota(global uint *out, uint base) {
  out[get_global_id(0)] = base + (uint)get_global_id(0);
}

// A pipe argument (OpenCL C 2.0: this file is compiled with -cl-std=CL2.0)
// in a kernel that calls no pipe builtin: binding and dispatch only.
kernel void pipe_mark(read_only pipe int p, global int *out) {
  out[get_global_id(0)] = 5;
}

// printf through the C API's callback (checkPrintf).
kernel void say(global int *ret, int base) {
  ret[get_global_id(0)] = printf("item %d: %5.2f|%s\n",
                                 base + (int)get_global_id(0),
                                 0.5f * (float)get_global_id(0), "ok");
}

// An image and a sampler through the C API (checkImages): an unnormalized
// nearest CLAMP sampler at integer coordinates, one pixel beyond each end
// of a 2x1 image, reads the border color there.
kernel void sample_row(read_only image2d_t image, sampler_t s,
                       global float4 *out) {
  int i = get_global_id(0);
  out[i] = read_imagef(image, s, (int2)(i - 1, 0));
}
