// Stress test of vkcl pipes: millions of packets through one small pipe by
// many concurrent producers and consumers, every packet accounted for.
//
// Why a separate program and not an e2e test: the point is volume and
// concurrency on a real GPU (10M packets, producer and consumer kernels
// running at the same time on two queues), which a CI run on CPU drivers
// cannot give; it runs small there too, to keep it working.
//
// Each case pairs a producer path with a consumer path (per work-item,
// reservations of 4, work-group reservations; the same path on both sides,
// then mixed ones, so reservations of different sizes interleave in one
// ring). Producer entities (work-items, or work-groups for wg) each own a
// sequence of packets (entity, 0), (entity, 1), ...; a round dispatches
// every producer entity once (one attempt: a packet, 4, or the group's) and
// enough consumers for a pipe's worth, on two queues at once when the device
// has two (else one after the other on one queue). Nothing waits inside a
// kernel: a full or empty pipe fails the attempt and the next round retries.
// The host checks, every round: the consumers' log (a fixed place per
// consumer, so one reservation's packets stay in its order), each packet's
// checksum, that it was written (its producer's count says so) and never
// read before, that the packets of one producer inside one reservation come
// in increasing sequence order, that a reservation was read whole, and that
// the pipe's count equals written - read. At the end every producer must
// have sent all its packets and every packet must have been read once.
// Usage: vkcl-pipe-stress DIR [PACKETS [CAPACITY [QUEUES]]]
//   DIR: stress_{wi,res4,wg}.spv; PACKETS (at least; default 10000000),
//   CAPACITY (pipe packets, a multiple of 4096; default 65536), QUEUES (1
//   or 2; default 2 when the device has two; 2 on a device with one puts
//   two vkcl Queues on its VkQueue, to exercise that host path).
#include "vkcl/Runtime.h"

#include <array>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <string>
#include <unordered_map>
#include <vector>

namespace {

const char *Tool = "vkcl-pipe-stress";
constexpr uint32_t GroupSize = 256;
constexpr uint32_t EmptySlot = 0xFFFFFFFFu;  // the log's fill: no packet
constexpr uint32_t FailedRead = 0xFFFFFFFEu; // StressPacket.h's FAILED_READ

/// StressPacket.h's Packet.
struct Packet {
  uint32_t producer, seq, payload[5], check;
};
static_assert(sizeof(Packet) == 32, "the kernels' packet is 32 bytes");

uint32_t mixBits(uint32_t h) {
  h ^= h >> 16;
  h *= 0x7feb352du;
  h ^= h >> 15;
  h *= 0x846ca68bu;
  h ^= h >> 16;
  return h;
}

/// StressPacket.h's packetOf.
Packet packetOf(uint32_t producer, uint32_t seq) {
  Packet p;
  p.producer = producer;
  p.seq = seq;
  uint32_t c = mixBits(0x5bd1e995u ^ producer);
  c = mixBits(c ^ seq);
  for (uint32_t k = 0; k < 5; ++k) {
    p.payload[k] =
        mixBits(producer * 0x9e3779b1u + mixBits(seq + k * 0x632be5abu));
    c = mixBits(c ^ p.payload[k]);
  }
  p.check = c;
  return p;
}

enum class Path { WorkItem, Reserve4, WorkGroup };

struct PathInfo {
  const char *name;
  uint32_t packets; ///< per reservation: 1, 4 or the work-group size
};

PathInfo info(Path p) {
  switch (p) {
  case Path::WorkItem:
    return {"wi", 1};
  case Path::Reserve4:
    return {"res4", 4};
  case Path::WorkGroup:
    return {"wg", GroupSize};
  }
  return {"?", 1};
}

/// What a case found.
struct Counts {
  uint64_t total = 0, written = 0, read = 0;
  uint64_t duplicated = 0, corrupt = 0, phantom = 0, outOfOrder = 0;
  uint64_t partial = 0, failedReads = 0, failedWrites = 0, countErrors = 0;
  uint64_t runsChecked = 0, rounds = 0;
  std::string error; ///< a failure outside the counts (API, stall)
};

class Stress {
public:
  Stress(vkcl::Device &device, vkcl::Queue &producerQueue,
         vkcl::Queue &consumerQueue, const std::string &dir, uint32_t capacity)
      : device_(device), pq_(producerQueue), cq_(consumerQueue), dir_(dir),
        capacity_(capacity) {}

