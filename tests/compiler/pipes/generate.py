#!/usr/bin/env python3
"""Generates the pipe compiler tests for every packet type:

types/<scalar>.cl        packets of <scalar>, <scalar>2 and <scalar>3
types/<scalar>_wide.cl   packets of <scalar>4, <scalar>8 and <scalar>16
structs/<name>.cl        struct packets (see STRUCTS)

for the 11 element types. Each packet type gets four kernels, each taking a
read_only and a write_only pipe of it, so every builtin form meets every
packet type:
  - <t>_pipe: write_pipe and read_pipe (2 arguments), get_pipe_num_packets,
    get_pipe_max_packets; the written packet is a __private variable, the
    read one lands in __global memory;
  - <t>_reserve: reserve_write_pipe / write_pipe (4 arguments) /
    commit_write_pipe and reserve_read_pipe / read_pipe (4 arguments) /
    commit_read_pipe, is_valid_reserve_id, CLK_NULL_RESERVE_ID;
  - <t>_work_group: work_group_reserve_{write,read}_pipe and
    work_group_commit_{write,read}_pipe with the 4-argument accesses;
  - <t>_sub_group: sub_group_reserve_{write,read}_pipe and
    sub_group_commit_{write,read}_pipe with the 4-argument accesses.
Every packet that is read reaches __global memory, and every status is
stored, so nothing is dead.

Packets of long/ulong/double/half (and structs holding long) compile on
desktop and lavapipe; swiftshader (no int64, fp64, fp16) must reject them
with a diagnostic naming the missing feature (ERROR-swiftshader).

The CHECK lines follow the ring protocol (src/include/vkcl/PipeLayout.h,
src/compiler/builtins/PipeRing.h, docs/mapping.md "Pipes"):
  - every atomic (counter loads and fetch-and-adds, tag loads and stores,
    packet words, the advancer flag's exchanges, the frontier's
    compare-and-swap) is relaxed (semantics 0) at device scope (1): no
    Acquire/Release semantics anywhere (lavapipe, Mesa 22.3, loses
    invocations with acquire/release atomics in loops whose trip counts
    differ between sub-groups); the work-group reservation's __local
    scratch is plain loads and stores;
  - ordering comes from fences: a work-item reservation ends with an
    OpMemoryBarrier at device scope, AcquireRelease|UniformMemory (72, with
    MakeAvailable|MakeVisible 24648 on the Vulkan memory model), and
    a work-item commit has one before its tags and one after them (before
    its block counters); the sub-group forms use OpControlBarrier
    Subgroup/Device/AcquireRelease|WorkgroupMemory|UniformMemory (3/1/328)
    instead, the work-group forms Workgroup/Device/328 (2/1/328), plus a
    Workgroup/Workgroup/AcquireRelease|WorkgroupMemory (2/2/264) barrier
    before the __local scratch of the reservation;
  - kernel by kernel (the functions are emitted in source order), every
    reservation, packet access, commit and frontier advance is checked in
    order. A reservation touches its side's credits (writers 128, readers
    512) and position (0, 384) and the other side's frontier (writers 640,
    readers 256) and no other counter: the bound is loaded, the credits
    fetch-and-added, what does not fit given back (fetch-and-subtract), the
    positions fetch-and-added (work-items: aggregated over the sub-group by
    an exclusive scan, the results broadcast); then its fence or barrier.
    Then exactly the packet words (stores for a write, loads for a read)
    and nothing else of the ring; then the commit's fence or barrier, the
    tag stores, the second fence or barrier, the block counters
    (read_pipe/write_pipe: by the elected work-item); then the advance:
    this side's frontier (256, 640) and help word (928, 992) loaded
    together, a fence (for a helper), the frontier and the tag of its slot,
    the advancer flag (896, 960) taken by exchange, the help word cleared,
    the compare-and-swap on the frontier, the flag given back by exchange
    and the frontier's slot checked again; then the hand-over: the help word
    set, the frontier, this side's position (0, 384) and the tag of the
    newest claimed slot. No fetch-and-add, no store but the help
    word's and no other counter;
  - every packet word is one relaxed device-scope atomic store: 5 writes
    per packet type times ceil(sizeof(type) / 4) words (sizeof of a
    3-vector is that of the 4-vector), which catches a wrong packet size,
    plus one tag store per commit (8 per packet type) and two help-word
    stores per commit (cleared, set); the words loaded by
    each read are counted in the kernel-by-kernel checks;
  - exact counts of the reservations' and commits' atomics and of the
    fences and barriers of each kind;
  - atomics on 32-bit words only: never a 64-, 16- or 8-bit atomic, and on
    swiftshader no 8-, 16- or 64-bit capability at all;
  - work-group reservations broadcast through __local memory;
  - 8- and 16-wide packets are no SPIR-V vectors (Vulkan has no Vector16).
A header field's address is matched where it is computed: its constant
offset widened to the 64-bit size_t (OpUConvert), or on swiftshader added
to the low word of the pipe's address (OpIAddCarry). The optimizer shares
such a computation with later uses it dominates; in these kernels every
reservation and advance computes its own (a change that shares them fails
here first: check the kernel-by-kernel sequence against the disassembly).
The builtin-by-builtin checks (the frontier scan in detail, counters of
one side only, the block counter arrays) are in the hand-written
builtins/*.cl.

Also generated: opaque/<type>.cl and opaque/<type>_helper.cl, a pipe
whose packet type is no data (an image, sampler_t, event_t, reserve_id_t,
clk_event_t, queue_t, or a struct or array holding one or a pointer; see
OPAQUE): rejected at the kernel parameter, also when a helper function
takes the pipe and reads from it (the helper is never lowered).

CMake runs it when it configures the build (tests/compiler/CMakeLists.txt):
python3 tests/compiler/pipes/generate.py OUT writes the files under OUT as if
OUT were this folder (build/tests/compiler/generated/pipes); the compiler
tests read them from there. Nothing it writes is committed.
"""
import os
import sys


