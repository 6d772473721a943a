// OpenCL 2.0 pipes through an OpenCL platform (vkcl's ICD on the GPU
// machine): the same kernels as vkcl-bench-pipe's vkcl side, built from
// their .cl sources with clBuildProgram, the pipes made with clCreatePipe,
// each kernel timed by its profiling event. Its rows set beside
// vkcl-bench-pipe's vkcl rows show what the OpenCL layer costs a pipe
// (issue 19: within 2% of the runtime directly). No other platform on the
// machines we have offers pipes (NVIDIA's, PoCL's and clvk's report
// CL_DEVICE_PIPE_SUPPORT false): on one without them this host says so and
// exits 2.
//
// Measured as vkcl-bench-pipe measures (PipeBench.h: packet types, paths,
// grid, repetitions, the exactly-once check, RESULT lines), but for one
// thing OpenCL cannot do: reset a pipe. None is needed, since every
// consumer drains the pipe its producer filled, so each producer again
// starts on an empty pipe (the verification checks that the consumer got
// every packet).
// Usage: vkcl-bench-pipe-cl KERNEL_DIR BYTES [iterations]
//   KERNEL_DIR: pipe_{wi,res4,wg,wg4}.cl and PipeTypes.h (bench/pipe/kernels)
//   BYTES: packet bytes through the pipe each way, a multiple of 65536
#include "PipeBench.h"

#include "../common/OpenCLHost.h"

#include <map>
#include <memory>

using namespace pipebench;

namespace {

const char *Tool = "vkcl-bench-pipe-cl";

struct MemRelease {
  void operator()(cl_mem m) const { clReleaseMemObject(m); }
};
using ClMem = std::unique_ptr<std::remove_pointer_t<cl_mem>, MemRelease>;
struct ProgramRelease {
  void operator()(cl_program p) const { clReleaseProgram(p); }
};
using ClProgram =
    std::unique_ptr<std::remove_pointer_t<cl_program>, ProgramRelease>;

int fail(const std::string &what) {
  std::fprintf(stderr, "%s: %s\n", Tool, what.c_str());
  return 1;
}

/// `module`.cl of `dir` built as OpenCL C 2.0 (as vkcl-bench-pipe's kernels
/// are compiled), `dir` on the include path for PipeTypes.h; null with the
/// log printed when it does not build.
ClProgram buildModule(const ClSetup &cl, const std::string &dir,
                      const char *module) {
  return ClProgram(buildProgram(cl, dir + "/" + module + ".cl",
                                "-cl-std=CL2.0 -I " + dir, Tool));
}

struct Row {
  const PacketType *type;
  const PathSpec *path;
  uint32_t packets = 0, groups = 0;
  cl_mem pipe = nullptr;
  ClKernel producer, consumer;
  bool ok = false;
  double verifyWrite = 0, verifyRead = 0;
  Reps reps;
  std::vector<double> writeNs, readNs; ///< round medians
  std::string name() const {
    return std::string(path->name) + "_" + type->name;
  }
};

/// `warmUp` + `timed` producer/consumer pairs (either left out when its
/// flag is off); the timed ones' GPU times. False when an enqueue failed
/// (printed).
bool runPairs(const ClSetup &cl, Row &row, uint32_t warmUp, uint32_t timed,
              std::vector<double> &write, std::vector<double> &read,
              bool produce = true, bool consume = true) {
  size_t local = WorkGroupSize;
  size_t global = size_t(row.groups) * local;
  std::vector<cl_event> we(timed, nullptr), re(timed, nullptr);
  cl_int err = CL_SUCCESS;
  for (uint32_t i = 0; i < warmUp + timed && err == CL_SUCCESS; ++i) {
    bool time = i >= warmUp;
    if (produce)
      err = clEnqueueNDRangeKernel(cl.queue, row.producer.get(), 1, nullptr,
                                   &global, &local, 0, nullptr,
                                   time ? &we[i - warmUp] : nullptr);
    if (consume && err == CL_SUCCESS)
      err = clEnqueueNDRangeKernel(cl.queue, row.consumer.get(), 1, nullptr,
                                   &global, &local, 0, nullptr,
                                   time ? &re[i - warmUp] : nullptr);
  }
  cl_int finished = clFinish(cl.queue);
  write.clear();
  read.clear();
  auto take = [](cl_event e, std::vector<double> &out) {
    if (!e)
      return;
    out.push_back(double(profiled(e, CL_PROFILING_COMMAND_END) -
                         profiled(e, CL_PROFILING_COMMAND_START)));
    clReleaseEvent(e);
  };
  for (uint32_t i = 0; i < timed; ++i) {
    take(we[i], write);
    take(re[i], read);
  }
  if (err != CL_SUCCESS || finished != CL_SUCCESS) {
    fail(row.name() + ": enqueue failed (" +
         std::to_string(err != CL_SUCCESS ? err : finished) + ")");
    return false;
  }
  return true;
}

/// One producer/consumer pair with the output poisoned before and checked
/// after (every input packet exactly once). Sets the verification times.
bool verify(const ClSetup &cl, cl_mem out, Row &row) {
  uint64_t bytes = uint64_t(row.packets) * row.type->bytes;
  cl_int err = clEnqueueFillBuffer(cl.queue, out, &Poison, sizeof Poison, 0,
                                   bytes, 0, nullptr, nullptr);
  if (err != CL_SUCCESS) {
    fail("cannot poison the output: " + std::to_string(err));
    return false;
  }
  std::vector<double> w, r, unused;
  if (!runPairs(cl, row, 0, 1, w, unused, true, false) ||
      !runPairs(cl, row, 0, 1, unused, r, false, true))
    return false;
  row.verifyWrite = w.empty() ? 0 : w[0];
  row.verifyRead = r.empty() ? 0 : r[0];
  std::vector<uint32_t> result(bytes / 4);
  err = clEnqueueReadBuffer(cl.queue, out, CL_TRUE, 0, bytes, result.data(), 0,
                            nullptr, nullptr);
  std::string wrong = err != CL_SUCCESS
                          ? "read-back: " + std::to_string(err)
                          : checkPermutation(*row.type, row.packets, result);
  if (!wrong.empty()) {
    std::fprintf(stderr, "%s: opencl %s: WRONG: %s\n", Tool, row.name().c_str(),
                 wrong.c_str());
    return false;
  }
  return true;
}

} // namespace

