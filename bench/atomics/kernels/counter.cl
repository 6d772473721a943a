// One global atomic counter handing out tickets, the most contended atomic
// there is (every work-item of the grid on one word): for each element of
// [0, n) it grid-strides over, a work-item takes a ticket with atomic_inc
// and writes the element's index at out[ticket], a scatter whose result is
// a permutation of [0, n) exactly when every ticket was handed out once.
// The counter is out[n], zeroed by the host before every run; a ticket
// past n (a counter not reset) writes nothing, so a missed reset fails the
// check rather than writing past the buffer. n: the number of elements,
// 16 bytes of the benchmark's BYTES each (the input is not read). OpenCL
// C 1.2, as hist256.cl.
kernel void counter(global uint *out, uint n) {
  for (uint i = get_global_id(0); i < n; i += get_global_size(0)) {
    uint ticket = atomic_inc(&out[n]);
    if (ticket < n)
      out[ticket] = i;
  }
}
