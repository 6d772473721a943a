#!/usr/bin/env python3
"""Renders vkcl-bench-pipe's output as one markdown table: for each packet
type and path, producer (write) and consumer (read) bandwidth of vkcl and of
the GLSL twin of the same pipe, packets per second, and the ratios to the
twin and to the copy ceiling; then the hand-written GLSL atomic ring buffer
as the baseline, and claimed once per work-group as the work-group paths'
floor (no capacity check, no commit: the least a queue can do). Parsing is
bench/common/benchtable.py's; there is no column for NVIDIA's OpenCL (it has
no pipes). Given vkcl-bench-pipe-cl's output too (the same kernels through
vkcl's OpenCL platform), a second table sets its rows beside vkcl's own,
against issue 19's target: within 2% of the runtime directly.

GB/s = packet bytes / kernel time. The ceiling's RESULT counts the bytes
read + written by a copy of the same packet bytes, so a kernel's ratio to
the ceiling is its GB/s over half the ceiling's: copy time / kernel time.

Usage: table.py VKCL_BENCH_PIPE_OUTPUT [VKCL_BENCH_PIPE_CL_OUTPUT] > pipe.md
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "common"))
from benchtable import fmt, gbps, parse, ratio  # noqa: E402

TYPES = (("int", 4), ("float4", 16), ("struct64", 64))
PATHS = (("wi", "write_pipe / read_pipe per work-item"),
         ("res4", "reserve 4 per work-item"),
         ("wg", "work-group reservation"),
         ("wg4", "work-group reservation, 4 packets per work-item"),
         ("ring", "GLSL atomic ring buffer (baseline)"),
         ("ring_wg", "GLSL ring, one claim a work-group (wg's floor)"),
         ("ring_wg4", "GLSL ring, one claim a work-group of 4 a work-item "
          "(wg4's floor)"))


def pair(a, b, digits=2):
    return f"{fmt(a, digits)} / {fmt(b, digits)}"


def icd_lines(results, cl_path, wrong, not_run):
    """The table of the same kernels through the OpenCL platform (api
    opencl in vkcl-bench-pipe-cl's output) against vkcl's own rows."""
    cl_results, cl_devices = parse(cl_path)
    out = ["", f"Through the OpenCL platform ({cl_devices.get('opencl', '?')}"
           "): the same kernels built by clBuildProgram, pipes from "
           "clCreatePipe, timed by profiling events.", "",
           "| packets | path | OpenCL write GB/s | OpenCL read GB/s "
           "| OpenCL/vkcl w/r (≥ 0.98) |", "|---|---|---|---|---|"]
    for type_name, _ in TYPES:
        for path, label in PATHS:
            if path.startswith("ring"):
                continue
            name = f"{path}_{type_name}"
            for side in ("write", "read"):
                r = cl_results.get(("opencl", f"{side}_{name}"))
                if r is None:
                    not_run.append(f"opencl {side}_{name}")
                elif r.get("ok") != "1":
                    wrong.append(f"opencl {side}_{name}")
            cw, cr = (gbps(cl_results, "opencl", f"{s}_{name}")
                      for s in ("write", "read"))
            vw, vr = (gbps(results, "vkcl", f"{s}_{name}")
                      for s in ("write", "read"))
            out.append(f"| {type_name} | {label} | {fmt(cw)} | {fmt(cr)} "
                       f"| {ratio(cw, vw, 0.98)} / {ratio(cr, vr, 0.98)} |")
    return out


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    results, devices = parse(argv[1])
    ceiling = gbps(results, "ceiling", "ceiling")
    copy = ceiling / 2 if ceiling else None
    out = [f"Vulkan: {devices.get('vkcl', '?')}. GB/s = packet bytes / median "
           "GPU time of the producer (write) or the consumer (read); "
           "/ceiling = copy time of the same bytes / kernel time.", "",
           "| packets | path | vkcl write GB/s | GLSL write | vkcl read GB/s "
           "| GLSL read | Mpackets/s w/r | vkcl/GLSL w/r | vkcl/ceiling w/r "
           "| GLSL/ceiling w/r |",
           "|---|---|---|---|---|---|---|---|---|---|"]
    wrong, not_run = [], []
    for type_name, size in TYPES:
        for path, label in PATHS:
            name = f"{path}_{type_name}"
            ring = path.startswith("ring")
            apis = ("glsl",) if ring else ("vkcl", "glsl")
            for api in apis:
                for side in ("write", "read"):
                    r = results.get((api, f"{side}_{name}"))
                    if r is None or (r.get("ok") != "1" and float(r["ns"]) <= 0):
                        not_run.append(f"{api} {side}_{name}")
                    elif r.get("ok") != "1":
                        wrong.append(f"{api} {side}_{name}")
            vw, vr = (gbps(results, "vkcl", f"{s}_{name}") for s in ("write", "read"))
            gw, gr = (gbps(results, "glsl", f"{s}_{name}") for s in ("write", "read"))
            # Millions of packets per second: vkcl's, the ring's for the ring.
            pw, pr = (gw, gr) if ring else (vw, vr)
            mega = [None if x is None else x * 1e3 / size for x in (pw, pr)]

            def over(a, b):
                return None if a is None or b is None else a / b
            out.append(
                f"| {type_name} | {label} | {fmt(vw)} | {fmt(gw)} | {fmt(vr)} "
                f"| {fmt(gr)} | {pair(*mega, digits=0)} "
                f"| {pair(over(vw, gw), over(vr, gr))} "
                f"| {pair(over(vw, copy), over(vr, copy))} "
                f"| {pair(over(gw, copy), over(gr, copy))} |")
    out.append("")
    out.append(f"Ceiling (plain uvec4 grid-stride copy shader): {fmt(ceiling)} "
               "GB/s read + written, i.e. "
               f"{fmt(copy)} GB/s of packets copied; vkCmdCopyBuffer: "
               f"{fmt(gbps(results, 'copybuffer', 'vkCmdCopyBuffer'))} GB/s.")
    out.append("")
    out.append("vkcl pipe against the ring buffer (write / read; the ring is "
               "not a correct bounded queue, see bench/pipe/README.md):")
    for type_name, _ in TYPES:
        ring = [gbps(results, "glsl", f"{s}_ring_{type_name}")
                for s in ("write", "read")]
        parts = []
        for path in ("wi", "res4", "wg", "wg4"):
            v = [gbps(results, "vkcl", f"{s}_{path}_{type_name}")
                 for s in ("write", "read")]
            parts.append(f"{path} {ratio(v[0], ring[0])} / {ratio(v[1], ring[1])}")
        for path in ("wg", "wg4"):
            v = [gbps(results, "vkcl", f"{s}_{path}_{type_name}")
                 for s in ("write", "read")]
            floor = [gbps(results, "glsl", f"{s}_ring_{path}_{type_name}")
                     for s in ("write", "read")]
            parts.append(f"{path} / its floor {ratio(v[0], floor[0])} / "
                         f"{ratio(v[1], floor[1])}")
        out.append(f"- {type_name}: " + ", ".join(parts))
    if len(argv) > 2:
        out.extend(icd_lines(results, argv[2], wrong, not_run))
    if wrong:
        out.append("")
        out.append("**Wrong results (left out of the figures): "
                   + ", ".join(wrong) + ".**")
    if not_run:
        out.append("")
        out.append("**Not run (kernel missing or failed; see the host's "
                   "output): " + ", ".join(not_run) + ".**")
    print("\n".join(out))
    return 1 if wrong or not_run else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
