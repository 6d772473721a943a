// nextafter on half steps by half's own unit: computing it in float would
// be wrong, and the library has no half nextafter yet, so it is refused by
// name (fract likewise: its largest result below 1 is half's).
// TARGETS: desktop lavapipe
// ERROR: 'nextafter' on half is not supported by vkcl yet
// ERROR-AT: 9:10
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void k(global half *a) {
  a[0] = nextafter(a[0], a[1]);
}
