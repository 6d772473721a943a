// Producers and consumers of one pipe running at the same time, with a pipe
// much smaller than the traffic. No kernel may wait for another, so each
// round every producer writes its next packets until the pipe refuses one
// (or it has made `attempts`), every consumer reads until the pipe refuses
// one, and the test repeats rounds until everything has been written and
// read. Producers record which packets they wrote, consumers log what they
// read in their own read order (a log per consumer: no atomics needed).
//
// Checked: every packet read is one that was written (its producer, number
// and payload), none read twice, every written packet read once, and each
// consumer got each producer's packets in the producer's order; with
// work-group reservations, every reservation read is one producer's batch,
// whole and in index order.
//
// Three ways to run them together: a producer and a consumer kernel on
// queues 0 and 1 when the device has two (else on one queue, where they
// take turns); and one kernel whose even work-groups produce and odd ones
// consume, with the same Pipe bound to its write_only and its read_only
// argument. OpenCL C forbids a kernel to read and write one pipe; vkcl's
// pipes do not care, and it is the only way to race readers against
// writers inside one dispatch on the single-queue CPU drivers CI has.
#include "Pipes.h"

#include <numeric>
#include <set>

namespace vkcl::e2e {
namespace {

// Shared by every kernel. Producer `id` writes packets (id, s, MIX(id, s),
// round); written[id * per + s] = round. Consumer `id` puts its k-th read
// at log[id * logCap + k] and who[…] = (id, k, index, round).
// Work-group forms: producer group `id` writes batch b as one reservation
// of L packets (id, b * L + l, …) (written[id * per + b] = round); consumer
// groups reserve L packets, work-item l reading index l; errors[0] = 1
// when a 4-argument call fails.
const char *ConcurrencyKernels = R"CL(
#define MIX(g, s) (seed ^ ((g) * 0x9E3779B1u) ^ ((s) * 0x85EBCA77u))

#define PRODUCE(P, id)                                                         \
  {                                                                            \
    uint s_ = next[id];                                                        \
    for (uint a_ = 0; a_ < attempts && s_ < per; ++a_) {                       \
      uint4 v_ = (uint4)(id, s_, MIX(id, s_), round);                          \
      if (write_pipe(P, &v_) != 0)                                             \
        break;                                                                 \
      written[(id) * per + s_] = round;                                        \
      ++s_;                                                                    \
    }                                                                          \
    next[id] = s_;                                                             \
  }

#define CONSUME(P, id)                                                         \
  {                                                                            \
    uint k_ = order[id];                                                       \
    for (uint a_ = 0; a_ < attempts; ++a_) {                                   \
      uint4 v_;                                                                \
      if (read_pipe(P, &v_) != 0)                                              \
        break;                                                                 \
      if (k_ < logCap) {                                                       \
        log[(id) * logCap + k_] = v_;                                          \
        who[(id) * logCap + k_] = (uint4)(id, k_, 0, round);                   \
      }                                                                        \
      ++k_;                                                                    \
    }                                                                          \
    order[id] = k_;                                                            \
  }

#define WG_PRODUCE(P, id)                                                      \
  {                                                                            \
    uint l_ = get_local_id(0), L_ = get_local_size(0), b_ = next[id];          \
    barrier(CLK_GLOBAL_MEM_FENCE);                                             \
    for (uint a_ = 0; a_ < attempts && b_ < per; ++a_) {                       \
      reserve_id_t r_ = work_group_reserve_write_pipe(P, L_);                  \
      if (!is_valid_reserve_id(r_))                                            \
        break;                                                                 \
      uint s_ = b_ * L_ + l_;                                                  \
      uint4 v_ = (uint4)(id, s_, MIX(id, s_), round);                          \
      if (write_pipe(P, r_, l_, &v_) != 0)                                     \
        errors[0] = 1;                                                          \
      work_group_commit_write_pipe(P, r_);                                     \
      if (l_ == 0)                                                             \
        written[(id) * per + b_] = round;                                      \
      ++b_;                                                                    \
    }                                                                          \
    if (l_ == 0)                                                               \
      next[id] = b_;                                                           \
  }

#define WG_CONSUME(P, id)                                                      \
  {                                                                            \
    uint l_ = get_local_id(0), L_ = get_local_size(0), k_ = order[id];         \
    barrier(CLK_GLOBAL_MEM_FENCE);                                             \
    for (uint a_ = 0; a_ < attempts; ++a_) {                                   \
      reserve_id_t r_ = work_group_reserve_read_pipe(P, L_);                   \
      if (!is_valid_reserve_id(r_))                                            \
        break;                                                                 \
      uint4 v_ = (uint4)(0xFFFFFFFFu);                                         \
      if (read_pipe(P, r_, l_, &v_) != 0)                                      \
        errors[0] = 1;                                                          \
      work_group_commit_read_pipe(P, r_);                                      \
      if (k_ < logCap) {                                                       \
        log[((id) * logCap + k_) * L_ + l_] = v_;                              \
        who[((id) * logCap + k_) * L_ + l_] = (uint4)(id, k_, l_, round);      \
      }                                                                        \
      ++k_;                                                                    \
    }                                                                          \
    if (l_ == 0)                                                               \
      order[id] = k_;                                                          \
  }

#define PRODUCER_ARGS                                                          \
  uint per, uint attempts, uint round, uint seed, __global uint *next,         \
      __global uint *written, __global uint *errors
#define CONSUMER_ARGS                                                          \
  uint attempts, uint round, uint logCap, __global uint *order,                \
      __global uint4 *log, __global uint4 *who, __global uint *errors

__kernel void producer(__write_only pipe uint4 p, PRODUCER_ARGS) {
  PRODUCE(p, get_global_id(0));
}
__kernel void consumer(__read_only pipe uint4 p, CONSUMER_ARGS) {
  CONSUME(p, get_global_id(0));
}
__kernel void wg_producer(__write_only pipe uint4 p, PRODUCER_ARGS) {
  WG_PRODUCE(p, get_group_id(0));
}
__kernel void wg_consumer(__read_only pipe uint4 p, CONSUMER_ARGS) {
  WG_CONSUME(p, get_group_id(0));
}
// Even groups produce, odd groups consume, in one dispatch.
__kernel void race(__write_only pipe uint4 out, __read_only pipe uint4 in,
                   PRODUCER_ARGS, uint logCap, __global uint *order,
                   __global uint4 *log, __global uint4 *who) {
  uint g = get_group_id(0);
  uint id = (g / 2) * get_local_size(0) + get_local_id(0);
  if (g % 2 == 0)
    PRODUCE(out, id)
  else
    CONSUME(in, id)
}
__kernel void wg_race(__write_only pipe uint4 out, __read_only pipe uint4 in,
                      PRODUCER_ARGS, uint logCap, __global uint *order,
                      __global uint4 *log, __global uint4 *who) {
  uint g = get_group_id(0);
  if (g % 2 == 0)
    WG_PRODUCE(out, g / 2)
  else
    WG_CONSUME(in, g / 2)
}
)CL";

/// The traffic of one test. Work-item forms: `producers` work-items write
/// `per` packets each. Work-group forms (batch > 1): `producers` groups of
/// `batch` work-items write `per` batches each.
struct Traffic {
  uint32_t producers, per, consumers, batch, capacity, attempts;
  uint32_t total() const { return producers * per * batch; }
  /// Log entries per consumer (work-item) or per consumer group
  /// (reservations of `batch`): room for everything.
  uint32_t logCap() const { return producers * per; }
};

class PipeConcurrency : public PipeFixture {
protected:
  void SetUp() override {
    PipeFixture::SetUp();
    if (!HasFatalFailure())
      program_ = pipeProgram(ConcurrencyKernels);
  }

