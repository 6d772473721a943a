// OpenCL 2.0 pipes through vkcl: how fast packets go into a pipe and come
// out again, next to hand-written GLSL twins of the same pipe (same object
// layout, vkcl/PipeLayout.h) and a hand-written GLSL atomic ring buffer (also
// claimed once per work-group: the work-group paths' floor), all on one
// VkDevice/VkQueue, against the plain uvec4 copy shader as the
// device's copy ceiling. NVIDIA's OpenCL has no pipes, so there is no
// OpenCL column.
//
// Each row is a packet type (int, float4, a 64-byte struct) and a path:
// per-work-item write_pipe/read_pipe, work-item reservations of 4, or
// work-group reservations. A producer kernel moves all M packets of the
// input into an empty pipe of capacity M, a consumer moves them out into
// the output; the pipe is reset before every producer. Each kernel is timed
// on its own (GPU timestamps), medians after warm-up; every output is
// checked to be a permutation of the input first.
// Usage: vkcl-bench-pipe DIR BYTES [iterations]
//   DIR: pipe_{wi,res4,wg,wg4}.spv (vkcl) and glsl/*.spv (twins, rings,
//   ceiling)
//   BYTES: packet bytes through the pipe each way, a multiple of 65536
#include "PipeBench.h"
#include "PipeRunner.h"

#include "../common/VulkanHost.h"

#include "vkcl/PipeLayout.h"
#include "vkcl/runtime/Pipe.h"

using namespace pipebench;
using vkcl::Status;

