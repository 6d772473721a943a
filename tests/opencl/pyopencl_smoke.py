#!/usr/bin/env python3
"""pyopencl against the vkcl platform: a real OpenCL client, different from
the C++ tests in how it drives the API (it queries every platform and device
property it wraps, builds with its own options and caches, and moves numpy
arrays). Finds the platform named "vkcl", builds a kernel, runs a vector add
on random numpy arrays and compares with numpy. Exit status 0 on success.
CTest runs it with OCL_ICD_VENDORS naming only vkcl."""
import sys

import numpy as np
import pyopencl as cl

SOURCE = """
kernel void vector_add(global const float *a, global const float *b,
                       global float *c, uint n) {
  size_t i = get_global_id(0);
  if (i < n)
    c[i] = a[i] + b[i];
}
"""


def main():
    platforms = cl.get_platforms()
    names = [p.name for p in platforms]
    print("platforms:", names)
    vkcl = [p for p in platforms if p.name == "vkcl"]
    if len(vkcl) != 1:
        print("expected exactly one platform named vkcl", file=sys.stderr)
        return 1
    platform = vkcl[0]
    print("version:", platform.version)
    devices = platform.get_devices()
    if not devices:
        print("vkcl has no devices", file=sys.stderr)
        return 1
    device = devices[0]
    print("device:", device.name, "|", device.version, "|", device.profile)

    context = cl.Context([device])
    queue = cl.CommandQueue(context)
    program = cl.Program(context, SOURCE).build()

    n = 100003  # not a multiple of any work-group size
    rng = np.random.default_rng(7)
    a = rng.standard_normal(n).astype(np.float32)
    b = rng.standard_normal(n).astype(np.float32)
    c = np.full(n, np.nan, dtype=np.float32)  # poisoned
    mf = cl.mem_flags
    a_buf = cl.Buffer(context, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=a)
    b_buf = cl.Buffer(context, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=b)
    c_buf = cl.Buffer(context, mf.WRITE_ONLY | mf.COPY_HOST_PTR, hostbuf=c)
    global_size = ((n + 63) // 64) * 64
    program.vector_add(queue, (global_size,), (64,), a_buf, b_buf, c_buf,
                       np.uint32(n))
    cl.enqueue_copy(queue, c, c_buf)
    queue.finish()

    expected = a + b
    if not np.array_equal(c, expected):
        bad = np.nonzero(c != expected)[0]
        print(f"{len(bad)} wrong values, first at {bad[0]}: "
              f"{c[bad[0]]} != {expected[bad[0]]}", file=sys.stderr)
        return 1
    print(f"vector_add of {n} floats matches numpy")
    return 0


if __name__ == "__main__":
    sys.exit(main())
