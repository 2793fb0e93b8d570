/*
 * The AVX2 source-over row (see include/raster_kernels.h).
 *
 * x * f / 255 is rounded exactly as Raster's Blend does it, t = x * f + 128 then
 * (t + (t >> 8)) >> 8, here in 16-bit lanes: t <= 65153 and t + (t >> 8) <= 65407 both fit, so
 * every lane gives the bytes of the 32-bit two-channel form. The low bytes of each lane
 * (channels 0 and 2) and the high bytes (1 and 3) are scaled in separate multiplies.
 */
#include "raster_kernels.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

static inline __attribute__((always_inline)) uint32_t scale_scalar(uint32_t p, uint32_t f) {
    uint32_t rb = (p & 0x00FF00FFu) * f + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    uint32_t ga = ((p >> 8) & 0x00FF00FFu) * f + 0x00800080u;
    ga = (ga + ((ga >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return rb | ga;
}

/* Every channel of eight pixels scaled by its pixel's factor (f in both 16-bit lanes). */
__attribute__((target("avx2")))
static inline __attribute__((always_inline)) __m256i scale8(__m256i p, __m256i f) {
    const __m256i low = _mm256_set1_epi16(0x00FF), half = _mm256_set1_epi16(0x0080);
    const __m256i high = _mm256_set1_epi16((short)0xFF00);
    __m256i rb = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(p, low), f), half);
    rb = _mm256_srli_epi16(_mm256_add_epi16(rb, _mm256_srli_epi16(rb, 8)), 8);
    __m256i ga = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_srli_epi16(p, 8), f), half);
    ga = _mm256_and_si256(_mm256_add_epi16(ga, _mm256_srli_epi16(ga, 8)), high);
    return _mm256_or_si256(rb, ga);
}

__attribute__((target("avx2")))
void rt_blend_over_avx2(const uint32_t *src, uint32_t *dst, uint32_t coverage, int64_t count) {
    const __m256i cover = _mm256_set1_epi16((short)coverage);
    const __m256i all = _mm256_set1_epi32(0x00FF00FF);
    int64_t k = 0;
    for (; k + 8 <= count; k += 8) {
        __m256i s = _mm256_loadu_si256((const __m256i *)(src + k));
        if (coverage != 255) s = scale8(s, cover);
        /* 255 - alpha in both lanes of each pixel. */
        __m256i a = _mm256_srli_epi32(s, 24);
        __m256i inverse = _mm256_sub_epi32(all, _mm256_or_si256(a, _mm256_slli_epi32(a, 16)));
        __m256i d = _mm256_loadu_si256((const __m256i *)(dst + k));
        _mm256_storeu_si256((__m256i *)(dst + k), _mm256_add_epi32(s, scale8(d, inverse)));
    }
    for (; k < count; k++) {
        uint32_t s = coverage != 255 ? scale_scalar(src[k], coverage) : src[k];
        dst[k] = s + scale_scalar(dst[k], 255 - (s >> 24));
    }
}

#else

void rt_blend_over_avx2(const uint32_t *src, uint32_t *dst, uint32_t coverage, int64_t count) {
    (void)src; (void)dst; (void)coverage; (void)count;
    __builtin_trap(); /* callers check rt_kernels_have_avx2 first */
}

#endif