SCALARS = ["char", "uchar", "short", "ushort", "int", "uint", "long",
           "ulong", "float", "double", "half"]
SIZES = {"char": 1, "uchar": 1, "short": 2, "ushort": 2, "int": 4,
         "uint": 4, "long": 8, "ulong": 8, "float": 4, "double": 8,
         "half": 2}
# Element types swiftshader lacks, with the feature its diagnostic names.
MISSING_ON_SWIFTSHADER = {"long": "int64", "ulong": "int64",
                          "double": "fp64", "half": "fp16"}
PRAGMA = {
    "half": "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n",
    "double": "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n",
}
GROUPS = {"": [1, 2, 3], "_wide": [4, 8, 16]}

# name -> (description, typedef, sizeof, feature swiftshader lacks or None)
STRUCTS = {
    "bytes64": (
        "a 64-byte struct of vectors and an array (16 packet words)",
        "typedef struct {\n  float4 f;\n  int4 i;\n  uint u[8];\n} bytes64;",
        64, None),
    "char_int": (
        "a char and an int: 3 bytes of padding inside the packet",
        "typedef struct {\n  char c;\n  int i;\n} char_int;",
        8, None),
    "packed": (
        "a packed struct of 7 bytes, alignment 1: the last packet word is\n"
        "partial and the packet is not word-aligned in memory",
        "typedef struct __attribute__((packed)) {\n  char c;\n  int i;\n"
        "  short s;\n} packed;",
        7, None),
    "array_member": (
        "a struct with an array member",
        "typedef struct {\n  int n;\n  float v[5];\n} array_member;",
        24, None),
    "nested_arrays": (
        "arrays in structs: an array of structs and a 2-D array, 2-byte\n"
        "alignment, 22 bytes",
        "typedef struct {\n  short a;\n  uchar b;\n} item;\n"
        "typedef struct {\n  item items[3];\n  char tag[2][3];\n"
        "  uchar2 flags[2];\n} nested_arrays;",
        22, None),
    "vec3_member": (
        "a float3 (16-byte aligned) and a char: 32 bytes with a padded tail",
        "typedef struct {\n  float3 p;\n  uchar c;\n} vec3_member;",
        32, None),
    "bytes256": (
        "a 256-byte struct (64 packet words)",
        "typedef struct {\n  float m[64];\n} bytes256;",
        256, None),
    "one_char": (
        "a 1-byte struct",
        "typedef struct {\n  char c;\n} one_char;",
        1, None),
    "long_member": (
        "a struct holding a long: int64, which swiftshader lacks",
        "typedef struct {\n  long id;\n  int n;\n} long_member;",
        16, "int64"),
}


def header(lines):
    lines = "\n".join(lines).split("\n")
    return "\n".join("// " + l if l else "//" for l in lines) + "\n"


def signature(name, params, attribute=""):
    """`__kernel void name(params) {`, wrapped at 80 columns."""
    head = f"void {name}(" if attribute else f"__kernel void {name}("
    lines, line = [], head
    for i, p in enumerate(params):
        p += ") {" if i == len(params) - 1 else ","
        if line != head and len(line) + 1 + len(p) > 80:
            lines.append(line)
            line = " " * len(head) + p
        else:
            line += ("" if line == head else " ") + p
    lines.append(line)
    if attribute:
        lines.insert(0, f"__kernel {attribute}")
    return "\n".join(lines)


