#!/usr/bin/env python3
"""Generates tests/compiler/long_vectors/types/<gentype>.cl: one file per
8- and 16-wide vector type (11 element types x widths 8 and 16) holding the
vector as an ordinary value in registers. Each file has one kernel per
feature, in this order:

  literals   (V)(1, 2, ...), (V)(x) splat, (V)(a4, b4), (V)(p2, x, x, q4)
  arith      + - * / unary - and +, vector op scalar, scalar op vector,
             % & | ^ ~ (integers)
  shift      << >> by a vector and by a scalar (integers)
  compare    == != < <= > >= ! && || (a signed vector of -1/0 lanes)
  select     c ? a : b with a vector c (lane MSB) and with a scalar c
  swizzle    .sN/.SN, .lo/.hi/.even/.odd, nested, as rvalues and lvalues
  dynamic    v[k] read and write
  incdec     ++ -- (pre and post) and every compound assignment
  memory     __global, __constant, __local (static and argument) and
             private arrays of the type, pointer arithmetic
  functions  helper functions taking and returning the type
  as_type    reinterpretation to and from a type of the same size

Kernels are emitted in this order and an optimized module keeps each
kernel's entry function in source order, so the CHECKs on opcodes below
follow the kernels.

CMake runs it when it configures the build (tests/compiler/CMakeLists.txt):
python3 tests/compiler/long_vectors/generate.py OUT writes the files under OUT as if
OUT were this folder (build/tests/compiler/generated/long_vectors); the compiler
tests read them from there. Nothing it writes is committed.
"""
import os
import sys


SCALARS = ["char", "uchar", "short", "ushort", "int", "uint", "long",
           "ulong", "float", "double", "half"]
WIDTHS = [8, 16]
SIZE = {"char": 1, "uchar": 1, "short": 2, "ushort": 2, "int": 4, "uint": 4,
        "long": 8, "ulong": 8, "float": 4, "double": 8, "half": 2}
# The signed integer type of the same size: comparison results.
SIGNED = {"char": "char", "uchar": "char", "short": "short",
          "ushort": "short", "int": "int", "uint": "int", "long": "long",
          "ulong": "long", "float": "int", "double": "long", "half": "short"}
FLOATS = {"float", "double", "half"}
UNSIGNED = {"uchar", "ushort", "uint", "ulong"}
# Element types a target must have (swiftshader has none of these); the
# diagnostics for them are the hand-written *_swiftshader.cl files.
NEEDS_64_OR_16 = {"long", "ulong", "double", "half"}
PRAGMA = {
    "half": "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n",
    "double": "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n",
}
# as_type partners: same byte size, a different element size where one
# exists, and no 64-bit or 16-bit-float partner for types swiftshader has.
PARTNER = {
    "char8": "short4", "char16": "int4", "uchar8": "uint2",
    "uchar16": "float4", "short8": "char16", "short16": "int8",
    "ushort8": "uint4", "ushort16": "float8", "int8": "short16",
    "int16": "float16", "uint8": "float8", "uint16": "int16",
    "long8": "int16", "long16": "double16", "ulong8": "float16",
    "ulong16": "long16", "float8": "int8", "float16": "uint16",
    "double8": "long8", "double16": "ulong16", "half8": "int4",
    "half16": "float8",
}
# Each kernel's parameters; {t} scalar, {v} vector, {s} signed vector,
# {partner} the as_type partner.
PARAMS = {
    "literals": [
        "__global {v} *out",
        "__global const {t} *in",
    ],
    "arith": [
        "__global {v} *out",
        "__global const {v} *a",
        "__global const {v} *b",
        "{t} k",
    ],
    "shift": [
        "__global {v} *out",
        "__global const {v} *a",
        "__global const {v} *b",
        "{t} k",
    ],
    "compare": [
        "__global {s} *out",
        "__global const {v} *a",
        "__global const {v} *b",
    ],
    "select": [
        "__global {v} *out",
        "__global const {v} *a",
        "__global const {v} *b",
        "__global const {s} *c",
        "int k",
    ],
    "swizzle": [
        "__global {v} *out",
        "__global const {v} *a",
    ],
    "dynamic": [
        "__global {v} *out",
        "__global {t} *lane",
        "__global const {v} *a",
        "__global const int *idx",
    ],
    "incdec": [
        "__global {v} *out",
        "__global const {v} *a",
        "__global const {v} *b",
        "{t} k",
    ],
    "memory": [
        "__global {v} *out",
        "__global const {v} *a",
        "__constant {v} *c",
        "__local {v} *scratch",
        "int k",
    ],
    "functions": [
        "__global {v} *out",
        "__global const {v} *a",
        "int k",
    ],
    "as_type": [
        "__global {v} *out",
        "__global {partner} *other",
        "__global const {v} *a",
    ],
}