namespace {

const char *Tool = "vkcl-bench-pipe";

int fail(const char *what, const std::string &message) {
  return bench::fail(Tool, what, message);
}

/// The ring buffer's counters: write at 0, read at 128 (own cache lines),
/// packets from RingData on, packet-major (see glsl/ring.comp).
constexpr uint64_t RingData = 256;

/// One side (vkcl or GLSL) of a row: its verification and timings.
struct Side {
  bool present = false; ///< its kernels loaded
  bool ok = false;      ///< verified
  /// The verification run's times, the figures of a wrong side (whose
  /// RESULT says ok=0 with a time: wrong, not "not run").
  double verifyWrite = 0, verifyRead = 0;
  std::vector<double> writeNs, readNs; ///< round medians
  double write() const { return median(writeNs); }
  double read() const { return median(readNs); }
};

struct Row {
  const PacketType *type;
  const PathSpec *path;
  uint32_t packets = 0, groups = 0;
  vkcl::Pipe *pipe = nullptr; ///< the type's pipe (none for the ring)
  std::shared_ptr<vkcl::Kernel> producer, consumer;
  int glslProducer = -1, glslConsumer = -1;
  Side vkcl, glsl;
  Reps vkclReps, glslReps;
  std::string name() const {
    return std::string(path->name) + "_" + type->name;
  }
};

/// Everything a measurement touches.
struct Context {
  vkcl::Queue *queue;
  vkcl::Buffer *in, *out, *ring;
  PipeRunner *runner;
};

vkcl::NDRange rangeOf(const Row &row) {
  return vkcl::NDRange::linear(uint64_t(row.groups) * WorkGroupSize,
                               WorkGroupSize);
}

/// Which steps of a repetition run: verification runs the producer and the
/// consumer apart, to count the packets in the pipe between them.
struct Steps {
  bool produce = true, consume = true;
};

/// vkcl: `warmUp` + `timed` repetitions of reset, producer, consumer; the
/// timed ones' GPU times (0 for a step left out). False when something
/// failed (printed).
bool runVkcl(Context &c, Row &row, uint32_t warmUp, uint32_t timed,
             std::vector<double> &write, std::vector<double> &read,
             Steps steps = {}) {
  vkcl::NDRange range = rangeOf(row);
  std::vector<vkcl::Event> we(timed), re(timed);
  for (uint32_t i = 0; i < warmUp + timed; ++i) {
    bool time = i >= warmUp;
    Status s;
    if (steps.produce)
      s = row.pipe->reset(*c.queue);
    if (s && steps.produce)
      s = c.queue->enqueue(*row.producer, range,
                           time ? &we[i - warmUp] : nullptr);
    if (s && steps.consume)
      s = c.queue->enqueue(*row.consumer, range,
                           time ? &re[i - warmUp] : nullptr);
    if (!s) {
      fail(row.name().c_str(), s.message());
      return false;
    }
  }
  write.clear();
  read.clear();
  for (uint32_t i = 0; i < timed; ++i) {
    vkcl::Result<double> w = steps.produce ? we[i].gpuTimeNs() : 0.0;
    vkcl::Result<double> r = steps.consume ? re[i].gpuTimeNs() : 0.0;
    if (!w || !r) {
      fail(row.name().c_str(), (!w ? w.error() : r.error()).message);
      return false;
    }
    write.push_back(*w);
    read.push_back(*r);
  }
  return true;
}

/// GLSL: the same through PipeRunner, on the same pipe (or the ring).
bool runGlsl(Context &c, Row &row, uint32_t warmUp, uint32_t timed,
             std::vector<double> &write, std::vector<double> &read,
             Steps steps = {}) {
  // Raw submissions to the VkQueue come after vkcl's own work.
  if (Status s = c.queue->finish(); !s) {
    fail(row.name().c_str(), s.message());
    return false;
  }
  std::vector<ZeroRange> reset;
  uint64_t object;
  if (row.pipe) {
    const vkcl::Buffer &b = row.pipe->buffer();
    object = b.deviceAddress();
    // What Pipe::reset clears, less the header's constants (which stay):
    // the counters, then the advancer flags, tags and block counters.
    using vkcl::PipeLayout;
    static_assert(PipeLayout::ReadFrontier < PipeLayout::Capacity &&
                      PipeLayout::DataOffset < PipeLayout::WriteAdvancer &&
                      PipeLayout::ReadAdvancer < PipeLayout::TagsOffset,
                  "counters, constants, flags, tags in this order");
    const PipeLayout::Geometry g =
        PipeLayout::geometry(row.pipe->packetSize(), row.pipe->maxPackets());
    reset.push_back({b.vkBuffer(), b.vkOffset(), PipeLayout::Capacity});
    reset.push_back({b.vkBuffer(), b.vkOffset() + PipeLayout::WriteAdvancer,
                     g.dataOffset - PipeLayout::WriteAdvancer});
  } else {
    object = c.ring->deviceAddress();
    reset.push_back({c.ring->vkBuffer(), c.ring->vkOffset(), RingData});
  }
  if (!steps.produce)
    reset.clear();
  Step produce{steps.produce ? row.glslProducer : -1, {}, row.groups};
  produce.args.src = c.in->deviceAddress();
  produce.args.pipe = object;
  produce.args.n = row.packets;
  Step consume{steps.consume ? row.glslConsumer : -1, {}, row.groups};
  consume.args.dst = c.out->deviceAddress();
  consume.args.pipe = object;
  consume.args.n = row.packets;
  PipeRunner::Times t = c.runner->run(reset, produce, consume, warmUp, timed);
  if (!t.ok) {
    fail(row.name().c_str(), "GLSL submission failed");
    return false;
  }
  write = std::move(t.write);
  read = std::move(t.read);
  return true;
}

/// One repetition with the output poisoned before and checked after, and
/// the pipe's packet count checked after the producer (all M) and after the
/// consumer (none). Sets the side's verification times and returns whether
/// it was right (printed as WRONG, or the failure, when not).
bool verify(Context &c, Row &row, bool vkclSide) {
  const char *api = vkclSide ? "vkcl" : "glsl";
  Side &side = vkclSide ? row.vkcl : row.glsl;
  uint64_t bytes = uint64_t(row.packets) * row.type->bytes;
  if (!c.queue->fill(*c.out, 0, bytes, Poison) || !c.queue->finish()) {
    fail(api, "cannot poison the output");
    return false;
  }
  auto step = [&](Steps steps, std::vector<double> &w, std::vector<double> &r) {
    return vkclSide ? runVkcl(c, row, 0, 1, w, r, steps)
                    : runGlsl(c, row, 0, 1, w, r, steps);
  };
  std::string error;
  // The packets in the pipe, checked against `expect` (pipes only).
  auto count = [&](const char *after, uint32_t expect) {
    if (!row.pipe || !error.empty())
      return;
    auto n = row.pipe->numPackets(*c.queue);
    if (!n)
      error = std::string("numPackets: ") + n.error().message;
    else if (*n != expect)
      error = std::to_string(*n) + " packets in the pipe after the " + after +
              ", expected " + std::to_string(expect);
  };
  std::vector<double> w, r, unused;
  if (!step({true, false}, w, unused))
    return false;
  side.verifyWrite = w[0];
  count("producer", row.packets);
  if (!step({false, true}, unused, r))
    return false;
  side.verifyRead = r[0];
  count("consumer", 0);
  std::vector<uint32_t> result(bytes / 4);
  if (Status s = c.queue->read(*c.out, 0, result.data(), bytes); !s)
    error = "read-back: " + s.message();
  std::string wrong = checkPermutation(*row.type, row.packets, result);
  if (!wrong.empty())
    error += (error.empty() ? "" : "; ") + wrong;
  if (!error.empty()) {
    std::fprintf(stderr, "%s: %s %s: WRONG: %s\n", Tool, api,
                 row.name().c_str(), error.c_str());
    return false;
  }
  return true;
}

/// One timing round of one side: appends the medians of its timed
/// repetitions.
void timeSide(Context &c, Row &row, bool vkclSide) {
  Side &side = vkclSide ? row.vkcl : row.glsl;
  const Reps &reps = vkclSide ? row.vkclReps : row.glslReps;
  std::vector<double> w, r;
  bool ran = vkclSide ? runVkcl(c, row, reps.warmUp, reps.timed, w, r)
                      : runGlsl(c, row, reps.warmUp, reps.timed, w, r);
  if (ran && !w.empty()) {
    side.writeNs.push_back(median(w));
    side.readNs.push_back(median(r));
  }
}

/// Suite keeps the ceiling it printed to itself: one more measurement of
/// the same shader the same way (the clocks are up now) for the table
/// printed here; table.py takes the printed RESULT line.
double ceilingForTable(Suite &suite, const std::string &dir, uint64_t bytes) {
  std::string error;
  int ceiling = suite.raw().load(dir + "/glsl/ceiling.spv", error);
  if (ceiling < 0)
    return 0;
  uint32_t vec4s = uint32_t(bytes / 16);
  uint32_t groups = bench::groupsFor(
      (vec4s + WorkGroupSize - 1) / WorkGroupSize, suite.maxGroups());
  double ns = median(suite.raw().run(ceiling, suite.twinArgs(vec4s), groups,
                                     WarmUp + suite.iterations()));
  return ns > 0 ? 2 * bytes / ns : 0;
}

double gbps(uint64_t bytes, double ns) { return ns > 0 ? bytes / ns : 0.0; }

/// "12.3", or "—" when there is no figure.
std::string figure(double v, const char *format = "%.1f") {
  if (!(v > 0))
    return "—";
  char text[32];
  std::snprintf(text, sizeof text, format, v);
  return text;
}

/// "a / b" of two figures.
std::string pair(double a, double b, const char *format = "%.2f") {
  return figure(a, format) + " / " + figure(b, format);
}

void printTable(const std::vector<Row> &rows, double ceilingGbps) {
  // The ceiling copies BYTES in and BYTES out; a pipe kernel moves the
  // same packet bytes in and out, so its ratio is copy time / kernel time.
  double copy = ceilingGbps / 2;
  auto ratio = [](double a, double b) { return a > 0 && b > 0 ? a / b : 0; };
  std::printf("\nGB/s = packet bytes / kernel time; /ceiling = copy time of "
              "the same bytes / kernel time; w/r = producer / consumer.\n\n"
              "| packets | path | vkcl write GB/s | GLSL write | vkcl read "
              "GB/s | GLSL read | Mpackets/s w/r (vkcl; GLSL for the ring) | "
              "vkcl/GLSL w/r | vkcl/ceiling w/r | GLSL/ceiling w/r "
              "|\n|---|---|---|---|---|---|---|---|---|---|\n");
  for (const Row &r : rows) {
    uint64_t bytes = uint64_t(r.packets) * r.type->bytes;
    auto rate = [&](const Side &s, bool write) {
      return s.ok && !s.writeNs.empty()
                 ? gbps(bytes, write ? s.write() : s.read())
                 : 0.0;
    };
    double vw = rate(r.vkcl, true), vr = rate(r.vkcl, false);
    double gw = rate(r.glsl, true), gr = rate(r.glsl, false);
    std::string note;
    if (r.path->module && !(r.vkcl.present && r.vkcl.ok))
      note += r.vkcl.present ? " (vkcl WRONG)" : " (vkcl not run)";
    if (!(r.glsl.present && r.glsl.ok))
      note += r.glsl.present ? " (GLSL WRONG)" : " (GLSL not run)";
    // GB/s to millions of packets per second.
    double mega = 1e3 / r.type->bytes;
    bool ring = !r.path->module;
    std::printf(
        "| %s | %s%s | %s | %s | %s | %s | %s | %s | %s | %s |\n", r.type->name,
        r.path->name, note.c_str(), figure(vw).c_str(), figure(gw).c_str(),
        figure(vr).c_str(), figure(gr).c_str(),
        pair((ring ? gw : vw) * mega, (ring ? gr : vr) * mega, "%.0f").c_str(),
        pair(ratio(vw, gw), ratio(vr, gr)).c_str(),
        pair(ratio(vw, copy), ratio(vr, copy)).c_str(),
        pair(ratio(gw, copy), ratio(gr, copy)).c_str());
  }
  std::printf("\nceiling (uvec4 copy shader): %.1f GB/s bytes read + written "
              "(a copy of the packet bytes at %.1f GB/s of packets)\n",
              ceilingGbps, copy);
}

} // namespace