def kernels(t, prefix):
    """The four kernels for packet type `t`, names starting with `prefix`."""
    params = [f"__read_only pipe {t} in", f"__write_only pipe {t} out",
              f"__global {t} *buf", "__global int *status"]
    sig = lambda form: signature(f"{prefix}_{form}", params)
    return f"""
{sig("pipe")}
  size_t g = get_global_id(0);
  {t} v = buf[g];
  status[4 * g] = write_pipe(out, &v);
  status[4 * g + 1] = read_pipe(in, buf + g);
  status[4 * g + 2] = (int)get_pipe_num_packets(in);
  status[4 * g + 3] = (int)get_pipe_max_packets(out);
}}

{sig("reserve")}
  size_t g = get_global_id(0);
  {t} v = buf[2 * g], w = buf[2 * g + 1];
  int s = 0;
  reserve_id_t wr = reserve_write_pipe(out, 2);
  if (is_valid_reserve_id(wr)) {{
    s |= write_pipe(out, wr, 0, &v);
    s |= write_pipe(out, wr, 1, &w);
    commit_write_pipe(out, wr);
  }}
  reserve_id_t rr = CLK_NULL_RESERVE_ID;
  if (g % 4 != 3)
    rr = reserve_read_pipe(in, 2);
  if (is_valid_reserve_id(rr)) {{
    s |= read_pipe(in, rr, 1, buf + 2 * g);
    s |= read_pipe(in, rr, 0, &v);
    commit_read_pipe(in, rr);
    buf[2 * g + 1] = v;
  }}
  status[g] = s;
}}

{sig("work_group")}
  size_t g = get_global_id(0), l = get_local_id(0), n = get_local_size(0);
  {t} v = buf[g];
  int s = 0;
  reserve_id_t wr = work_group_reserve_write_pipe(out, n);
  if (is_valid_reserve_id(wr)) {{
    s = write_pipe(out, wr, l, &v);
    work_group_commit_write_pipe(out, wr);
  }}
  reserve_id_t rr = work_group_reserve_read_pipe(in, n);
  if (is_valid_reserve_id(rr)) {{
    s |= read_pipe(in, rr, n - 1 - l, buf + g);
    work_group_commit_read_pipe(in, rr);
  }}
  status[g] = s;
}}

{sig("sub_group")}
  size_t g = get_global_id(0);
  uint l = get_sub_group_local_id(), n = get_sub_group_size();
  {t} v = buf[g];
  int s = 0;
  reserve_id_t wr = sub_group_reserve_write_pipe(out, n);
  if (is_valid_reserve_id(wr)) {{
    s = write_pipe(out, wr, l, &v);
    sub_group_commit_write_pipe(out, wr);
  }}
  reserve_id_t rr = sub_group_reserve_read_pipe(in, n);
  if (is_valid_reserve_id(rr)) {{
    s |= read_pipe(in, rr, n - 1 - l, &v);
    sub_group_commit_read_pipe(in, rr);
    buf[g] = v;
  }}
  status[g] = s;
}}
"""


FORMS = ["pipe", "reserve", "work_group", "sub_group"]
# write_pipe calls per packet type in kernels(): 1 + 2 + 1 + 1 (read_pipe
# calls likewise).
WRITES_PER_TYPE = 5
# In kernel order: the packets each kernel writes and reads.
PACKETS = {"pipe": 1, "reserve": 2, "work_group": 1, "sub_group": 1}
# Reservations and commits per packet type: a write and a read in each of
# the four kernels. Each commit stores the tags of its range (one store in
# a loop) and advances its frontier once.
COMMITS_PER_TYPE = 8

# The ring's header (src/include/vkcl/PipeLayout.h), byte offsets.
WRITE_POSITION, WRITE_CREDITS, WRITE_FRONTIER = 0, 128, 256
READ_POSITION, READ_CREDITS, READ_FRONTIER = 384, 512, 640
WRITE_HELP, READ_HELP = 928, 992
WRITE_ADVANCER, READ_ADVANCER = 896, 960
COUNTERS = [WRITE_POSITION, WRITE_CREDITS, WRITE_FRONTIER, WRITE_HELP,
            READ_POSITION, READ_CREDITS, READ_FRONTIER, READ_HELP,
            WRITE_ADVANCER, READ_ADVANCER]
# What each side touches: its credits and position, the other side's
# frontier as the bound of its claims (writers: plus the capacity), its own
# frontier, help word and advancer flag when it commits (and its position
# when it hands the advance over).
SIDES = {
    "write": {"credits": WRITE_CREDITS, "bound": READ_FRONTIER,
              "position": WRITE_POSITION, "frontier": WRITE_FRONTIER,
              "help": WRITE_HELP, "advancer": WRITE_ADVANCER},
    "read": {"credits": READ_CREDITS, "bound": WRITE_FRONTIER,
             "position": READ_POSITION, "frontier": READ_FRONTIER,
             "help": READ_HELP, "advancer": READ_ADVANCER},
}


