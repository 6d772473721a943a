#!/usr/bin/env python3
"""Merges vkcl-bench-vector and vkcl-bench-vector-cl outputs into one
markdown table with the ratios issue 5's targets are stated in (the
rendering is bench/common/benchtable.py's), plus how each API's bandwidth
holds up as the vector width changes.

Usage: table.py VKCL_OUTPUT [OPENCL_OUTPUT] > vector.md
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "common"))
from benchtable import gbps, main, ratio  # noqa: E402

# Every kernel streams: all are held to the ceiling target.
TARGETS = {"opencl": 1.0, "glsl": 0.95, "ceiling": 0.9}
# (kernel, the kernel it is compared with): the wide and narrow vectors
# against the 16-byte ones, where NVIDIA's OpenCL was seen to fall off.
WIDTHS = (("stream_float8", "stream_float4"), ("stream_float16", "stream_float4"),
          ("stream_uchar4", "stream_uchar16"), ("stream_uchar8", "stream_uchar16"))


def width_lines(results):
    lines = ["", "Bandwidth against the 16-byte vector of the same type "
             "(vkcl, OpenCL, GLSL):"]
    for kernel, base in WIDTHS:
        parts = [f"{label} {ratio(gbps(results, api, kernel), gbps(results, api, base))}"
                 for api, label in (("vkcl", "vkcl"), ("opencl", "OpenCL"),
                                    ("glsl", "GLSL"))]
        lines.append(f"- {kernel} / {base}: " + ", ".join(parts))
    return lines


if __name__ == "__main__":
    sys.exit(main(sys.argv, __doc__, TARGETS, None, width_lines))