  Counts run(Path producer, Path consumer, uint64_t atLeast);

private:
  std::shared_ptr<vkcl::Program> program(Path p, std::string &error);
  bool fail(Counts &c, const std::string &what, const vkcl::Status &s) {
    if (!s && c.error.empty())
      c.error = what + ": " + s.message();
    return !s;
  }
  void checkLog(Counts &c, const std::vector<Packet> &log, uint32_t run,
                const std::vector<uint32_t> &sent, uint32_t perEntity,
                std::vector<bool> &seen);

  vkcl::Device &device_;
  vkcl::Queue &pq_, &cq_;
  std::string dir_;
  uint32_t capacity_;
  std::unordered_map<int, std::shared_ptr<vkcl::Program>> programs_;
};

std::shared_ptr<vkcl::Program> Stress::program(Path p, std::string &error) {
  auto found = programs_.find(int(p));
  if (found != programs_.end())
    return found->second;
  auto program = vkcl::Program::fromFile(device_, dir_ + "/stress_" +
                                                      info(p).name + ".spv");
  if (!program) {
    error = program.error().message;
    return nullptr;
  }
  return programs_[int(p)] = *program;
}

/// Checks one round's log: runs of `run` slots, one per consumer
/// reservation, all empty or all holding packets.
void Stress::checkLog(Counts &c, const std::vector<Packet> &log, uint32_t run,
                      const std::vector<uint32_t> &sent, uint32_t perEntity,
                      std::vector<bool> &seen) {
  std::unordered_map<uint32_t, uint32_t> last; // producer -> seq in this run
  for (size_t start = 0; start < log.size(); start += run) {
    uint32_t filled = 0;
    last.clear();
    for (uint32_t k = 0; k < run; ++k) {
      const Packet &p = log[start + k];
      if (p.producer == EmptySlot)
        continue;
      ++filled;
      if (p.producer == FailedRead) {
        ++c.failedReads;
        continue;
      }
      Packet want = packetOf(p.producer, p.seq);
      if (p.producer >= sent.size() || p.seq >= perEntity ||
          std::memcmp(&p, &want, sizeof p) != 0) {
        ++c.corrupt;
        continue;
      }
      if (p.seq >= sent[p.producer]) {
        ++c.phantom; // read before its producer recorded the write
        continue;
      }
      uint64_t id = uint64_t(p.producer) * perEntity + p.seq;
      if (seen[id]) {
        ++c.duplicated;
        continue;
      }
      seen[id] = true;
      ++c.read;
      if (run > 1) {
        auto it = last.find(p.producer);
        if (it != last.end() && p.seq <= it->second)
          ++c.outOfOrder;
        last[p.producer] = p.seq;
      }
    }
    if (filled != 0 && filled != run)
      ++c.partial;
    if (filled == run && run > 1)
      ++c.runsChecked;
  }
}

Counts Stress::run(Path producerPath, Path consumerPath, uint64_t atLeast) {
  Counts c;
  PathInfo pi = info(producerPath), ci = info(consumerPath);
  // A round offers 1.25 pipes' worth of packets and takes up to one pipe's
  // worth: the pipe fills up, writes fail, and the failed ones retry.
  uint32_t offered = capacity_ + capacity_ / 4;
  uint32_t entities = offered / pi.packets;
  uint32_t attempts = uint32_t((atLeast + offered - 1) / offered);
  uint32_t perEntity = attempts * pi.packets;
  c.total = uint64_t(entities) * perEntity;
  uint64_t producerItems = producerPath == Path::WorkGroup
                               ? uint64_t(entities) * GroupSize
                               : entities;
  uint64_t consumerItems = consumerPath == Path::WorkItem   ? capacity_
                           : consumerPath == Path::Reserve4 ? capacity_ / 4
                                                            : capacity_;

  std::string error;
  auto pp = program(producerPath, error);
  auto cp = pp ? program(consumerPath, error) : nullptr;
  if (!cp) {
    c.error = error;
    return c;
  }
  auto producer = pp->createKernel(std::string("produce_") + pi.name);
  auto consumer = cp->createKernel(std::string("consume_") + ci.name);
  auto pipe = vkcl::Pipe::create(device_, pq_, sizeof(Packet), capacity_);
  auto sent = vkcl::Buffer::create(device_, 4 * entities);
  auto failed = vkcl::Buffer::create(device_, 4 * producerItems);
  auto log = vkcl::Buffer::create(device_, sizeof(Packet) * capacity_);
  for (const vkcl::Status &s :
       {producer.status(), consumer.status(), pipe.status(), sent.status(),
        failed.status(), log.status()})
    if (fail(c, "setup", s))
      return c;
  if (fail(c, "setup", pq_.fill(*sent, 0, sent->size(), 0)) ||
      fail(c, "setup", pq_.fill(*failed, 0, failed->size(), 0)) ||
      fail(c, "setup", producer->setArg(0, *pipe)) ||
      fail(c, "setup", producer->setArg(1, *sent)) ||
      fail(c, "setup", producer->setArg(2, *failed)) ||
      fail(c, "setup", producer->setValue(3, perEntity)) ||
      fail(c, "setup", consumer->setArg(0, *pipe)) ||
      fail(c, "setup", consumer->setArg(1, *log)) ||
      fail(c, "setup", pq_.finish()))
    return c;

  vkcl::NDRange prange = vkcl::NDRange::linear(producerItems, GroupSize);
  vkcl::NDRange crange = vkcl::NDRange::linear(consumerItems, GroupSize);
  std::vector<bool> seen(c.total);
  std::vector<uint32_t> sentNow(entities);
  std::vector<Packet> logNow(capacity_);
  uint64_t maxRounds = 20ull * attempts + 100;
  int stalled = 0;
  while (c.read < c.total && c.error.empty()) {
    if (++c.rounds > maxRounds) {
      c.error = "not done after " + std::to_string(maxRounds) + " rounds";
      break;
    }
    uint64_t before = c.written + c.read;
    bool two = &pq_ != &cq_;
    if (fail(c, "clear log", cq_.fill(*log, 0, log->size(), EmptySlot)) ||
        fail(c, "producer", pq_.enqueue(*producer, prange)) ||
        fail(c, "consumer", cq_.enqueue(*consumer, crange)) ||
        (two && fail(c, "flush", pq_.flush())) ||
        (two && fail(c, "flush", cq_.flush())) ||
        fail(c, "finish", pq_.finish()) || fail(c, "finish", cq_.finish()) ||
        fail(c, "read sent",
             pq_.read(*sent, 0, sentNow.data(), sent->size())) ||
        fail(c, "read log", cq_.read(*log, 0, logNow.data(), log->size())))
      break;
    c.written = 0;
    for (uint32_t s : sentNow)
      c.written += s;
    checkLog(c, logNow, ci.packets, sentNow, perEntity, seen);
    auto inPipe = pipe->numPackets(pq_);
    if (!inPipe) {
      fail(c, "numPackets", inPipe.status());
      break;
    }
    // Counting what was read (duplicates and bad packets too, which are
    // failures anyway) the pipe must hold written - read.
    uint64_t consumed =
        c.read + c.duplicated + c.corrupt + c.phantom + c.failedReads;
    if (*inPipe != c.written - consumed)
      ++c.countErrors;
    stalled = c.written + c.read == before ? stalled + 1 : 0;
    if (stalled == 3)
      c.error = "no packet written or read for 3 rounds";
  }
  std::vector<uint32_t> failedNow(producerItems);
  if (!fail(c, "read failures",
            pq_.read(*failed, 0, failedNow.data(), failed->size())))
    for (uint32_t f : failedNow)
      c.failedWrites += f != 0;
  return c;
}

bool passed(const Counts &c) {
  return c.error.empty() && c.written == c.total && c.read == c.total &&
         c.duplicated + c.corrupt + c.phantom + c.outOfOrder + c.partial +
                 c.failedReads + c.failedWrites + c.countErrors ==
             0;
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s DIR [PACKETS [CAPACITY [QUEUES]]]\n", Tool);
    return 2;
  }
  std::string dir = argv[1];
  uint64_t packets = argc > 2 ? std::strtoull(argv[2], nullptr, 0) : 10000000;
  uint32_t capacity =
      argc > 3 ? uint32_t(std::strtoul(argv[3], nullptr, 0)) : 65536;
  if (packets == 0 || capacity == 0 || capacity % 4096) {
    std::fprintf(stderr, "%s: PACKETS > 0, CAPACITY a multiple of 4096\n",
                 Tool);
    return 2;
  }
  auto device = vkcl::Device::create();
  if (!device) {
    std::fprintf(stderr, "%s: %s\n", Tool, device.error().message.c_str());
    return 1;
  }
  vkcl::Device &dev = **device;
  // QUEUES 2 on a device with one VkQueue: two vkcl Queues on it, which
  // exercises the two-queue host path (the kernels then do not overlap).
  uint32_t queues = std::min(dev.queueCount(), 2u);
  if (argc > 4)
    queues = std::max(1u, std::min(2u, uint32_t(std::atoi(argv[4]))));
  bool shared = queues > dev.queueCount();
  auto q0 = vkcl::Queue::create(dev, 0);
  auto q1 = queues > 1 ? vkcl::Queue::create(dev, shared ? 0 : 1)
                       : vkcl::Result<std::unique_ptr<vkcl::Queue>>(nullptr);
  if (!q0 || !q1) {
    std::fprintf(stderr, "%s: %s\n", Tool,
                 (!q0 ? q0.error() : q1.error()).message.c_str());
    return 1;
  }
  vkcl::Queue &producerQueue = **q0;
  vkcl::Queue &consumerQueue = queues > 1 ? **q1 : **q0;
  std::printf("# %s (%s): pipe of %u packets of %zu bytes, at least %" PRIu64
              " packets per case, %s\n",
              dev.info().name.c_str(), dev.info().driverName.c_str(), capacity,
              sizeof(Packet), packets,
              queues == 1 ? "one queue (producer, then consumer, each round)"
              : shared    ? "two vkcl queues on the device's one VkQueue "
                            "(the two-queue path; kernels do not overlap)"
                          : "producers on queue 0 and consumers on queue 1 at "
                            "the same time");