def offset_regex(offsets):
    """A header field's address: the constant offset widened to the 64-bit
    size_t (desktop, lavapipe) or added to the low word of the pipe's
    address (swiftshader: 32-bit pointers as uvec2, no int64)."""
    values = "|".join(str(o) for o in offsets)
    return (r"= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) "
            rf"%uint_({values})$")


def offset(*offsets):
    return "{{" + offset_regex(offsets) + "}}"


def other_counters(*allowed):
    return [c for c in COUNTERS if c not in allowed]


# The instructions of the protocol, as CHECK texts. Semantics: 0 = relaxed,
# 72 = AcquireRelease|UniformMemory, 264 = AcquireRelease|WorkgroupMemory,
# 328 = AcquireRelease|WorkgroupMemory|UniformMemory, each with
# MakeAvailable|MakeVisible (24576) on the Vulkan memory model, which every
# target's modules use (24648, 24840, 24904); scope 1 = Device,
# 2 = Workgroup, 3 = Subgroup.
KERNEL = r"{{= OpFunction %void }}"
LOAD = r"{{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}"
OWNER = r"{{OpGroupNonUniformUMax %uint %uint_3 Reduce %\w+$}}"
STORE = r"{{OpAtomicStore %\w+ %uint_1 %uint_0 %\w+$}}"
# The help word cleared (by a helper that took the flag) and set (handOff).
CLEAR = r"{{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_0$}}"
ASK = r"{{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_1$}}"
ADD = r"{{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 %\w+$}}"
SUB = r"{{OpAtomicISub %uint %\w+ %uint_1 %uint_0 %\w+$}}"
TAKE = r"{{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_1$}}"
RELEASE = r"{{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_0$}}"
CAS = (r"{{OpAtomicCompareExchange %uint %\w+ %uint_1 %uint_0 %uint_0 "
       r"%\w+ %\w+$}}")
# A tag's address: TagsOffset (1024) plus 4 * slot.
TAG = r"{{OpIAdd %uint %uint_1024 %\w+$}}"
FENCE = r"{{OpMemoryBarrier %uint_1 %uint_24648$}}"
# Targets that fence inside the frontier advance's loops (not lavapipe).
FENCED_TARGETS = ("desktop", "swiftshader")
SUB_GROUP_BARRIER = r"{{OpControlBarrier %uint_3 %uint_1 %uint_24904$}}"
WORK_GROUP_BARRIER = r"{{OpControlBarrier %uint_2 %uint_1 %uint_24904$}}"
SCRATCH_BARRIER = r"{{OpControlBarrier %uint_2 %uint_2 %uint_24840$}}"
SCAN = r"{{OpGroupNonUniformIAdd %uint %uint_3 ExclusiveScan %\w+$}}"
REDUCE = r"{{OpGroupNonUniformIAdd %uint %uint_3 Reduce %\w+$}}"
BROADCAST = r"{{OpGroupNonUniformBroadcastFirst %uint %uint_3 %\w+$}}"
ELECT = r"{{OpGroupNonUniformElect %bool %uint_3$}}"
# __local stores are NonPrivatePointer on the Vulkan memory model.
SCRATCH_STORE = r"{{^OpStore %\w+ %\w+ NonPrivatePointer$}}"
# Atomics on memory outside the ring: swiftshader, without 8- and 16-bit
# storage, merges a packet's bytes into __global words with atomic and/or.
NOT_RING = "And |Or "


def nothing(*patterns, counters=()):
    """A CHECK-NOT text: none of `patterns` (regexes) and no address of the
    header fields `counters`."""
    alternatives = list(patterns)
    if counters:
        alternatives.append(offset_regex(counters))
    return "CHECK-NOT: {{" + "|".join(alternatives) + "}}"


def steps(texts, between):
    """CHECK lines for `texts` in order, `between` (a CHECK-NOT line) before
    each."""
    lines = []
    for t in texts:
        lines += [between, f"CHECK: {t}"]
    return lines