def swizzle_kernel(t, s, v, n):
    """The swizzle kernel body, by width."""
    if n == 8:
        reads = f"""  o[0] = v.s76543210;
  o[1] = ({v})(v.hi, v.lo);
  o[2] = ({v})(v.even, v.odd);
  o[3] = ({v})(v.hi.lo.s1, v.S0, v.s35, v.odd.even, v.lo.hi);
  o[4] = ({v})(v.s0123, v.s4567.wzyx);
  o[5] = ({v})(v.s7, v.s6, v.s5, v.s4, v.s3, v.s2, v.s1, v.s0);"""
        writes = f"""  w.s35 = v.s53;
  w.hi += v.lo;
  w.odd = w.even;
  w.lo.hi = v.s77;
  w.S0 = v.s7;
  w.hi.odd.y = v.s2;
  w.s7654 = v.lo;"""
    else:
        reads = f"""  o[0] = v.sfedcba9876543210;
  o[1] = ({v})(v.hi, v.lo);
  o[2] = ({v})(v.even, v.odd);
  o[3] = ({v})(v.hi.lo.s1, v.SF, v.s3a, v.odd.even.hi, v.lo.hi, v.sBAD0,
               v.s9C);
  o[4] = ({v})(v.s01234567, v.s89ABCDEF.s76543210);
  o[5] = ({v})(v.lo.lo, v.hi.hi, v.lo.hi.s3210, v.hi.lo.wzyx);"""
        writes = f"""  w.s35 = v.s53;
  w.hi += v.lo;
  w.odd = w.even;
  w.lo.hi.s1 = v.sF;
  w.sE = v.s0;
  w.Sa = v.s1;
  w.hi.odd -= v.lo.even;
  w.sfedc = v.s0123;"""
    return reads, writes


def signature(name, params):
    """`__kernel void name(params) {`, wrapped at 80 columns."""
    head = f"__kernel void {name}("
    lines, line = [], head
    for i, p in enumerate(params):
        p += ") {" if i == len(params) - 1 else ","
        if line != head and len(line) + 1 + len(p) > 80:
            lines.append(line)
            line = " " * len(head) + p
        else:
            line += ("" if line == head else " ") + p
    lines.append(line)
    return "\n".join(lines)


