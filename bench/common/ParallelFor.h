// parallelFor: the host-side work of the benchmarks whose inputs and
// references take long on one core at 1 GiB (bench/library's int_mix and
// math references, half a minute and some three minutes; bench/atomics'
// pattern and histogram and bench/workgroup's patterns and references,
// seconds each), spread over the host's cores. Shared here so that no
// benchmark includes another's header for it. Header-only; a target that
// uses it links Threads::Threads.
#pragma once

#include <algorithm>
#include <cstddef>
#include <thread>
#include <vector>

namespace bench {

/// body(begin, end) over [0, count) in slices across the host's cores (one
/// slice for a small count).
template <typename Body> void parallelFor(size_t count, Body body) {
  size_t threads =
      std::max<size_t>(1, std::min<size_t>(std::thread::hardware_concurrency(),
                                           count / 65536 + 1));
  std::vector<std::thread> pool;
  for (size_t t = 0; t < threads; ++t)
    pool.emplace_back(
        [&, t] { body(count * t / threads, count * (t + 1) / threads); });
  for (std::thread &thread : pool)
    thread.join();
}

} // namespace bench