int main(int argc, char **argv) {
  VulkanHost host(Tool);
  if (!host.open(argc, argv, SizeUnit, MaxBytes))
    return 1;
  const std::string &dir = host.dir();
  const uint64_t bytes = host.bytes();
  if (!host.openStreams(pattern(bytes), bytes))
    return 1;
  vkcl::Device &dev = host.device();
  vkcl::Queue &queue = host.queue();
  auto ring = vkcl::Buffer::create(dev, RingData + bytes);
  if (!ring)
    return fail("ring buffer", ring.error().message);

  // The copy ceiling first, through the shared harness (its RawRunner only).
  if (!host.startSuite())
    return 1;
  Suite &suite = host.suite();
  std::printf("# pipe: producer and consumer each timed alone, the pipe "
              "reset before each producer; up to %d warm-up pairs, "
              "budget %.0f ms per side and round\n",
              PipeWarmUp, budgetNs() / 1e6);
  bool allOk = host.measureCeiling();
  double ceilingGbps = ceilingForTable(suite, dir, bytes);

  PipeRunner runner(dev);
  if (std::string e = runner.init(PipeWarmUp + host.iterations()); !e.empty())
    return fail("raw Vulkan", e);
  Context c{&queue, &host.in(), &host.out(), &*ring, &runner};

  // One pipe per packet type, each of capacity M = its packet count.
  std::vector<vkcl::Pipe> pipes;
  for (const PacketType &type : packetTypes()) {
    auto pipe =
        vkcl::Pipe::create(dev, queue, type.bytes, packetCount(type, bytes));
    if (!pipe)
      return fail("pipe", pipe.error().message);
    pipes.push_back(std::move(*pipe));
  }

  std::vector<Row> rows;
  for (size_t t = 0; t < packetTypes().size(); ++t)
    for (const PathSpec &path : paths()) {
      Row row;
      row.type = &packetTypes()[t];
      row.path = &path;
      row.packets = packetCount(*row.type, bytes);
      row.groups = groupsFor(path, row.packets, suite.maxGroups());
      std::string name = row.name(), error;
      if (path.module) {
        row.pipe = &pipes[t];
        std::string spv = dir + "/" + path.module + ".spv";
        std::string w = "write_" + name, r = "read_" + name;
        row.producer = loadKernel(dev, spv, w.c_str(), error);
        if (row.producer)
          row.consumer = loadKernel(dev, spv, r.c_str(), error);
        Status s;
        if (row.consumer)
          s = setArgs(*row.producer, 0, host.in(), *row.pipe, row.packets);
        if (row.consumer && s)
          s = setArgs(*row.consumer, 0, *row.pipe, host.out(), row.packets);
        if (!row.consumer || !s) {
          fail(name.c_str(), row.consumer ? s.message() : error);
        } else {
          row.vkcl.present = true;
          printStatistics(w.c_str(), "vkcl",
                          kernelStatistics(*row.producer, rangeOf(row)));
          printStatistics(r.c_str(), "vkcl",
                          kernelStatistics(*row.consumer, rangeOf(row)));
        }
      }
      std::string stem = dir + "/glsl/" + path.glsl;
      row.glslProducer =
          runner.load(stem + "_write_" + row.type->name + ".spv", error);
      if (row.glslProducer >= 0)
        row.glslConsumer =
            runner.load(stem + "_read_" + row.type->name + ".spv", error);
      if (row.glslConsumer < 0) {
        fail(name.c_str(), error);
      } else {
        row.glsl.present = true;
        printStatistics(("write_" + name).c_str(), "glsl",
                        runner.statistics(row.glslProducer));
        printStatistics(("read_" + name).c_str(), "glsl",
                        runner.statistics(row.glslConsumer));
      }
      rows.push_back(std::move(row));
    }

  // Everything verified first (outside any timed region), then timing only,
  // in rounds that run every row's vkcl and GLSL sides back to back.
  for (Row &row : rows) {
    for (bool vkclSide : {true, false}) {
      Side &side = vkclSide ? row.vkcl : row.glsl;
      if (!side.present)
        continue;
      side.ok = verify(c, row, vkclSide);
      (vkclSide ? row.vkclReps : row.glslReps) =
          repsFor(side.verifyWrite + side.verifyRead, host.iterations());
    }
    allOk = allOk && (!row.path->module || row.vkcl.ok) && row.glsl.ok;
  }
  // A side whose kernels are slow takes part in fewer rounds (repsFor).
  for (int round = 0; round < TimingRounds; ++round)
    for (Row &row : rows) {
      if (row.vkcl.ok && round < row.vkclReps.rounds)
        timeSide(c, row, true);
      if (row.glsl.ok && round < row.glslReps.rounds)
        timeSide(c, row, false);
    }

  for (const Row &row : rows) {
    uint64_t moved = uint64_t(row.packets) * row.type->bytes;
    for (bool vkclSide : {true, false}) {
      const Side &side = vkclSide ? row.vkcl : row.glsl;
      if (vkclSide && !row.path->module)
        continue;
      const char *api = vkclSide ? "vkcl" : "glsl";
      bool ok = side.ok && !side.writeNs.empty();
      printResult(api, ("write_" + row.name()).c_str(), moved,
                  ok ? side.write() : side.verifyWrite, ok);
      printResult(api, ("read_" + row.name()).c_str(), moved,
                  ok ? side.read() : side.verifyRead, ok);
    }
    // How each side was timed: untimed + timed pairs per round, rounds.
    auto reps = [](const Side &s, const Reps &r) {
      return s.ok ? std::to_string(r.warmUp) + "+" + std::to_string(r.timed) +
                        " x " + std::to_string(r.rounds)
                  : std::string("-");
    };
    std::printf("# %s: vkcl %s, GLSL %s (untimed+timed pairs x rounds)\n",
                row.name().c_str(), reps(row.vkcl, row.vkclReps).c_str(),
                reps(row.glsl, row.glslReps).c_str());
  }
  printTable(rows, ceilingGbps);
  std::printf("verification: %s\n", allOk ? "all outputs correct" : "FAILED");
  return allOk ? 0 : 1;
}
