// The end of vkcl's OpenCL C library: what prelude.h changed for the
// library is given back to the user's program, which starts right after.
#pragma once

#ifdef __OPENCL_C_VERSION__
#pragma OPENCL FP_CONTRACT DEFAULT
#endif
