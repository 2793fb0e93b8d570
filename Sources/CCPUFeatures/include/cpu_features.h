#ifndef RT_CPU_FEATURES_H
#define RT_CPU_FEATURES_H
/*
 * Which instruction sets this CPU offers the kernels (CRasterKernels, CDeflate, CPNGSupport).
 * Each kernel needing more than baseline x86-64 is compiled for that set on its own
 * (__attribute__((target(...)))) and called only when the check below says yes, so the package
 * keeps baseline x86-64 as its CPU floor. Each answer is found on the first call and cached.
 */
#include <stdbool.h>

/* True when this CPU runs AVX2 and the environment does not set RT_NO_AVX2 (any value), which
   runs the portable kernels instead, as on a CPU without AVX2 (the same bytes; the tests use it
   to compare the two). Always false off x86. */
bool rt_kernels_have_avx2(void);

/* True when this CPU has PCLMULQDQ and SSE4.1 (the carry-less multiply CRC-32). */
bool rt_cpu_has_pclmul(void);

#endif
