#!/usr/bin/env python3
"""Merges vkcl-bench-library and vkcl-bench-library-cl outputs into one
markdown table with the ratios vkcl/NVIDIA-OpenCL and vkcl/GLSL (the
rendering is bench/common/benchtable.py's), plus what the GB/s mean for
each kernel: int_mix's work-items per second (it is compute-bound, its
bytes are only a measure of work) and convert_pixels' bandwidth against
the copy ceiling for every API.

Usage: table.py VKCL_OUTPUT [OPENCL_OUTPUT] > library.md
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "common"))
from benchtable import fmt, gbps, main, ratio  # noqa: E402

TARGETS = {"opencl": 1.0, "glsl": 0.95, "ceiling": 0.9}
# Only the conversion streams; int_mix is bound by its arithmetic.
COPY_BOUND = {"convert_pixels"}
APIS = (("vkcl", "vkcl"), ("opencl", "OpenCL"), ("glsl", "GLSL"))
# int_mix moves 32 bytes per work-item (one uint4 each way) and runs 16
# rounds on it (kernels/int_mix.cl's ROUNDS).
INT_MIX_BYTES, INT_MIX_ROUNDS = 32, 16


def extra_lines(results):
    ceiling = gbps(results, "ceiling", "ceiling")
    items = [f"{label} {fmt(g / INT_MIX_BYTES if g else None, 2)}"
             for api, label in APIS
             for g in [gbps(results, api, "int_mix")]]
    against = [f"{label} {ratio(gbps(results, api, 'convert_pixels'), ceiling)}"
               for api, label in APIS]
    return ["",
            f"- int_mix (compute-bound, {INT_MIX_ROUNDS} rounds of mad24, "
            "mul_hi ×2, clamp, popcount, rotate, add_sat ×2 per lane), "
            "G work-items/s: " + ", ".join(items),
            "- convert_pixels / copy ceiling: " + ", ".join(against)]


if __name__ == "__main__":
    sys.exit(main(sys.argv, __doc__, TARGETS, COPY_BOUND, extra_lines))