def claim(side, scope):
    """A reservation, up to the fence or barrier that ends it."""
    s = SIDES[side]
    between = nothing("OpAtomic", "Barrier", counters=other_counters(
        s["credits"], s["bound"], s["position"]))
    core = [offset(s["credits"]), offset(s["bound"]), LOAD, ADD]
    if scope == "item":
        # Aggregated over the sub-group: the elected work-item adds the
        # total to the credits, gives back what does not fit, takes the
        # positions; both results broadcast.
        texts = ([SCAN, REDUCE] + core +
                 [BROADCAST, REDUCE, SUB, offset(s["position"]), ADD,
                  BROADCAST, FENCE])
    else:
        # One work-item claims all or nothing.
        texts = core + [offset(s["position"]), ADD, SUB]
        if scope == "sub_group":
            texts += [BROADCAST, BROADCAST, SUB_GROUP_BARRIER]
        else:
            # The claim's two words stored into the __local scratch, a
            # device-scope fence by the claimer, a work-group barrier.
            texts = [SCRATCH_BARRIER] + texts + [
                SCRATCH_STORE, SCRATCH_STORE, FENCE, SCRATCH_BARRIER]
    return steps(texts, between)


def transfer(side, count):
    """`count` packet words between the claim and the commit: relaxed
    stores (writers) or loads (readers), nothing else from the ring."""
    if side == "write":
        word, between = STORE, nothing("OpAtomic", "Barrier",
                                       counters=COUNTERS)
    else:
        word, between = LOAD, nothing(f"OpAtomic(?!{NOT_RING})", "Barrier",
                                      counters=COUNTERS)
    return steps([word] * count, between)


def commit(side, scope, claimed):
    """A commit: the fence (barrier) ordering the packet words before the
    tags, the tag stores, the fence ordering them before the block counters
    (once per sub-group, by the elected work-item, for `claimed`: the
    2-argument read_pipe/write_pipe) and the frontier advance."""
    fence = {"item": FENCE, "sub_group": SUB_GROUP_BARRIER,
             "work_group": WORK_GROUP_BARRIER}[scope]
    between = nothing("OpAtomic", "Barrier", counters=COUNTERS)
    # (A read's packet may be merged into __global words before it.)
    lines = [nothing(f"OpAtomic(?!{NOT_RING})", "Barrier", counters=COUNTERS),
             f"CHECK: {fence}"]
    lines += steps([TAG, STORE, fence], between)
    if claimed:
        lines += steps([ELECT], between)
    else:
        between = nothing("OpAtomic", "Barrier", ELECT[2:-2],
                          counters=COUNTERS)
    return lines + steps([ADD], between)


def advance(side):
    """The frontier advance after a commit: the frontier and the help word,
    and whether the commit's range holds the frontier (reduced over the
    sub-group); the fence a helper needs; the frontier and the tag of its
    slot; the advancer flag taken by exchange; the help word cleared (by a
    helper); the scan's compare-and-swap on the frontier (whose address the
    scan computes again); the flag given back by exchange and the
    frontier's slot checked again; the hand-over: the help word set, the
    frontier, this side's position and the tag of the newest claimed
    slot. Loads, exchanges, the compare-and-swap and the help
    word's stores only, of this side's frontier, help word, flag and (in
    the hand-over) position."""
    s = SIDES[side]
    # Fences inside the advance's loops (before the compare-and-swap, after
    # the flag is given back, after the help word is set) are left out on
    # lavapipe, which loses invocations to them; the fence counts pin that
    # per target.
    between = nothing(r"OpAtomic(Store|IAdd|ISub|And|Or)", "ControlBarrier",
                      counters=other_counters(s["frontier"], s["help"],
                                              s["advancer"]))
    lines = steps([offset(s["frontier"]), LOAD, offset(s["help"]), LOAD,
                   OWNER, FENCE, offset(s["frontier"]), LOAD, TAG, LOAD,
                   offset(s["advancer"]), TAKE, offset(s["help"]), CLEAR,
                   offset(s["frontier"])],
                  between)
    lines += [f"CHECK-{t}: {FENCE}" for t in FENCED_TARGETS]
    lines += steps([CAS, RELEASE], between)
    lines += [f"CHECK-{t}: {FENCE}" for t in FENCED_TARGETS]
    lines += steps([LOAD, TAG, LOAD, offset(s["help"]), ASK], between)
    lines += [f"CHECK-{t}: {FENCE}" for t in FENCED_TARGETS]
    between = nothing(r"OpAtomic(Store|IAdd|ISub|And|Or)", "ControlBarrier",
                      counters=other_counters(s["frontier"], s["help"],
                                              s["advancer"], s["position"]))
    return lines + steps([LOAD, offset(s["position"]), LOAD, TAG, LOAD],
                         between)


def access(side, scope, packets, words, claimed):
    return (claim(side, scope) + transfer(side, packets * words) +
            commit(side, scope, claimed) + advance(side))


