// Module fuzzer seed: pipes, write-only and 3-D images, two kernels.
__kernel void producer(__write_only pipe int out, __global const int *in) {
  write_pipe(out, &in[get_global_id(0)]);
}

__kernel void consumer(__read_only pipe int in, write_only image3d_t img) {
  int v;
  if (read_pipe(in, &v) == 0)
    write_imagei(img, (int4)(v & 7, 0, 0, 0), (int4)(v));
}
