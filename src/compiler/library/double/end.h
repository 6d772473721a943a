// The end of the library's double functions (begin.h says why).
#endif // VKCL_LIB_FP64
#if defined(__OPENCL_C_VERSION__) && defined(cl_khr_fp64) &&                   \
    __OPENCL_C_VERSION__ < 120
#pragma OPENCL EXTENSION cl_khr_fp64 : disable
#endif
