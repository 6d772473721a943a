// Shared by the pipe suites (Pipe*Test.cpp): a fixture that builds OpenCL C
// 2.0 kernels and binds Pipe arguments, the uint4 packet kernels most tests
// use, and host-side checks (multisets, per-producer order, contiguous runs).
//
// Pipes are non-blocking here: write_pipe on a full pipe and read_pipe on an
// empty one return a negative value, reservations that do not fit are
// invalid. Packets are never lost or duplicated.
#pragma once

#include "E2eFixture.h"
#include "vkcl/runtime/Pipe.h"

#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <utility>

namespace vkcl::e2e {

/// A uint4 packet as the kernels below write it: (producer, sequence,
/// payload, tag).
using Packet = std::array<uint32_t, 4>;

/// Options for pipe kernels: OpenCL C 2.0.
inline CompileOptions cl20() {
  CompileOptions options;
  options.clStd = ClStd::CL2_0;
  return options;
}

/// uint4-packet kernels. `produce`: work-item g writes packets
/// (g, s, payload[g * perItem + s], tag) for s = 0..perItem-1 and records
/// each write_pipe result. `consume`: every work-item reads perItem packets
/// (out[i] only where the read succeeded). `drain`: one work-item reads
/// until the pipe is empty or `max` packets, in pipe order. `info_*`:
/// get_pipe_num_packets and get_pipe_max_packets through either access.
inline const char *Uint4Kernels = R"CL(
__kernel void produce(__write_only pipe uint4 p, __global const uint *payload,
                      uint perItem, uint tag, __global int *status) {
  uint g = get_global_id(0);
  for (uint s = 0; s < perItem; ++s) {
    uint i = g * perItem + s;
    uint4 v = (uint4)(g, s, payload[i], tag);
    status[i] = write_pipe(p, &v);
  }
}
__kernel void consume(__read_only pipe uint4 p, uint perItem,
                      __global uint4 *out, __global int *status) {
  uint g = get_global_id(0);
  for (uint s = 0; s < perItem; ++s) {
    uint i = g * perItem + s;
    uint4 v;
    int r = read_pipe(p, &v);
    status[i] = r;
    if (r == 0)
      out[i] = v;
  }
}
__kernel void drain(__read_only pipe uint4 p, uint max, __global uint4 *out,
                    __global uint *count) {
  uint n = 0;
  uint4 v;
  while (n < max && read_pipe(p, &v) == 0)
    out[n++] = v;
  count[0] = n;
}
__kernel void info_r(__read_only pipe uint4 p, __global uint *out) {
  out[0] = get_pipe_num_packets(p);
  out[1] = get_pipe_max_packets(p);
}
__kernel void info_w(__write_only pipe uint4 p, __global uint *out) {
  out[0] = get_pipe_num_packets(p);
  out[1] = get_pipe_max_packets(p);
}
)CL";

class PipeFixture : public E2eTest {
protected:
  std::shared_ptr<Program> pipeProgram(const std::string &source) {
    return build(source, cl20());
  }
  Kernel pipeKernel(const std::string &source, const std::string &name = {}) {
    return kernel(source, name, cl20());
  }
  Kernel kernelOf(const std::shared_ptr<Program> &program,
                  const std::string &name) {
    auto k = program->createKernel(name);
    if (!k)
      throw E2eError("createKernel(" + name + ") failed: " + describe(k));
    return std::move(k.value());
  }

  /// An empty pipe of `maxPackets` packets of `packetSize` bytes.
  Pipe makePipe(uint32_t packetSize, uint32_t maxPackets) {
    auto pipe = Pipe::create(device(), queue(), packetSize, maxPackets);
    if (!pipe)
      throw E2eError("Pipe::create(" + std::to_string(packetSize) + ", " +
                     std::to_string(maxPackets) +
                     ") failed: " + describe(pipe));
    return std::move(pipe.value());
  }
  /// The packets in the pipe, as the host sees them.
  uint32_t hostPackets(const Pipe &pipe) {
    auto n = pipe.numPackets(queue());
    if (!n)
      throw E2eError("Pipe::numPackets failed: " + describe(n));
    return n.value();
  }

