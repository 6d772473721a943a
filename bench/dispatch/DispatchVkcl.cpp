// Dispatch overhead through vkcl: host time per enqueue, per enqueue+finish
// round trip, and GPU time per dispatch, for an empty kernel of 1 work-group.
// Usage: vkcl-bench-dispatch empty.spv [iterations]
#include "vkcl/Runtime.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

using Clock = std::chrono::steady_clock;

static double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[v.size() / 2];
}

static int fail(const char *what, const std::string &message) {
  std::fprintf(stderr, "vkcl-bench-dispatch: %s: %s\n", what, message.c_str());
  return 1;
}

int main(int argc, char **argv) {
  if (argc < 2)
    return fail("usage", "vkcl-bench-dispatch empty.spv [iterations]");
  int iterations = argc > 2 ? std::atoi(argv[2]) : 2000;
  auto device = vkcl::Device::create();
  if (!device)
    return fail("device", device.error().message);
  auto program = vkcl::Program::fromFile(**device, argv[1]);
  if (!program)
    return fail("program", program.error().message);
  auto kernel = (*program)->createKernel("empty");
  auto queue = vkcl::Queue::create(**device);
  auto buffer = vkcl::Buffer::create(**device, 4096);
  if (!kernel || !queue || !buffer)
    return fail("setup", "kernel, queue or buffer");
  if (vkcl::Status s = kernel->setArg(0, *buffer); !s)
    return fail("setArg", s.message());
  vkcl::NDRange range = vkcl::NDRange::linear(64, 64);

  for (int i = 0; i < 100; ++i) // warm-up: pipeline creation, first submit
    (void)(*queue)->enqueue(*kernel, range);
  (void)(*queue)->finish();

  // Host cost of recording one dispatch (submitted once at the end).
  auto start = Clock::now();
  for (int i = 0; i < iterations; ++i)
    (void)(*queue)->enqueue(*kernel, range);
  double enqueueUs =
      std::chrono::duration<double, std::micro>(Clock::now() - start).count() /
      iterations;
  start = Clock::now();
  (void)(*queue)->finish();
  double drainUs =
      std::chrono::duration<double, std::micro>(Clock::now() - start).count();

  // Round trip: enqueue + finish, one dispatch at a time.
  std::vector<double> roundTrip, gpu;
  for (int i = 0; i < iterations / 4; ++i) {
    vkcl::Event event;
    auto t0 = Clock::now();
    (void)(*queue)->enqueue(*kernel, range, &event);
    (void)(*queue)->finish();
    roundTrip.push_back(
        std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
    if (auto ns = event.gpuTimeNs())
      gpu.push_back(*ns / 1000.0);
  }
  // The same without an event (no timestamps to write and read), the
  // enqueue (recording) timed apart from the finish (submit and wait).
  std::vector<double> plainTrip, record;
  for (int i = 0; i < iterations / 4; ++i) {
    auto t0 = Clock::now();
    (void)(*queue)->enqueue(*kernel, range);
    auto t1 = Clock::now();
    (void)(*queue)->finish();
    plainTrip.push_back(
        std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
    record.push_back(
        std::chrono::duration<double, std::micro>(t1 - t0).count());
  }
  std::printf("vkcl   %-28s without an event: round trip %.1f us (median), "
              "of which enqueue %.2f us\n",
              (*device)->info().name.c_str(), median(plainTrip),
              median(record));
  std::printf("vkcl   %-28s enqueue %.2f us, batch of %d drained in %.1f us "
              "(%.2f us/dispatch), round trip %.1f us (median), GPU %.2f us "
              "(median)\n",
              (*device)->info().name.c_str(), enqueueUs, iterations, drainUs,
              drainUs / iterations, median(roundTrip),
              iterations / 4 ? median(gpu) : 0);
  return 0;
}
