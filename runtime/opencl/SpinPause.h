// The pause between two looks of a short spin-wait (the queue thread's
// look for new work after a batch completes, clFinish's look for the last
// completion).
//
// Both spin on an atomic for at most 50 µs before they sleep, because a
// condition variable's wake-up costs as much as a short command. They
// spun on sched_yield() until 2026-12-07: a system call per look, which on
// the H100 machine (16 vCPUs, a VM) made the ICD's empty-kernel round trip
// bimodal, 17.9-18.8 µs or 22.1-22.4 µs from one run to the next, against
// 18.4-18.5 µs in every run with the CPU's spin-wait hint, which costs no
// system call and leaves the core's other hardware thread its share.
// Sleeping at once instead was slower still (22.6-25.1 µs).
#pragma once

#include <thread>

namespace vkcl::ocl {

inline void spinPause() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#elif defined(__aarch64__)
  asm volatile("yield");
#else
  std::this_thread::yield();
#endif
}

} // namespace vkcl::ocl
