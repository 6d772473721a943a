#!/usr/bin/env python3
"""Merges vkcl-bench-atomics and vkcl-bench-atomics-cl outputs into one
markdown table with the ratios vkcl/NVIDIA-OpenCL and vkcl/GLSL (the
rendering is bench/common/benchtable.py's), a column of median GPU times,
plus what the GB/s mean for each kernel: hist256's input read against the
copy ceiling (its GB/s are also G local atomic_inc/s, one per byte), and
counter's atomics per second (its GB/s count the 4-byte tickets it
scatters, one per atomic), and fhist's float atomic adds per second (one
per 4 input bytes), as atomic_fetch_add and as the OpenCL C 1.2 build's
compare-exchange loop (fhist_cl12).

Neither kernel is held to the ceiling: hist256's local atomics on a hot bin
bound it before the memory does on GPUs, so its ratio is shown, not
targeted; counter is bound by one word's atomics.

Usage: table.py VKCL_OUTPUT [OPENCL_OUTPUT] > atomics.md
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "common"))
from benchtable import fmt, gbps, main, parse, ratio  # noqa: E402

TARGETS = {"opencl": 1.0, "glsl": 0.95, "ceiling": 0.9}
COPY_BOUND = set()
APIS = (("vkcl", "vkcl"), ("opencl", "OpenCL"), ("glsl", "GLSL"))
# counter's RESULT bytes: one 4-byte ticket scattered per atomic_inc.
TICKET_BYTES = 4


def merged(paths):
    """The hosts' RESULT lines, {(api, kernel): fields}; a missing file is
    left to benchtable.main to report."""
    results = {}
    for path in paths:
        if os.path.exists(path):
            results.update(parse(path)[0])
    return results


RESULTS = merged(sys.argv[1:3])


def median_ms(kernel):
    cells = []
    for api, label in APIS:
        r = RESULTS.get((api, kernel))
        if r and r.get("ok") == "1" and float(r["ns"]) > 0:
            cells.append(f"{label} {float(r['ns']) / 1e6:.3f}")
    return ", ".join(cells) or "—"


def extra_lines(results):
    ceiling = gbps(results, "ceiling", "ceiling")
    against = [f"{label} {ratio(gbps(results, api, 'hist256'), ceiling)}"
               for api, label in APIS]
    counted = [f"{label} "
               f"{fmt(g / TICKET_BYTES if g else None, 2)}"
               for api, label in APIS
               for g in [gbps(results, api, "counter")]]
    floats = [f"{label} {fmt(g / 4 if g else None, 2)}"
              for kernel in ("fhist", "fhist_cl12")
              for api, label in APIS
              for g in [gbps(results, api, kernel)]
              if (api, kernel) in results]
    return [
        "",
        "- hist256 input read / copy ceiling (bytes read + written by the "
        "copy: the memory's whole bandwidth): " + ", ".join(against),
        "- hist256: one __local atomic_inc per input byte (its GB/s are G "
        "local atomics/s; a quarter on one bin), then at most 256 global "
        "atomic_add per work-group",
        "- counter (one atomic_inc on one global word and one 4-byte "
        "scattered store per element), G atomics/s: " + ", ".join(counted),
        "- fhist (one global float atomic add per input word into 65536 "
        "bins: atomic_fetch_add, the device's float atomic add, where "
        "OpenCL C 3.0 offers it; fhist_cl12 and NVIDIA's OpenCL (C 1.2) "
        "run the kernel's own compare-exchange loop), G atomics/s, fhist "
        "then fhist_cl12: " + ", ".join(floats),
    ]


if __name__ == "__main__":
    sys.exit(main(sys.argv, __doc__, TARGETS, COPY_BOUND, extra_lines,
                  [("median GPU ms", median_ms)]))
