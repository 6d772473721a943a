"""What the benchmark table scripts (bench/async/table.py,
bench/vector/table.py) share: reading the hosts' machine-readable lines and
rendering one markdown table of vkcl, the platform's OpenCL and the GLSL
twins, with the ratios the issues state their targets in.

Only two kinds of line are read, `DEVICE api=... name=...` and
`RESULT api=... kernel=... bytes=... ns=... gbps=... ok=...` (written by
bench/common/Bench.h's printResult); everything else in the files (human
tables, errors) is ignored. A missing OpenCL file leaves its columns empty
rather than failing: the vkcl figures still count.
"""
import sys


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


def main(argv, doc, targets, copy_bound=None, extra_lines=None,
         extra_columns=()):
    """Prints the table for argv[1] (the vkcl host's output) and argv[2]
    (the OpenCL host's, optional). `targets`: the least ratios vkcl/OpenCL,
    vkcl/GLSL and vkcl/ceiling ("opencl", "glsl", "ceiling"); `copy_bound`:
    the kernels the ceiling target applies to (None: all); `extra_lines`:
    results -> more lines under the table; `extra_columns`: (header,
    kernel -> cell text) pairs, columns after the ratios. Returns the exit
    code: 1 when a result was wrong or a kernel did not run."""
    if len(argv) < 2:
        print(doc, file=sys.stderr)
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
               f"| vkcl/OpenCL (≥{targets['opencl']}) "
               f"| vkcl/GLSL (≥{targets['glsl']}) "
               f"| vkcl/ceiling (≥{targets['ceiling']}) |"
               + "".join(f" {header} |" for header, _ in extra_columns))
    out.append("|---|---|---|---|---|---|---|---|"
               + "---|" * len(extra_columns))
    wrong, not_run = [], []
    for k in kernels:
        for api in ("vkcl", "glsl", "opencl"):
            r = results.get((api, k))
            if r and r.get("ok") != "1":
                # No time: the kernel was missing or failed to run.
                (wrong if float(r["ns"]) > 0 else not_run).append(f"{api} {k}")
        v, c, g = (gbps(results, api, k) for api in ("vkcl", "opencl", "glsl"))
        moved = results[("vkcl", k)]["bytes"]
        bound = copy_bound is None or k in copy_bound
        out.append(f"| {k} | {int(moved) / 2**20:.0f} MiB | {fmt(v)} | {fmt(c)} "
                   f"| {fmt(g)} | {ratio(v, c, targets['opencl'])} "
                   f"| {ratio(v, g, targets['glsl'])} "
                   f"| {ratio(v, ceiling, targets['ceiling'] if bound else None)}"
                   f"{'' if bound else ' (not copy-bound)'} |"
                   + "".join(f" {cell(k)} |" for _, cell in extra_columns))
    out.append("")
    copy_buffer = gbps(results, "copybuffer", "vkCmdCopyBuffer")
    out.append(f"Ceiling (plain uvec4 grid-stride copy shader): {fmt(ceiling)} "
               f"GB/s; vkCmdCopyBuffer: {fmt(copy_buffer)} GB/s.")
    if extra_lines:
        out.extend(extra_lines(results))
    if wrong:
        out.append("")
        out.append("**Wrong results (left out of the ratios): "
                   + ", ".join(wrong) + ".**")
    if not_run:
        out.append("")
        out.append("**Not run (kernel missing, or it failed; see the hosts' "
                   "output): " + ", ".join(not_run) + ".**")
    print("\n".join(out))
    return 1 if wrong or not_run else 0