  enum class Mode { TwoKernels, OneKernel };

  /// Runs rounds until every packet has been written and read, then checks
  /// the logs.
  void runTraffic(const Traffic &t, Mode mode) {
    const bool groups = t.batch > 1;
    const uint32_t seed = random<uint32_t>(1)[0];
    Pipe pipe = makePipe(16, t.capacity);
    const uint32_t producerItems = t.producers; // next[]: one per producer
    const uint32_t logEntries = t.consumers * t.logCap() * t.batch;
    Buffer next = upload(std::vector<uint32_t>(producerItems, 0));
    Buffer written = makeBuffer(size_t(t.producers) * t.per * 4);
    Buffer order = upload(std::vector<uint32_t>(t.consumers, 0));
    Buffer log = makeBuffer(size_t(logEntries) * 16);
    Buffer who = makeBuffer(size_t(logEntries) * 16);
    Buffer errors = upload(std::vector<uint32_t>(1, 0));

    // The consumer's queue: queue 1 where there is one.
    std::unique_ptr<Queue> second;
    Queue *consumerQueue = &queue();
    if (mode == Mode::TwoKernels && device().queueCount() >= 2) {
      auto q = Queue::create(device(), 1);
      if (!q)
        throw E2eError("Queue::create(device, 1) failed: " + describe(q));
      second = std::move(q.value());
      consumerQueue = second.get();
    }
    RecordProperty("consumer_queue", consumerQueue == &queue() ? 0 : 1);

    const std::string prefix = groups ? "wg_" : "";
    Kernel producer = kernelOf(program_, prefix + "producer");
    Kernel consumer = kernelOf(program_, prefix + "consumer");
    Kernel race = kernelOf(program_, prefix + "race");
    const uint64_t local = groups ? t.batch : 8;
    const uint64_t producerItemsTotal =
        groups ? uint64_t(t.producers) * t.batch : t.producers;
    const uint64_t consumerItemsTotal =
        groups ? uint64_t(t.consumers) * t.batch : t.consumers;

    auto finishAll = [&] {
      check(queue().finish(), "Queue::finish");
      if (second)
        check(second->finish(), "Queue::finish (queue 1)");
    };
    constexpr uint32_t RoundsPerWait = 4, MaxRounds = 400;
    uint32_t round = 0, done = 0, readCount = 0;
    while (round < MaxRounds) {
      for (uint32_t i = 0; i < RoundsPerWait; ++i) {
        ++round;
        if (mode == Mode::TwoKernels) {
          bind(producer, pipe, t.per, t.attempts, round, seed, next, written,
               errors);
          check(queue().enqueue(producer,
                                NDRange::linear(producerItemsTotal, local)),
                "enqueue producer");
          bind(consumer, pipe, t.attempts, round, t.logCap(), order, log, who,
               errors);
          check(consumerQueue->enqueue(
                    consumer, NDRange::linear(consumerItemsTotal, local)),
                "enqueue consumer");
          check(queue().flush(), "Queue::flush");
          if (second)
            check(second->flush(), "Queue::flush (queue 1)");
        } else {
          // Producer and consumer groups alternate: as many of each.
          ASSERT_EQ(producerItemsTotal, consumerItemsTotal);
          bind(race, pipe, pipe, t.per, t.attempts, round, seed, next, written,
               errors, t.logCap(), order, log, who);
          check(queue().enqueue(race,
                                NDRange::linear(2 * producerItemsTotal, local)),
                "enqueue race");
        }
      }
      finishAll();
      auto nexts = download<uint32_t>(next, producerItems);
      auto orders = download<uint32_t>(order, t.consumers);
      done = std::accumulate(nexts.begin(), nexts.end(), 0u) *
             (groups ? t.batch : 1);
      readCount = std::accumulate(orders.begin(), orders.end(), 0u) *
                  (groups ? t.batch : 1);
      if (done == t.total() && readCount >= t.total())
        break;
    }
    RecordProperty("rounds", round);
    ASSERT_EQ(done, t.total()) << "written after " << round << " rounds";
    ASSERT_EQ(readCount, t.total()) << "read after " << round << " rounds";
    EXPECT_EQ(hostPackets(pipe), 0u);
    EXPECT_EQ(download<uint32_t>(errors, 1)[0], 0u)
        << "a 4-argument read_pipe/write_pipe in a valid reservation failed";

    checkLogs(t, seed, download<uint32_t>(written, size_t(t.producers) * t.per),
              download<uint32_t>(order, t.consumers),
              download<Packet>(log, logEntries),
              download<Packet>(who, logEntries));
  }

