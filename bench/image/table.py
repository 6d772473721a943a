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

A kernel whose work is an image-to-image copy (image_copy) is also held to
its image copy ceiling, vkCmdCopyImage of its source image into another of
the same kind (the vkcl host's `RESULT api=imageceiling kernel=K` lines):
two more columns, vkcl and GLSL against it, "—" for the other kernels and
for outputs from before the image ceiling.

Usage: table.py VKCL_OUTPUT [OPENCL_OUTPUT] > image.md
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "common"))
from benchtable import fmt, gbps, main, parse, ratio  # noqa: E402

TARGETS = {"opencl": 1.0, "glsl": 0.95, "ceiling": 0.85}
COPY_BOUND = {"image_copy", "image_blur", "image_to_buffer"}
# The image copy's issue: at least 0.85 of the image copy ceiling.
IMAGE_CEILING_TARGET = 0.85

# The vkcl host's results again, for the image ceiling columns (benchtable
# hands the columns only the kernel's name); it says itself when the file
# cannot be read.
RESULTS = parse(sys.argv[1])[0] if len(sys.argv) > 1 and \
    os.path.exists(sys.argv[1]) else {}


def against_image_ceiling(api, target=None):
    def cell(kernel):
        return ratio(gbps(RESULTS, api, kernel),
                     gbps(RESULTS, "imageceiling", kernel), target)
    return cell


def extra_lines(results):
    ceilings = [f"{kernel} {fmt(gbps(results, api, kernel))} GB/s"
                for (api, kernel) in results if api == "imageceiling"]
    if not ceilings:
        return []
    lines = ["Image ceiling (vkCmdCopyImage of the kernel's source image "
             "into another of the same format and size, optimal tiling, "
             "GENERAL layout; bytes read + written): "
             + ", ".join(ceilings) + "."]
    if WRONG_CEILINGS:
        lines += ["", "**Image ceiling wrong or not run (left out of the "
                      "ratios): " + ", ".join(WRONG_CEILINGS) + ".**"]
    return lines


# Image ceilings whose copy was wrong or did not run: the exit code says so
# as for the kernels.
WRONG_CEILINGS = [kernel for (api, kernel), r in RESULTS.items()
                  if api == "imageceiling" and r.get("ok") != "1"]

if __name__ == "__main__":
    code = main(sys.argv, __doc__, TARGETS, copy_bound=COPY_BOUND,
                extra_lines=extra_lines,
                extra_columns=[
                    (f"vkcl/image ceiling (≥{IMAGE_CEILING_TARGET})",
                     against_image_ceiling("vkcl", IMAGE_CEILING_TARGET)),
                    ("GLSL/image ceiling", against_image_ceiling("glsl"))])
    sys.exit(code or (1 if WRONG_CEILINGS else 0))
