#!/usr/bin/env python3
"""Merges vkcl-bench-library and vkcl-bench-library-cl outputs into one
markdown table with the ratios vkcl/NVIDIA-OpenCL and vkcl/GLSL (the
rendering is bench/common/benchtable.py's), a "max err" column (each
API's largest error against the double reference, from the hosts'
ACCURACY lines: relative for the math chains, in ulps for the
per-function rows fn_*, which are checked against OpenCL's ulp bounds or a
loose tolerance; the others are checked bit for bit), plus what the GB/s
mean for each kernel: work-items per second for the compute-bound ones
(int_mix, math_*; their bytes are only a measure of work), floats per
second for the fn_* rows, and convert_pixels' bandwidth against the copy
ceiling for every API.

Usage: table.py VKCL_OUTPUT [OPENCL_OUTPUT] > library.md
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "common"))
from benchtable import fmt, gbps, main, ratio  # noqa: E402

TARGETS = {"opencl": 1.0, "glsl": 0.95, "ceiling": 0.9}
# Only the conversion streams; int_mix and the math chains are bound by
# their arithmetic.
COPY_BOUND = {"convert_pixels"}
APIS = (("vkcl", "vkcl"), ("opencl", "OpenCL"), ("glsl", "GLSL"))
# The compute-bound kernels move 32 bytes per work-item (one uint4 or
# float4 each way); int_mix runs 16 rounds (kernels/int_mix.cl's ROUNDS),
# the math chains 8 (kernels/math_*.cl's).
ITEM_BYTES, INT_MIX_ROUNDS, MATH_ROUNDS = 32, 16, 8
COMPUTE_BOUND = (
    ("int_mix", f"{INT_MIX_ROUNDS} rounds of mad24, mul_hi ×2, clamp, "
                "popcount, rotate, add_sat ×2 per lane"),
    ("math_exp_log", f"{MATH_ROUNDS} rounds of exp ×2, log, pow, sqrt, "
                     "rsqrt, erf, fma ×2 per lane"),
    ("math_native", f"{MATH_ROUNDS} rounds of the same with native_*, "
                    "erf as Abramowitz-Stegun"),
    ("math_double", f"{MATH_ROUNDS} rounds of math_exp_log's chain in "
                    "double (no GLSL twin)"),
    ("math_trig", f"{MATH_ROUNDS} rounds of sin, cos, pow per lane"),
    ("math_trig_relaxed", f"{MATH_ROUNDS} rounds of the same under "
                          "-cl-fast-relaxed-math"),
)


def accuracy(paths):
    """{(api, kernel): (unit, max error, bound, ok)} from the ACCURACY lines:
    unit "rel" (maxrel=, its tolerance) or "ulp" (maxulp=, its bound in ulps,
    or the loose check's relative tolerance as a string "loose ...")."""
    found = {}
    for path in paths:
        try:
            lines = open(path, encoding="utf-8",
                         errors="replace").read().splitlines()
        except OSError:
            continue  # benchtable.parse has said so
        for line in lines:
            if line.startswith("ACCURACY "):
                f = dict(x.split("=", 1) for x in line.split()[1:] if "=" in x)
                ok = f["ok"] == "1"
                if "maxulp" in f:
                    bound = (float(f["bound"]) if f["bound"] != "loose"
                             else f"loose {float(f['tolerance']):.1e}")
                    found[(f["api"], f["kernel"])] = (
                        "ulp", float(f["maxulp"]), bound, ok)
                else:
                    found[(f["api"], f["kernel"])] = (
                        "rel", float(f["maxrel"]), float(f["tolerance"]), ok)
    return found


ACCURACY = accuracy(sys.argv[1:3])


def max_err(kernel):
    cells = [f"{label} "
             + (f"{err:.1e}" if unit == "rel" else f"{err:.3g} ulp")
             + ("" if ok else " ✗")
             for api, label in APIS
             for unit, err, _, ok in [ACCURACY.get((api, kernel),
                                                   ("", 0, 0, None))]
             if ok is not None]
    if not cells:
        return "0 (bit for bit)" if not kernel.startswith("math_") else "—"
    return ", ".join(cells)


def extra_lines(results):
    ceiling = gbps(results, "ceiling", "ceiling")
    lines = [""]
    for kernel, what in COMPUTE_BOUND:
        items = [f"{label} {fmt(g / ITEM_BYTES if g else None, 2)}"
                 for api, label in APIS
                 for g in [gbps(results, api, kernel)]]
        lines.append(f"- {kernel} (compute-bound, {what}), G work-items/s: "
                     + ", ".join(items))
    against = [f"{label} {ratio(gbps(results, api, 'convert_pixels'), ceiling)}"
               for api, label in APIS]
    lines.append("- convert_pixels / copy ceiling: " + ", ".join(against))
    fn_rows = [k for (api, k) in results if api == "vkcl"
               and k.startswith("fn_")]
    if fn_rows:
        lines.append("- fn_* (one builtin per float, kernels/math_fn.cl), "
                     "G floats/s (GB/s / 8: a float read, one written): "
                     + "; ".join(
                         f"{k} " + ", ".join(
                             f"{label} {fmt(g / 8 if g else None, 2)}"
                             for api, label in APIS
                             for g in [gbps(results, api, k)])
                         for k in fn_rows))
    by_tolerance, by_bound = {}, {}
    for (api, kernel), (unit, _, tol, _) in sorted(ACCURACY.items()):
        if unit == "rel":
            by_tolerance.setdefault(tol, []).append(f"{kernel} {api}")
        else:
            by_bound.setdefault(tol if isinstance(tol, str) else f"{tol:g}",
                                []).append(f"{kernel} {api}")
    if by_tolerance:
        lines.append("- max rel err: the largest |result - reference| / "
                     "reference over all outputs (reference: the chain in "
                     "double, LibraryBench.h), ✗ beyond its tolerance: "
                     + "; ".join(f"{tol:.1e} for " + ", ".join(who)
                                 for tol, who in sorted(by_tolerance.items())))
    if by_bound:
        lines.append("- max err in ulp (fn_*): |result - reference| / the "
                     "float ulp at the reference (OpenCL CTS style; "
                     "reference: the function in double of the same float "
                     "arguments, fma's correctly rounded), ✗ beyond its "
                     "bound: "
                     + "; ".join(f"{b} ulp for " + ", ".join(who)
                                 for b, who in sorted(by_bound.items())
                                 if not b.startswith("loose"))
                     + "; the native rows and the GLSL twins: "
                     + ", ".join(sorted({b for b in by_bound
                                         if b.startswith("loose")}))
                     + " relative (plus absolute for sin, cos, tan, log, "
                     "fma; the ulp only reported)")
    return lines


if __name__ == "__main__":
    sys.exit(main(sys.argv, __doc__, TARGETS, COPY_BOUND, extra_lines,
                  [("max err (rel, or ulp)", max_err)]))
