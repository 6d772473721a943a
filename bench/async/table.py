#!/usr/bin/env python3
"""Merges vkcl-bench-async and vkcl-bench-async-cl outputs into one markdown
table with the ratios issue 4's targets are stated in (the rendering is
bench/common/benchtable.py's).

Usage: table.py VKCL_OUTPUT [OPENCL_OUTPUT] > async.md
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "common"))
from benchtable import gbps, main, ratio  # noqa: E402

# Kernels whose vkcl/ceiling target applies: the gather reads every 4th
# float, so DRAM moves 2.5x the bytes counted and the ceiling says little.
COPY_BOUND = ("copy_float", "copy_float4", "copy_char", "copy_uchar16",
              "stencil_float", "stencil_float4")
TARGETS = {"opencl": 1.0, "glsl": 0.95, "ceiling": 0.85, "char": 0.9}


def char_line(results):
    """How a char copy compares with a float4 copy, per API."""
    parts = []
    for api, label in (("vkcl", "vkcl"), ("opencl", "OpenCL"), ("glsl", "GLSL")):
        ch, f4 = gbps(results, api, "copy_char"), gbps(results, api, "copy_float4")
        target = TARGETS["char"] if api == "vkcl" else None
        parts.append(f"{label} {ratio(ch, f4, target)}")
    return [f"char copy / float4 copy bandwidth (vkcl ≥{TARGETS['char']}): "
            + ", ".join(parts) + "."]


if __name__ == "__main__":
    sys.exit(main(sys.argv, __doc__, TARGETS, COPY_BOUND, char_line))
