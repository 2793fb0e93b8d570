/*
 * The run-time CPU checks (see include/cpu_features.h).
 */
#include "cpu_features.h"

#include <stdlib.h>

#if defined(__x86_64__) || defined(__i386__)

/* state: -1 unknown, else the answer; racing first callers all store the same one. */
static bool cached(int *state, int (*find)(void)) {
    int s = __atomic_load_n(state, __ATOMIC_RELAXED);
    if (s < 0) {
        s = find();
        __atomic_store_n(state, s, __ATOMIC_RELAXED);
    }
    return s == 1;
}

static int find_avx2(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") && getenv("RT_NO_AVX2") == NULL;
}

static int find_pclmul(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("pclmul") && __builtin_cpu_supports("sse4.1");
}

bool rt_kernels_have_avx2(void) {
    static int state = -1;
    return cached(&state, find_avx2);
}

bool rt_cpu_has_pclmul(void) {
    static int state = -1;
    return cached(&state, find_pclmul);
}

#else

bool rt_kernels_have_avx2(void) { return false; }
bool rt_cpu_has_pclmul(void) { return false; }

#endif
