#!/usr/bin/env python3
"""Merges vkcl-bench-async and vkcl-bench-async-cl outputs into one markdown
table with the ratios issue 4's targets are stated in.

Usage: table.py VKCL_OUTPUT [OPENCL_OUTPUT] > async.md

Reads only the machine-readable lines, `DEVICE api=... name=...` and
`RESULT api=... kernel=... bytes=... ns=... gbps=... ok=...`; everything
else in the files (human tables, errors) is ignored. A missing OpenCL file
leaves its columns empty rather than failing: the vkcl figures still count.
"""
import sys

# Kernels whose vkcl/ceiling target applies: the gather reads every 4th
# float, so DRAM moves 2.5x the bytes counted and the ceiling says little.
COPY_BOUND = ("copy_float", "copy_float4", "copy_char", "copy_uchar16",
              "stencil_float")
TARGETS = {"opencl": 1.0, "glsl": 0.95, "ceiling": 0.85, "char": 0.9}


def parse(path):
    """{(api, kernel): {field: value}} and {api: device name}."""
    results, devices = {}, {}
    try:
        lines = open(path, encoding="utf-8", errors="replace").read().splitlines()
    except OSError as e:
        print(f"table.py: {e}", file=sys.stderr)
        return results, devices
    for line in lines:
        if line.startswith("DEVICE "):
            head, _, name = line.partition(" name=")
            devices[head.split("api=", 1)[1].strip()] = name.strip()
        elif line.startswith("RESULT "):
            fields = dict(f.split("=", 1) for f in line.split()[1:] if "=" in f)
            results[(fields["api"], fields["kernel"])] = fields
    return results, devices


def gbps(results, api, kernel):
    """GB/s of a correct run, None if absent, wrong or untimed."""
    r = results.get((api, kernel))
    if not r or r.get("ok") != "1" or float(r["gbps"]) <= 0:
        return None
    return float(r["gbps"])


def fmt(value, digits=1):
    return "—" if value is None else f"{value:.{digits}f}"


def ratio(a, b, target=None):
    if a is None or b is None:
        return "—"
    text = f"{a / b:.2f}"
    if target is not None:
        text += " ✓" if a / b >= target else " ✗"
    return text


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    results, devices = parse(argv[1])
    if len(argv) > 2:
        cl_results, cl_devices = parse(argv[2])
        results.update(cl_results)
        devices.update(cl_devices)
    kernels = [k for (api, k) in results if api == "vkcl"]
    ceiling = gbps(results, "ceiling", "ceiling")
    out = []
    out.append(f"Vulkan: {devices.get('vkcl', '?')}; "
               f"OpenCL: {devices.get('opencl', 'not run')}. GB/s = bytes "
               "read + written by the kernel / median GPU time.")
    out.append("")
    out.append("| kernel | bytes moved | vkcl GB/s | OpenCL GB/s | GLSL GB/s "
               f"| vkcl/OpenCL (≥{TARGETS['opencl']}) "
               f"| vkcl/GLSL (≥{TARGETS['glsl']}) "
               f"| vkcl/ceiling (≥{TARGETS['ceiling']}) |")
    out.append("|---|---|---|---|---|---|---|---|")
    wrong = []
    for k in kernels:
        for api in ("vkcl", "glsl", "opencl"):
            r = results.get((api, k))
            if r and r.get("ok") != "1":
                wrong.append(f"{api} {k}")
        v, c, g = (gbps(results, api, k) for api in ("vkcl", "opencl", "glsl"))
        moved = results[("vkcl", k)]["bytes"]
        bound = k in COPY_BOUND
        out.append(f"| {k} | {int(moved) / 2**20:.0f} MiB | {fmt(v)} | {fmt(c)} "
                   f"| {fmt(g)} | {ratio(v, c, TARGETS['opencl'])} "
                   f"| {ratio(v, g, TARGETS['glsl'])} "
                   f"| {ratio(v, ceiling, TARGETS['ceiling'] if bound else None)}"
                   f"{'' if bound else ' (not copy-bound)'} |")
    out.append("")
    copy_buffer = gbps(results, "copybuffer", "vkCmdCopyBuffer")
    out.append(f"Ceiling (plain uvec4 grid-stride copy shader): {fmt(ceiling)} "
               f"GB/s; vkCmdCopyBuffer: {fmt(copy_buffer)} GB/s.")
    char_lines = []
    for api, label in (("vkcl", "vkcl"), ("opencl", "OpenCL"), ("glsl", "GLSL")):
        ch, f4 = gbps(results, api, "copy_char"), gbps(results, api, "copy_float4")
        target = TARGETS["char"] if api == "vkcl" else None
        char_lines.append(f"{label} {ratio(ch, f4, target)}")
    out.append(f"char copy / float4 copy bandwidth (vkcl ≥{TARGETS['char']}): "
               + ", ".join(char_lines) + ".")
    if wrong:
        out.append("")
        out.append("**Wrong results (left out of the ratios): "
                   + ", ".join(wrong) + ".**")
    print("\n".join(out))
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
