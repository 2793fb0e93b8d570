/*
 * Which kernels run: the AVX2 forms when the CPU has AVX2, unless RT_NO_AVX2 is set (see
 * include/raster_kernels.h). Decided on the first call and cached.
 */
#include "raster_kernels.h"

#include <stdlib.h>

#if defined(__x86_64__) || defined(__i386__)

bool rt_kernels_have_avx2(void) {
    static int state = -1; /* racing first callers all store the same answer */
    int s = __atomic_load_n(&state, __ATOMIC_RELAXED);
    if (s < 0) {
        __builtin_cpu_init();
        /* RT_NO_AVX2 (any value) runs the portable kernels, as on a CPU without AVX2: the tests
           use it to check both give the same bytes. */
        s = __builtin_cpu_supports("avx2") && getenv("RT_NO_AVX2") == NULL ? 1 : 0;
        __atomic_store_n(&state, s, __ATOMIC_RELAXED);
    }
    return s == 1;
}

#else

bool rt_kernels_have_avx2(void) { return false; }

#endif