  /// Sets arguments 0, 1, …: a Pipe, a Buffer, LocalBytes or a value.
  template <typename... Args> void bind(Kernel &k, const Args &...args) {
    setArgs(k, args...);
  }
  /// bind, then enqueue on the shared queue and wait.
  template <typename... Args>
  void launch(Kernel &k, const NDRange &range, const Args &...args) {
    run(k, range, args...);
  }
  /// bind, then enqueue on the shared queue without waiting.
  template <typename... Args>
  void enqueue(Kernel &k, const NDRange &range, const Args &...args) {
    setArgs(k, args...);
    check(queue().enqueue(k, range), "Queue::enqueue");
  }

  // ---- the uint4 kernels (Uint4Kernels) ----
  void buildUint4(const std::string &extra = {}) {
    uint4Program_ = pipeProgram(std::string(Uint4Kernels) + extra);
  }
  Kernel uint4Kernel(const std::string &name) {
    if (!uint4Program_)
      buildUint4();
    return kernelOf(uint4Program_, name);
  }
  /// Runs `produce` over `items` work-items; returns the statuses and, in
  /// `packets`, what each (producer, sequence) writes.
  std::vector<int32_t> produce(const Pipe &pipe, uint32_t items,
                               uint32_t perItem, uint32_t tag,
                               std::vector<Packet> *packets = nullptr,
                               uint32_t local = 0) {
    Kernel k = uint4Kernel("produce");
    const size_t n = size_t(items) * perItem;
    auto payload = random<uint32_t>(n);
    Buffer bpayload = upload(payload), status = makeBuffer(n * 4);
    launch(k, NDRange::linear(items, local), pipe, bpayload, perItem, tag,
           status);
    if (packets) {
      packets->clear();
      for (uint32_t g = 0; g < items; ++g)
        for (uint32_t s = 0; s < perItem; ++s)
          packets->push_back({g, s, payload[size_t(g) * perItem + s], tag});
    }
    return download<int32_t>(status, n);
  }
  /// Runs `consume`; returns the statuses, and the packets in `out`.
  std::vector<int32_t> consume(const Pipe &pipe, uint32_t items,
                               uint32_t perItem, std::vector<Packet> &out,
                               uint32_t local = 0) {
    Kernel k = uint4Kernel("consume");
    const size_t n = size_t(items) * perItem;
    Buffer bout = makeBuffer(n * 16), status = makeBuffer(n * 4);
    launch(k, NDRange::linear(items, local), pipe, perItem, bout, status);
    out = download<Packet>(bout, n);
    return download<int32_t>(status, n);
  }
  /// One work-item reads up to `max` packets, in pipe order.
  std::vector<Packet> drain(const Pipe &pipe, uint32_t max) {
    Kernel k = uint4Kernel("drain");
    Buffer out = makeBuffer(size_t(max) * 16 + 16), count = makeBuffer(4);
    launch(k, NDRange::linear(1, 1), pipe, max, out, count);
    uint32_t n = download<uint32_t>(count, 1)[0];
    if (n > max)
      throw E2eError("drain read " + std::to_string(n) + " > " +
                     std::to_string(max) + " packets");
    return download<Packet>(out, n);
  }
  /// get_pipe_num_packets and get_pipe_max_packets, through a read_only or
  /// a write_only argument.
  std::pair<uint32_t, uint32_t> kernelInfo(const Pipe &pipe, bool readOnly) {
    Kernel k = uint4Kernel(readOnly ? "info_r" : "info_w");
    Buffer out = makeBuffer(8);
    launch(k, NDRange::linear(1, 1), pipe, out);
    auto v = download<uint32_t>(out, 2);
    return {v[0], v[1]};
  }

private:
  std::shared_ptr<Program> uint4Program_;
};

// ---------------------------------------------------------------------------
// Host-side checks.

/// Collects problems: one failure that lists the first few and counts all.
class Problems {
public:
  void add(const std::string &what) {
    if (++count_ <= 10)
      os_ << "\n  " << what;
  }
  size_t count() const { return count_; }
  ::testing::AssertionResult result() const {
    if (!count_)
      return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure()
           << count_ << " problem(s)" << (count_ > 10 ? ", the first 10" : "")
           << ":" << os_.str();
  }

private:
  size_t count_ = 0;
  std::ostringstream os_;
};

/// How many statuses are 0 (success); every other one must be negative.
inline ::testing::AssertionResult
countSuccesses(const std::vector<int32_t> &status, size_t want) {
  size_t ok = 0, bad = 0;
  std::ostringstream os;
  for (size_t i = 0; i < status.size(); ++i) {
    if (status[i] == 0)
      ++ok;
    else if (status[i] >= 0 && ++bad <= 10)
      os << "\n  [" << i << "] returned " << status[i]
         << " (neither 0 nor negative)";
  }
  if (bad)
    return ::testing::AssertionFailure() << bad << " bad statuses:" << os.str();
  if (ok != want)
    return ::testing::AssertionFailure()
           << ok << " of " << status.size() << " succeeded, want " << want;
  return ::testing::AssertionSuccess();
}