int main(int argc, char **argv) {
  CommandLine args;
  std::string error = parseCommandLine(
      argc, argv, std::string(Tool) + " KERNEL_DIR BYTES [iterations]",
      SizeUnit, MaxBytes, args);
  ClSetup cl;
  if (error.empty())
    error = cl.open();
  if (!error.empty())
    return fail(error);
  cl_bool pipes = CL_FALSE;
  clGetDeviceInfo(cl.device, CL_DEVICE_PIPE_SUPPORT, sizeof pipes, &pipes,
                  nullptr);
  if (!pipes) {
    std::fprintf(stderr, "%s: %s (%s) has no pipes (CL_DEVICE_PIPE_SUPPORT)\n",
                 Tool, cl.name.c_str(), cl.version.c_str());
    return 2;
  }
  const uint64_t bytes = args.bytes;
  ClStreams streams;
  if (std::string e = streams.open(cl, pattern(bytes), bytes); !e.empty())
    return fail(e);
  printHeader("opencl", cl.name, cl.version, args, ~0u);
  std::printf("# pipe through OpenCL: producer and consumer each timed alone "
              "(profiling events); up to %d warm-up pairs, budget %.0f ms "
              "per round\n",
              PipeWarmUp, budgetNs() / 1e6);

  // One pipe per packet type, each of capacity M = its packet count.
  std::vector<ClMem> pipeObjects;
  for (const PacketType &type : packetTypes()) {
    cl_int err = CL_SUCCESS;
    cl_mem pipe = clCreatePipe(cl.context, 0, type.bytes,
                               packetCount(type, bytes), nullptr, &err);
    if (err != CL_SUCCESS)
      return fail(std::string("clCreatePipe (") + type.name +
                  "): " + std::to_string(err));
    pipeObjects.emplace_back(pipe);
  }

  std::map<std::string, ClProgram> programs;
  std::vector<Row> rows;
  bool allOk = true;
  for (size_t t = 0; t < packetTypes().size(); ++t)
    for (const PathSpec &path : paths()) {
      if (!path.module)
        continue; // the GLSL rings have no OpenCL side
      Row row;
      row.type = &packetTypes()[t];
      row.path = &path;
      row.packets = packetCount(*row.type, bytes);
      row.groups = groupsFor(path, row.packets, ~0u);
      row.pipe = pipeObjects[t].get();
      ClProgram &program = programs[path.module];
      if (!program)
        program = buildModule(cl, args.dir, path.module);
      cl_int err = program ? CL_SUCCESS : CL_BUILD_PROGRAM_FAILURE;
      std::string w = "write_" + row.name(), r = "read_" + row.name();
      if (program) {
        row.producer.reset(clCreateKernel(program.get(), w.c_str(), &err));
        if (err == CL_SUCCESS)
          row.consumer.reset(clCreateKernel(program.get(), r.c_str(), &err));
      }
      // The producer's (in, pipe, n) and the consumer's (pipe, out, n).
      auto set = [&](cl_kernel k, cl_uint i, size_t size, const void *value) {
        if (err == CL_SUCCESS)
          err = clSetKernelArg(k, i, size, value);
      };
      set(row.producer.get(), 0, sizeof streams.in, &streams.in);
      set(row.producer.get(), 1, sizeof row.pipe, &row.pipe);
      set(row.producer.get(), 2, sizeof row.packets, &row.packets);
      set(row.consumer.get(), 0, sizeof row.pipe, &row.pipe);
      set(row.consumer.get(), 1, sizeof streams.out, &streams.out);
      set(row.consumer.get(), 2, sizeof row.packets, &row.packets);
      if (err != CL_SUCCESS)
        fail(row.name() + ": kernels or arguments: " + std::to_string(err));
      else
        row.ok = verify(cl, streams.out, row);
      row.reps = repsFor(row.verifyWrite + row.verifyRead, args.iterations);
      allOk = allOk && row.ok;
      rows.push_back(std::move(row));
    }

  // Timing only, in rounds that run every row once, as vkcl-bench-pipe.
  for (int round = 0; round < TimingRounds; ++round)
    for (Row &row : rows) {
      if (!row.ok || round >= row.reps.rounds)
        continue;
      std::vector<double> w, r;
      if (runPairs(cl, row, row.reps.warmUp, row.reps.timed, w, r) &&
          !w.empty()) {
        row.writeNs.push_back(median(w));
        row.readNs.push_back(median(r));
      }
    }

  std::printf("\n| packets | path | write GB/s | read GB/s | untimed+timed "
              "pairs x rounds |\n|---|---|---|---|---|\n");
  for (const Row &row : rows) {
    uint64_t moved = uint64_t(row.packets) * row.type->bytes;
    bool ok = row.ok && !row.writeNs.empty();
    double w = ok ? median(row.writeNs) : row.verifyWrite;
    double r = ok ? median(row.readNs) : row.verifyRead;
    printResult("opencl", ("write_" + row.name()).c_str(), moved, w, ok);
    printResult("opencl", ("read_" + row.name()).c_str(), moved, r, ok);
    std::printf("| %s | %s%s | %.1f | %.1f | %u+%u x %d |\n", row.type->name,
                row.path->name, ok ? "" : " (WRONG)", w > 0 ? moved / w : 0.0,
                r > 0 ? moved / r : 0.0, row.reps.warmUp, row.reps.timed,
                row.reps.rounds);
  }
  std::printf("verification: %s\n", allOk ? "all outputs correct" : "FAILED");
  return allOk ? 0 : 1;
}