def generate(scalar, n):
    t = scalar
    v = f"{t}{n}"
    s = f"{SIGNED[t]}{n}"
    is_float = t in FLOATS
    partner = PARTNER[v]
    names = ["literals", "arith"]
    if not is_float:
        names.append("shift")
    names += ["compare", "select", "swizzle", "dynamic", "incdec", "memory",
              "functions", "as_type"]
    lines = [
        "// Generated by generate.py; do not edit.",
        f"// {v} as an ordinary value: literals, operators, swizzles, dynamic",
        "// indexing, memory in every address space, helper functions and",
        "// as_type, one kernel each (see generate.py).",
    ]
    if scalar in NEEDS_64_OR_16:
        lines.append("// TARGETS: desktop lavapipe")
    for name in names:
        lines.append("// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\\w+}} "
                     f'"{v}_{name}"')
    lines += [
        "// Vulkan has no 8- or 16-component vectors: never an OpTypeVector",
        "// of 8 or 16 components nor the Kernel-only Vector16 capability.",
        "// CHECK-COUNT-0: {{OpTypeVector %\\w+ (8|16)$}}",
        "// CHECK-COUNT-0: Vector16",
    ]
    if scalar not in NEEDS_64_OR_16:
        lines += [
            "// Nothing beyond what swiftshader has (no int64, no 8/16-bit",
            "// types or storage): lanes of char and short live in 32 bits.",
            "// CHECK-COUNT-0-swiftshader: "
            "{{OpCapability (Int64|Int16|Int8|Float16|Float64)$}}",
            "// CHECK-COUNT-0-swiftshader: "
            "{{OpCapability (StorageBuffer|UniformAndStorageBuffer)(8|16)}}",
        ]
    lines.append("// The arith kernel divides with the element's signedness.")
    if is_float:
        lines.append("// CHECK: OpFDiv")
    elif t in UNSIGNED:
        lines += ["// CHECK-COUNT-0: OpSDiv", "// CHECK: OpUDiv"]
    else:
        lines.append("// CHECK: OpSDiv")
    if not is_float:
        lines.append("// The shift kernel: >> of the element's signedness.")
        lines.append("// CHECK: " + ("OpShiftRightLogical" if t in UNSIGNED
                                     else "OpShiftRightArithmetic"))
    lines.append("// The compare kernel: < of the element's kind.")
    if is_float:
        lines += ["// CHECK: OpFOrdLessThan",
                  "// != is unordered (true for NaN), as C requires.",
                  "// CHECK: OpFUnordNotEqual"]
    elif t in UNSIGNED:
        lines.append("// CHECK: OpULessThan")
    else:
        lines.append("// CHECK: OpSLessThan")
    lines += [
        "// The select kernel picks lanes on the condition's sign bit.",
        "// CHECK: OpSelect",
        "// The memory kernel uses the local arena and a barrier.",
        "// CHECK: OpControlBarrier",
    ]
    header = "\n".join(lines) + "\n" + PRAGMA.get(scalar, "")
    if scalar == "double" or partner.startswith("double"):
        header = header if "fp64" in header else \
            header + PRAGMA["double"]
    if scalar == "half" and "fp16" not in header:
        header += PRAGMA["half"]

    mask = n - 1
    lit_consts = ", ".join(str(i + 1) for i in range(n))
    if n == 8:
        from_halves = f"({v})(q, q.wzyx)"
        mixed = f"({v})(p, x, x, q)"
    else:
        from_halves = f"({v})(({t}8)(q, q.wzyx), ({t}8)(p, x, x, q))"
        mixed = f"({v})(p, x, x, q, ({t}8)(q.w, q.zyx, p, p))"
    reads, writes = swizzle_kernel(t, s, v, n)

    def sig(name):
        return signature(f"{v}_{name}",
                         [p.format(t=t, v=v, s=s, partner=partner)
                          for p in PARAMS[name]])
    # OpenCL C has no ++ and -- on floating-point vectors.
    incdec = ("  o[0] = t + 1;\n  o[1] = t;\n  o[2] = t - 1;\n  o[3] = t;\n"
              "  o[4] = t * 2;" if is_float else
              "  o[0] = t++;\n  o[1] = t;\n  o[2] = --t;\n  o[3] = t--;\n"
              "  o[4] = ++t;")

    body = f"""
{sig('literals')}
  size_t i = get_global_id(0);
  {t} x = in[i];
  {t}2 p = ({t}2)(x, in[i + 1]);
  {t}4 q = ({t}4)(p, p.yx);
  __global {v} *o = out + 4 * i;
  o[0] = ({v})({lit_consts});
  o[1] = ({v})(x);
  o[2] = {from_halves};
  o[3] = {mixed};
}}

{sig('arith')}
  size_t i = get_global_id(0);
  {v} x = a[i], y = b[i];
  __global {v} *o = out + 13 * i;
  o[0] = x + y;
  o[1] = x - y;
  o[2] = x * y;
  o[3] = x / y;
  o[4] = -x;
  o[5] = +x;
  o[6] = x + k;
  o[7] = k * y;
"""
    if is_float:
        body += f"""  o[8] = x / k;
  o[9] = x - 2;
  o[10] = 1 - y;
  o[11] = x * ({t})0.5f;
  o[12] = y / 3;
}}
"""
    else:
        body += f"""  o[8] = x % y;
  o[9] = x & y;
  o[10] = x | y;
  o[11] = x ^ y;
  o[12] = ~x + (x & ({t})7);
}}

{sig('shift')}
  size_t i = get_global_id(0);
  {v} x = a[i], y = b[i];
  __global {v} *o = out + 5 * i;
  o[0] = x << y;
  o[1] = x >> y;
  o[2] = x << k;
  o[3] = x >> k;
  o[4] = (x >> 3) ^ (y << 9);
}}
"""
    body += f"""
{sig('compare')}
  size_t i = get_global_id(0);
  {v} x = a[i], y = b[i];
  __global {s} *o = out + 10 * i;
  o[0] = x == y;
  o[1] = x != y;
  o[2] = x < y;
  o[3] = x <= y;
  o[4] = x > y;
  o[5] = x >= y;
  o[6] = !x;
  o[7] = x && y;
  o[8] = x || y;
  o[9] = x < y.s0;
}}

{sig('select')}
  size_t i = get_global_id(0);
  {v} x = a[i], y = b[i];
  __global {v} *o = out + 4 * i;
  o[0] = c[i] ? x : y;
  o[1] = k ? x : y;
  o[2] = x < y ? y : x;
  o[3] = (c[i] > ({s})(0)) ? x + y : x - y;
}}

{sig('swizzle')}
  size_t i = get_global_id(0);
  {v} v = a[i];
  __global {v} *o = out + 7 * i;
{reads}
  {v} w = v;
{writes}
  o[6] = w;
}}

{sig('dynamic')}
  size_t i = get_global_id(0);
  {v} v = a[i];
  int k = idx[i];
  lane[i] = v[k & {mask}];
  v[(k + 1) & {mask}] = v[k & {mask}];
  v[k & {mask}] += lane[i];
  out[i] = v;
}}

{sig('incdec')}
  size_t i = get_global_id(0);
  {v} x = a[i], y = b[i];
  __global {v} *o = out + 7 * i;
  {v} t = x;
{incdec}
  t += y;
  t -= k;
  t *= y;
  t /= y;
"""
    if not is_float:
        body += """  t %= y;
  t &= y;
  t |= x;
  t ^= y;
  t <<= y;
  t >>= k;
"""
    body += f"""  o[5] = t;
  o[6] = x;
  o[6] += k;
}}

{sig('memory')}
  __local {v} tile[8];
  {v} priv[4];
  size_t i = get_global_id(0), l = get_local_id(0);
  tile[l & 7] = a[i];
  scratch[l] = c[l];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int j = 0; j < 4; ++j)
    priv[j] = tile[(l + j) & 7] + scratch[(l + 1) % get_local_size(0)];
  __global {v} *p = out + 3 * i;
  *p = priv[k & 3];
  p[1] = *(a + i + 1);
  (p + 2)[0] = priv[0];
  p[2].s1 = priv[1].s0;
  p[2].hi = priv[2].lo;
}}

{v} twice_{v}({v} v) {{ return v + v; }}
{v} pick_{v}({v} a, {v} b, int k) {{
  if (k)
    return a;
  return twice_{v}(b);
}}
void put_{v}(__global {v} *p, {v} v) {{ *p = v; }}

{sig('functions')}
  size_t i = get_global_id(0);
  put_{v}(out + i, pick_{v}(a[i], twice_{v}(a[i + 1]), k));
}}

{sig('as_type')}
  size_t i = get_global_id(0);
  {v} x = a[i];
  {partner} y = as_{partner}(x);
  other[i] = y;
  out[i] = as_{v}(y);
}}
"""
    return header + body


def main(root):
    OUT = os.path.join(root, "types")
    os.makedirs(OUT, exist_ok=True)
    for old in os.listdir(OUT):
        if old.endswith(".cl"):
            os.remove(os.path.join(OUT, old))
    count = 0
    for scalar in SCALARS:
        for width in WIDTHS:
            path = os.path.join(OUT, f"{scalar}{width}.cl")
            with open(path, "w") as f:
                f.write(generate(scalar, width))
            count += 1
    print(f"wrote {count} files to {OUT}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(f"usage: {sys.argv[0]} OUT_DIR")
    main(sys.argv[1])