def ordered(prefix, words):
    """The four kernels of packet type `prefix`, step by step."""
    lines = []
    for form in FORMS:
        scope = {"pipe": "item", "reserve": "item"}.get(form, form)
        claimed = form == "pipe"
        lines.append(f"CHECK: {KERNEL}")
        lines += access("write", scope, PACKETS[form], words, claimed)
        lines += access("read", scope, PACKETS[form], words, claimed)
        if form == "pipe":  # get_pipe_num_packets
            between = nothing("OpAtomic", "Barrier",
                              counters=other_counters(WRITE_FRONTIER,
                                                      READ_POSITION))
            lines += steps([offset(WRITE_FRONTIER), LOAD,
                            offset(READ_POSITION), LOAD], between)
        # (A packet read into __global memory after the commit may be
        # merged into its words with atomic and/or on swiftshader.)
        lines.append(nothing(f"OpAtomic(?!{NOT_RING})", "Barrier"))
    return lines


def checks(prefixes, words, missing):
    """`words`: packet words per packet type (ceil(sizeof / 4))."""
    lines = []
    for p in prefixes:
        for form in FORMS:
            lines.append("CHECK-COUNT-1: OpEntryPoint GLCompute "
                         f'{{{{%\\w+}}}} "{p}_{form}"')
    n = len(prefixes)
    stores = WRITES_PER_TYPE * sum(words) + 3 * COMMITS_PER_TYPE * n
    lines += [
        "Every atomic is relaxed, at device scope: no Acquire/Release "
        "semantics.",
        r"CHECK-COUNT-0: {{OpAtomicLoad %\w+ %\w+ (?!%uint_1 %uint_0$)}}",
        r"CHECK-COUNT-0: {{OpAtomicStore %\w+ (?!%uint_1 %uint_0 )}}",
        r"CHECK-COUNT-0: {{OpAtomic(IAdd|ISub|Exchange|And|Or) %\w+ %\w+ "
        r"(?!%uint_1 %uint_0 )}}",
        r"CHECK-COUNT-0: {{OpAtomicCompareExchange %\w+ %\w+ "
        r"(?!%uint_1 %uint_0 %uint_0 )}}",
        "No other atomic (and/or: byte merges into __global memory on "
        "swiftshader).",
        r"CHECK-COUNT-0: {{OpAtomic"
        r"(?!Load |Store |IAdd |ISub |Exchange |CompareExchange |And |Or )}}",
        f"{COMMITS_PER_TYPE} reservations per packet type, each two "
        "fetch-and-adds (credits,",
        "positions) and a give-back (the 4 of work-items aggregated over "
        "the",
        f"sub-group); {COMMITS_PER_TYPE} commits, each a fetch-and-add per "
        "block, one advancer flag",
        "taken and given back, one compare-and-swap on the frontier, the "
        "help word",
        "cleared once and set once.",
        f"CHECK-COUNT-{COMMITS_PER_TYPE * n}: {CLEAR}",
        f"CHECK-COUNT-{COMMITS_PER_TYPE * n}: {ASK}",
        f"CHECK-COUNT-{3 * COMMITS_PER_TYPE * n}: {ADD}",
        f"CHECK-COUNT-{COMMITS_PER_TYPE * n}: {SUB}",
        f"CHECK-COUNT-{4 * n}: {SCAN}",
        f"CHECK-COUNT-{COMMITS_PER_TYPE * n}: {TAKE}",
        f"CHECK-COUNT-{COMMITS_PER_TYPE * n}: {RELEASE}",
        f"CHECK-COUNT-{COMMITS_PER_TYPE * n}: {CAS}",
        "Fences: one after every work-item reservation and two in every",
        "work-item commit (2 kernels of a write and a read), one by the "
        "claimer of",
        "every work-group reservation; a sub-group barrier with device "
        "memory scope",
        "after every sub-group reservation; two barriers of the group with "
        "device",
        "memory scope in every group commit; work-group barriers before and "
        "after",
        "the __local scratch of every work-group reservation; one for a "
        "helper in every",
        "advance, and (not on lavapipe) three in its loops; no other fence "
        "or barrier.",
        f"CHECK-COUNT-{(14 + COMMITS_PER_TYPE) * n}-lavapipe: {FENCE}",
        *[f"CHECK-COUNT-{(14 + 4 * COMMITS_PER_TYPE) * n}-{t}: {FENCE}"
          for t in FENCED_TARGETS],
        f"CHECK-COUNT-{6 * n}: {SUB_GROUP_BARRIER}",
        f"CHECK-COUNT-{4 * n}: {WORK_GROUP_BARRIER}",
        f"CHECK-COUNT-{4 * n}: {SCRATCH_BARRIER}",
        r"CHECK-COUNT-0: {{OpMemoryBarrier (?!%uint_1 %uint_24648$)}}",
        r"CHECK-COUNT-0: {{OpControlBarrier (?!%uint_3 %uint_1 %uint_24904$|"
        r"%uint_2 %uint_1 %uint_24904$|%uint_2 %uint_2 %uint_24840$)}}",
        "Every packet word is one relaxed device-scope store: "
        f"{WRITES_PER_TYPE} writes per packet",
        "type, of " + ", ".join(f"{w}" for w in words) + " words, plus one "
        f"tag store per commit ({COMMITS_PER_TYPE} per",
        "packet type) and the help word's two.",
        f"CHECK-COUNT-{stores}: {STORE}",
        "Atomics on 32-bit words only.",
        "CHECK-COUNT-0: {{OpAtomic\\w+ %(ulong|long|ushort|uchar) }}",
        "CHECK-COUNT-0: Int64Atomics",
        "8- and 16-wide packets are no SPIR-V vectors.",
        "CHECK-COUNT-0: Vector16",
        "CHECK-COUNT-0: {{OpTypeVector %\\w+ (8|16)$}}",
    ]
    if missing:
        lines += [
            f"swiftshader lacks {missing}: the compile fails with a "
            "diagnostic naming it.",
            f"ERROR-swiftshader: {missing}",
        ]
    else:
        lines += [
            "swiftshader has no 64-, 16- or 8-bit anything.",
            "CHECK-COUNT-0-swiftshader: {{OpCapability \\w*(8|16|64)}}",
        ]
    lines += [
        "Work-group reservations: the claiming work-item's result goes "
        "through",
        "__local memory.",
        "CHECK: {{OpVariable %\\w+ Workgroup}}",
        "Kernel by kernel, each a write then a read, step by step: the",
        "reservation (this side's credits and position, the other side's "
        "frontier",
        "as the bound; no other counter), its fence or barrier; exactly the "
        "packet",
        "words (relaxed stores for a write, loads for a read) and nothing "
        "else of",
        "the ring; the commit's fence or barrier, the tags, the second fence "
        "or",
        "barrier, the block counters; the advance of this side's frontier "
        "under its",
        "advancer flag, and its hand-over.",
    ]
    for p, w in zip(prefixes, words):
        lines.append(f"{p}_pipe, _reserve, _work_group, _sub_group:")
        lines += ordered(p, w)
    return lines


