#!/usr/bin/env python3
"""Merges vkcl-bench-image and vkcl-bench-image-cl outputs into one
markdown table with the ratios vkcl/NVIDIA-OpenCL, vkcl/GLSL and
vkcl/ceiling (the rendering is bench/common/benchtable.py's). Every kernel
is held to the copy ceiling: image_copy and image_to_buffer stream, and the
blur reads each pixel nine times from the cache, once from memory.

Usage: table.py VKCL_OUTPUT [OPENCL_OUTPUT] > image.md
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "common"))
from benchtable import main  # noqa: E402

TARGETS = {"opencl": 1.0, "glsl": 0.95, "ceiling": 0.85}

if __name__ == "__main__":
    sys.exit(main(sys.argv, __doc__, TARGETS))