  void checkLogs(const Traffic &t, uint32_t seed,
                 const std::vector<uint32_t> &written,
                 const std::vector<uint32_t> &orders,
                 const std::vector<Packet> &log,
                 const std::vector<Packet> &who) {
    const uint32_t B = t.batch, cap = t.logCap();
    std::set<std::pair<uint32_t, uint32_t>> seen;
    Problems problems;
    auto fail = [&](const std::string &what) { problems.add(what); };
    for (uint32_t c = 0; c < t.consumers; ++c) {
      if (orders[c] > cap) {
        fail("consumer " + std::to_string(c) + " read " +
             std::to_string(orders[c]) + " times, more than was written");
        continue;
      }
      // This consumer's reads in its read order (reservation by
      // reservation, index by index).
      std::vector<Packet> mine;
      for (uint32_t k = 0; k < orders[c]; ++k) {
        std::optional<uint32_t> batchOf; // producer of this reservation
        for (uint32_t l = 0; l < B; ++l) {
          const size_t at = (size_t(c) * cap + k) * B + l;
          const Packet &v = log[at], &w = who[at];
          std::ostringstream where;
          where << "consumer " << c << " read #" << k;
          if (B > 1)
            where << " index " << l;
          where << ": " << Show<Packet>{v};
          if (w != Packet{c, k, l, w[3]}) {
            std::ostringstream os;
            os << where.str() << ": its record is " << Show<Packet>{w}
               << ", want {" << c << ", " << k << ", " << l << ", round}";
            fail(os.str());
            continue;
          }
          const uint32_t g = v[0], s = v[1];
          if (g >= t.producers || s >= t.per * B) {
            fail(where.str() + ": no such packet");
            continue;
          }
          if (v[2] != (seed ^ (g * 0x9E3779B1u) ^ (s * 0x85EBCA77u)))
            fail(where.str() + ": wrong payload");
          const uint32_t wr = written[size_t(g) * t.per + s / B];
          if (wr != v[3])
            fail(where.str() + ": written in round " + std::to_string(v[3]) +
                 ", the producer's record says " +
                 (wr == Poison ? std::string("never") : std::to_string(wr)));
          if (!seen.insert({g, s}).second)
            fail(where.str() + ": read twice");
          if (B > 1) {
            // One reservation of B is one producer's batch, in order.
            if (!batchOf)
              batchOf = s - l;
            if (s != *batchOf + l || s % B != l)
              fail(where.str() + ": not index " + std::to_string(l) +
                   " of the batch starting at " + std::to_string(*batchOf));
          }
          mine.push_back(v);
        }
      }
      auto ordered =
          perProducerIncreasing(mine, "consumer " + std::to_string(c));
      if (!ordered)
        fail(ordered.message());
    }
    EXPECT_TRUE(problems.result()) << "the consumers' logs";
    EXPECT_EQ(seen.size(), t.total()) << "distinct packets read";
  }

  std::shared_ptr<Program> program_;
};

TEST_F(PipeConcurrency, ProducerAndConsumerKernels) {
  // 512 packets through a pipe of 24; consumers read up to 4 each per round.
  runTraffic({/*producers*/ 32, /*per*/ 16, /*consumers*/ 64, /*batch*/ 1,
              /*capacity*/ 24, /*attempts*/ 4},
             Mode::TwoKernels);
}

TEST_F(PipeConcurrency, ProducerAndConsumerKernelsWithWorkGroupReservations) {
  // 8 producer groups of 32 write 6 batches each (1536 packets) through a
  // pipe of 103 (three batches and change); 8 consumer groups.
  runTraffic({8, 6, 8, 32, 3 * 32 + 7, 2}, Mode::TwoKernels);
}

TEST_F(PipeConcurrency, ReadersRaceWritersInOneDispatch) {
  runTraffic({64, 12, 64, 1, 24, 4}, Mode::OneKernel);
}

TEST_F(PipeConcurrency, WorkGroupReadersRaceWritersInOneDispatch) {
  runTraffic({8, 6, 8, 32, 3 * 32 + 7, 2}, Mode::OneKernel);
}

} // namespace
} // namespace vkcl::e2e