  const std::pair<Path, Path> cases[] = {
      {Path::WorkItem, Path::WorkItem},   {Path::Reserve4, Path::Reserve4},
      {Path::WorkGroup, Path::WorkGroup}, {Path::WorkItem, Path::WorkGroup},
      {Path::Reserve4, Path::WorkItem},   {Path::WorkGroup, Path::Reserve4}};
  Stress stress(dev, producerQueue, consumerQueue, dir, capacity);
  uint64_t all = 0;
  int failures = 0;
  double seconds = 0;
  for (auto [p, c] : cases) {
    auto start = std::chrono::steady_clock::now();
    Counts n = stress.run(p, c, packets);
    double s =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
    seconds += s;
    bool ok = passed(n);
    failures += !ok;
    all += n.read;
    std::printf("%s %s->%s: %" PRIu64 " packets, %" PRIu64 " written, %" PRIu64
                " read once, %" PRIu64 " lost, %" PRIu64 " duplicated, %" PRIu64
                " corrupt, %" PRIu64 " read before written, %" PRIu64
                " out of order (%" PRIu64 " runs checked), %" PRIu64
                " partial reservations, %" PRIu64 " failed reads, %" PRIu64
                " failed writes, %" PRIu64 " count mismatches; %" PRIu64
                " rounds, %u queue%s, %.2f s%s%s\n",
                ok ? "PASS" : "FAIL", info(p).name, info(c).name, n.total,
                n.written, n.read, n.total - n.read, n.duplicated, n.corrupt,
                n.phantom, n.outOfOrder, n.runsChecked, n.partial,
                n.failedReads, n.failedWrites, n.countErrors, n.rounds, queues,
                queues > 1 ? "s" : "", s, n.error.empty() ? "" : ": ",
                n.error.c_str());
    std::fflush(stdout);
  }
  std::printf("%s: %d of %zu cases passed, %" PRIu64
              " packets delivered exactly once, %.2f s\n",
              failures ? "FAIL" : "PASS", int(std::size(cases)) - failures,
              std::size(cases), all, seconds);
  return failures ? 1 : 0;
}
