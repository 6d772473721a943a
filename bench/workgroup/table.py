#!/usr/bin/env python3
"""Renders vkcl-bench-workgroup's output as one markdown table: for each
work-group collective kernel (work_group_reduce_add and
work_group_scan_inclusive_add on int and float, one collective per
256-element block; the sum rows a whole-array reduction with one
collective per work-group), vkcl's and the GLSL twin's GB/s, the ratios vkcl/GLSL
(≥ 0.95) and vkcl/ceiling (≥ 0.85), and the median GPU times. Parsing is
bench/common/benchtable.py's; there is no OpenCL column (NVIDIA's OpenCL is
OpenCL C 1.2, without work-group functions).

GB/s = bytes read + written / median GPU time: a reduction reads BYTES and
writes one 4-byte sum a block (BYTES / 256), a sum one 4-byte total a
work-group, a scan reads and writes BYTES,
like the ceiling's copy, whose GB/s count its bytes read + written too.

Usage: table.py VKCL_BENCH_WORKGROUP_OUTPUT > workgroup.md
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "common"))
from benchtable import fmt, gbps, parse, ratio  # noqa: E402

KERNELS = ("reduce_int", "reduce_float", "scan_int", "scan_float",
           "sum_int", "sum_float")
TARGETS = {"glsl": 0.95, "ceiling": 0.85}
APIS = (("vkcl", "vkcl"), ("glsl", "GLSL"))


def median_ms(results, kernel):
    cells = []
    for api, label in APIS:
        r = results.get((api, kernel))
        if r and r.get("ok") == "1" and float(r["ns"]) > 0:
            cells.append(f"{label} {float(r['ns']) / 1e6:.3f}")
    return ", ".join(cells) or "—"


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    results, devices = parse(argv[1])
    ceiling = gbps(results, "ceiling", "ceiling")
    out = [f"Vulkan: {devices.get('vkcl', '?')}. GB/s = bytes read + "
           "written by the kernel / median GPU time.", "",
           "| kernel | bytes moved | vkcl GB/s | GLSL GB/s "
           f"| vkcl/GLSL (≥{TARGETS['glsl']}) "
           f"| vkcl/ceiling (≥{TARGETS['ceiling']}) "
           "| GLSL/ceiling | median GPU ms |",
           "|---|---|---|---|---|---|---|---|"]
    wrong, not_run = [], []
    for k in KERNELS:
        for api, _ in APIS:
            r = results.get((api, k))
            if r is None or (r.get("ok") != "1" and float(r["ns"]) <= 0):
                not_run.append(f"{api} {k}")
            elif r.get("ok") != "1":
                wrong.append(f"{api} {k}")
        v, g = gbps(results, "vkcl", k), gbps(results, "glsl", k)
        r = results.get(("vkcl", k)) or results.get(("glsl", k))
        moved = f"{int(r['bytes']) / 2**20:.0f} MiB" if r else "—"
        out.append(f"| {k} | {moved} | {fmt(v)} | {fmt(g)} "
                   f"| {ratio(v, g, TARGETS['glsl'])} "
                   f"| {ratio(v, ceiling, TARGETS['ceiling'])} "
                   f"| {ratio(g, ceiling)} | {median_ms(results, k)} |")
    copy_buffer = gbps(results, "copybuffer", "vkCmdCopyBuffer")
    out += ["", f"Ceiling (plain uvec4 grid-stride copy shader): "
            f"{fmt(ceiling)} GB/s; vkCmdCopyBuffer: {fmt(copy_buffer)} GB/s "
            "(bytes read + written).",
            "- one work-group collective per 256 elements (a work-group "
            "grid-strides over whole blocks); the GLSL twins: subgroupAdd / "
            "subgroupInclusiveAdd, one partial per subgroup in shared "
            "memory, two barriers a block, as vkcl",
            "- sum_*: a whole-array reduction, each work-item adding its "
            "grid-stride share in registers, four elements a load, and one "
            "work_group_reduce_add "
            "per work-group (the twin: the same sum, then subgroupAdd and "
            "shared memory once)"]
    if wrong:
        out += ["", "**Wrong results (left out of the ratios): "
                + ", ".join(wrong) + ".**"]
    if not_run:
        out += ["", "**Not run (kernel missing, or it failed; see the host's "
                "output): " + ", ".join(not_run) + ".**"]
    print("\n".join(out))
    return 1 if wrong or not_run else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