def types_file(scalar, widths):
    names = [scalar if n == 1 else f"{scalar}{n}" for n in widths]
    lines = [
        "Generated by generate.py; do not edit.",
        "Every pipe builtin form with packets of " + ", ".join(names) + ":",
        "2-argument read_pipe/write_pipe, reservations with 4-argument "
        "accesses at",
        "work-item, work-group and sub-group level, "
        "get_pipe_num_packets/max_packets.",
        "OPTIONS: -cl-std=CL2.0",
    ]
    words = [(SIZES[scalar] * (4 if n == 3 else n) + 3) // 4 for n in widths]
    lines += checks(names, words, MISSING_ON_SWIFTSHADER.get(scalar))
    source = header(lines) + PRAGMA.get(scalar, "")
    for t in names:
        source += kernels(t, t)
    return source


def struct_file(name):
    description, typedef, size, missing = STRUCTS[name]
    lines = [
        "Generated by generate.py; do not edit.",
        "Every pipe builtin form with struct packets:",
        description + ".",
        "OPTIONS: -cl-std=CL2.0",
    ]
    lines += checks([name], [(size + 3) // 4], missing)
    source = header(lines) + typedef + "\n"
    source += kernels(name, name)
    return source


# Packet types that are no data, for opaque/: name -> (description,
# declarations, packet type, the type the diagnostic names or None when it
# names a member's type, whether a helper can read_pipe one). An image
# packet type takes the pipe's access qualifier ({access}).
IMAGES = ["image1d_t", "image1d_array_t", "image1d_buffer_t", "image2d_t",
          "image2d_array_t", "image2d_depth_t", "image2d_array_depth_t",
          "image3d_t"]
OPAQUE = {
    **{i: (f"an {i} (an image: no address in OpenCL,\nso no read_pipe)", "",
           i, f"{{access}} {i}", False) for i in IMAGES},
    "sampler_t": ("a sampler_t (no address in OpenCL,\nso no read_pipe)", "",
                  "sampler_t", "sampler_t", False),
    "event_t": ("an event_t", "", "event_t", "event_t", True),
    "reserve_id_t": ("a reserve_id_t", "", "reserve_id_t", "reserve_id_t",
                     True),
    "clk_event_t": ("a clk_event_t", "", "clk_event_t", "clk_event_t", True),
    "queue_t": ("a queue_t", "", "queue_t", "queue_t", True),
    "event_array": (
        "an array of clk_event_t (no read_pipe: clang wants the pointer to\n"
        "the array in the generic address space)",
        "typedef clk_event_t event_array[4];", "event_array", None, False),
    "struct_pointer": (
        "a struct holding a pointer", "typedef struct {\n  int n;\n"
        "  __global float *next;\n} struct_pointer;", "struct_pointer", None,
        True),
    "struct_events": (
        "a struct holding an array of event_t", "typedef struct {\n"
        "  int n;\n  event_t waits[2];\n} struct_events;", "struct_events",
        None, True),
    "struct_nested": (
        "a struct holding a struct holding a queue_t", "typedef struct {\n"
        "  short s;\n  queue_t q;\n} inner;\ntypedef struct {\n  int n;\n"
        "  inner i;\n} struct_nested;", "struct_nested", None, True),
    "struct_reserve_id": (
        "a struct holding a reserve_id_t", "typedef struct {\n  uint n;\n"
        "  reserve_id_t r;\n} struct_reserve_id;", "struct_reserve_id", None,
        True),
}
PACKET_MUST_BE_DATA = ("(a packet must be data: scalars, vectors, structs, "
                       "arrays)")


def opaque_file(name, helper):
    """A pipe of OPAQUE[name] at a kernel parameter; with `helper`, passed
    on to a helper function that reads from it."""
    description, decls, t, named, readable = OPAQUE[name]
    kernel = f"pipe_of_{name}" + ("_helper" if helper else "")
    if helper:
        access = "__read_only"
        pipe = f"{access} pipe {t} in"
        body = (f"int take(__read_only pipe {t} p) {{\n  {t} v;\n"
                "  return read_pipe(p, &v);\n}\n" if readable else
                f"int take(__read_only pipe {t} p) {{\n"
                "  reserve_id_t r = reserve_read_pipe(p, 1);\n"
                "  if (is_valid_reserve_id(r))\n    commit_read_pipe(p, r);\n"
                "  return is_valid_reserve_id(r);\n}\n")
        body += ("\n" + signature(kernel, [pipe, "__global int *status"])
                 + "\n  status[get_global_id(0)] = take(in);\n}\n")
    else:
        # No __write_only image3d_t without cl_khr_3d_image_writes.
        access = "__read_only" if name == "image3d_t" else "__write_only"
        pipe = f"{access} pipe {t} out"
        body = (signature(kernel, [pipe, "__global int *status"])
                + "\n  status[get_global_id(0)] = "
                "(int)get_pipe_num_packets(out);\n}\n")
    lines = [
        "Generated by generate.py; do not edit.",
        f"A pipe of {description}:",
    ]
    if helper:
        lines += [
            "the kernel passes it on to a helper that "
            + ("reads a packet from it." if readable else
               "reserves and commits on it."),
            "The kernel's parameter is rejected (every pipe a helper sees is "
            "one), and",
            "the helper is never lowered.",
        ]
    else:
        lines += ["rejected at the kernel's parameter."]
    lines.append("OPTIONS: -cl-std=CL2.0")
    if named:
        named = named.format(access=access)
        lines.append("ERROR: invalid use of a pipe: packets of type "
                     f"'{named}' " + PACKET_MUST_BE_DATA)
    else:
        lines += [
            "(The diagnostic names the member's type.)",
            "ERROR: invalid use of a pipe: packets of type '",
            "ERROR: ' " + PACKET_MUST_BE_DATA,
        ]
    # The error is at the name of the kernel's pipe parameter.
    source = (header(lines + ["ERROR-AT: @"]) + (decls + "\n\n" if decls
                                                 else "") + body)
    rows = source.split("\n")
    row = next(i for i, l in enumerate(rows) if f"{kernel}(" in l)
    param = pipe.split()[-1]
    column = rows[row].index(pipe) + len(pipe) - len(param) + 1
    assert rows[row][column - 1:].startswith(param + ","), name
    return source.replace("ERROR-AT: @", f"ERROR-AT: {row + 1}:{column}")


def write_dir(root, sub, files):
    out = os.path.join(root, sub)
    os.makedirs(out, exist_ok=True)
    for old in os.listdir(out):
        if old.endswith(".cl"):
            os.remove(os.path.join(out, old))
    for name, text in files.items():
        with open(os.path.join(out, name), "w") as f:
            f.write(text)
    print(f"wrote {len(files)} files to {out}")


def main(root):
    write_dir(root, "types", {f"{s}{suffix}.cl": types_file(s, widths)
                        for s in SCALARS
                        for suffix, widths in GROUPS.items()})
    write_dir(root, "structs", {f"{n}.cl": struct_file(n) for n in STRUCTS})
    write_dir(root, "opaque", {f"{n}{'_helper' if h else ''}.cl": opaque_file(n, h)
                         for n in OPAQUE for h in (False, True)})


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(f"usage: {sys.argv[0]} OUT_DIR")
    main(sys.argv[1])