/// The same elements with the same multiplicities, whatever the order;
/// lists what is missing and what is extra.
template <typename T>
::testing::AssertionResult sameMultiset(std::vector<T> got,
                                        std::vector<T> want) {
  std::sort(got.begin(), got.end());
  std::sort(want.begin(), want.end());
  std::vector<T> missing, extra;
  std::set_difference(want.begin(), want.end(), got.begin(), got.end(),
                      std::back_inserter(missing));
  std::set_difference(got.begin(), got.end(), want.begin(), want.end(),
                      std::back_inserter(extra));
  if (missing.empty() && extra.empty())
    return ::testing::AssertionSuccess();
  std::ostringstream os;
  os << got.size() << " elements, want " << want.size() << "; "
     << missing.size() << " missing, " << extra.size()
     << " extra (or duplicated)";
  for (size_t i = 0; i < missing.size() && i < 8; ++i)
    os << "\n  missing " << Show<T>{missing[i]};
  for (size_t i = 0; i < extra.size() && i < 8; ++i)
    os << "\n  extra   " << Show<T>{extra[i]};
  return ::testing::AssertionFailure() << os.str();
}

/// The elements of `v` whose status is 0.
template <typename T>
std::vector<T> succeeded(const std::vector<T> &v,
                         const std::vector<int32_t> &status) {
  std::vector<T> out;
  for (size_t i = 0; i < v.size() && i < status.size(); ++i)
    if (status[i] == 0)
      out.push_back(v[i]);
  return out;
}

/// In a sequence of packets read in this order, each producer's
/// (packet[0]) sequence numbers (packet[1]) strictly increase.
inline ::testing::AssertionResult
perProducerIncreasing(const std::vector<Packet> &inReadOrder,
                      const std::string &what = "reader") {
  std::map<uint32_t, uint32_t> last;
  std::ostringstream os;
  size_t bad = 0;
  for (size_t i = 0; i < inReadOrder.size(); ++i) {
    const Packet &p = inReadOrder[i];
    auto it = last.find(p[0]);
    if (it != last.end() && p[1] <= it->second && ++bad <= 8)
      os << "\n  " << what << " read #" << i << ": producer " << p[0]
         << " sequence " << p[1] << " after " << it->second;
    last[p[0]] = p[1];
  }
  if (!bad)
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << bad << " packets out of their producer's order:" << os.str();
}

/// Packets in pipe order, each of reservation `key(p)` at index `index(p)`
/// within it: every reservation's packets form one contiguous run with
/// indices 0, 1, …, length(key) - 1 in that order, and no reservation
/// comes twice. Returns the keys in pipe order through `keys`.
template <typename Key, typename Index, typename Length>
::testing::AssertionResult contiguousRuns(const std::vector<Packet> &v, Key key,
                                          Index index, Length length,
                                          std::vector<uint64_t> *keys = {}) {
  std::map<uint64_t, size_t> seen;
  size_t i = 0;
  while (i < v.size()) {
    const uint64_t k = key(v[i]);
    const size_t n = length(k);
    if (!seen.emplace(k, i).second)
      return ::testing::AssertionFailure()
             << "reservation " << k << " at packet " << i
             << " already began at packet " << seen[k];
    if (n == 0)
      return ::testing::AssertionFailure()
             << "packet " << i << " of reservation " << k
             << ", which should have no packets";
    for (size_t j = 0; j < n; ++j) {
      if (i + j >= v.size())
        return ::testing::AssertionFailure()
               << "reservation " << k << " at packet " << i << " has "
               << (v.size() - i) << " of its " << n
               << " packets before the end";
      if (key(v[i + j]) != k || index(v[i + j]) != j)
        return ::testing::AssertionFailure()
               << "packet " << i + j << " " << Show<Packet>{v[i + j]}
               << ": want index " << j << " of reservation " << k << " (run of "
               << n << " from packet " << i << ")";
    }
    if (keys)
      keys->push_back(k);
    i += n;
  }
  return ::testing::AssertionSuccess();
}

} // namespace vkcl::e2e
