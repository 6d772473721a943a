#!/usr/bin/env python3
"""Merges vkcl-bench-image and vkcl-bench-image-cl outputs into one
markdown table with the ratios vkcl/NVIDIA-OpenCL, vkcl/GLSL and
vkcl/ceiling (the rendering is bench/common/benchtable.py's). The kernels
without samplers are held to the copy ceiling: image_copy and
image_to_buffer stream, and the blur reads each pixel nine times from the
cache, once from memory. The sampler kernels (image_gauss5: 25 texels a
pixel; image_resize: hardware or shader bilinear filtering) are held to
NVIDIA's OpenCL and the GLSL twins only, as their issue states; their
ceiling ratio is shown, marked "not copy-bound".

Usage: table.py VKCL_OUTPUT [OPENCL_OUTPUT] > image.md
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "common"))
from benchtable import main  # noqa: E402

TARGETS = {"opencl": 1.0, "glsl": 0.95, "ceiling": 0.85}
COPY_BOUND = {"image_copy", "image_blur", "image_to_buffer"}

if __name__ == "__main__":
    sys.exit(main(sys.argv, __doc__, TARGETS, copy_bound=COPY_BOUND))
