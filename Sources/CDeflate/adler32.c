/*
 * Adler-32 over the input (the zlib trailer): AVX2 or SSE2 (sum-of-absolute-differences for s1,
 * 16-bit multiply-add for the weighted s2) with a scalar fallback; all give the same value by
 * definition, and each continues from a running value, so it can be taken block by block.
 *
 * The vector code is clang's vector extensions and the __builtin_ia32_* builtins (rt_vectors.h
 * says why not intrinsics).
 */
#include "deflate_internal.h"
#include "cpu_features.h"

#if defined(__x86_64__) || defined(__i386__)
#include "rt_vectors.h"
#endif

static uint32_t adler32_scalar(uint32_t adler, const uint8_t *p, size_t n) {
    uint32_t a = adler & 0xffff, b = adler >> 16;
    while (n > 0) {
        size_t k = n < 5552 ? n : 5552;
        n -= k;
        while (k--) {
            a += *p++;
            b += a;
        }
        a %= 65521;
        b %= 65521;
    }
    return (b << 16) | a;
}

/* All three forms continue from a running value (1 to start), reduced mod 65521 in each half. */
static uint32_t adler32_fast(uint32_t adler, const uint8_t *p, size_t n) {
    uint32_t a = adler & 0xffff, b = adler >> 16;
#if defined(__SSE2__)
    /* 32 bytes per step; at most 173 steps (5536 bytes) between reductions, so no lane overflows.
       The bytes are widened to 16 bits by interleaving with zeros (PUNPCKLBW/PUNPCKHBW). */
#define WIDEN_LO(x) ((rt_i16x8)__builtin_shufflevector((x), (rt_u8x16){0}, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23))
#define WIDEN_HI(x) ((rt_i16x8)__builtin_shufflevector((x), (rt_u8x16){0}, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31))
    const rt_i16x8 w_lo = {32, 31, 30, 29, 28, 27, 26, 25}, w_hi = {24, 23, 22, 21, 20, 19, 18, 17};
    const rt_i16x8 w2_lo = {16, 15, 14, 13, 12, 11, 10, 9}, w2_hi = {8, 7, 6, 5, 4, 3, 2, 1};
    size_t blocks = n / 32;
    n -= blocks * 32;
    while (blocks > 0) {
        size_t steps = blocks < 173 ? blocks : 173;
        blocks -= steps;
        rt_u32x4 v_ps = {0}, v_s1 = {0}, v_s2 = {0};
        uint32_t a0 = a;
        for (size_t s = 0; s < steps; s++) {
            rt_u8x16 x = RT_LOAD_U8X16(p), y = RT_LOAD_U8X16(p + 16);
            p += 32;
            v_ps += v_s1;
            v_s1 += (rt_u32x4)(__builtin_ia32_psadbw128((rt_i8x16)x, (rt_i8x16){0}) +
                               __builtin_ia32_psadbw128((rt_i8x16)y, (rt_i8x16){0}));
            v_s2 += (rt_u32x4)(__builtin_ia32_pmaddwd128(WIDEN_LO(x), w_lo) + __builtin_ia32_pmaddwd128(WIDEN_HI(x), w_hi) +
                               __builtin_ia32_pmaddwd128(WIDEN_LO(y), w2_lo) + __builtin_ia32_pmaddwd128(WIDEN_HI(y), w2_hi));
        }
        uint64_t ps = (uint64_t)v_ps[0] + v_ps[1] + v_ps[2] + v_ps[3];
        uint64_t s1 = (uint64_t)v_s1[0] + v_s1[1] + v_s1[2] + v_s1[3];
        uint64_t s2 = (uint64_t)v_s2[0] + v_s2[1] + v_s2[2] + v_s2[3];
        b = (uint32_t)(((uint64_t)b + (uint64_t)a0 * 32 * steps + 32 * ps + s2) % 65521);
        a = (uint32_t)(((uint64_t)a0 + s1) % 65521);
    }
#undef WIDEN_LO
#undef WIDEN_HI
#endif
    return adler32_scalar((b << 16) | a, p, n);
}

#if RT_FD_AVX2
/* adler32_fast with two 32-byte loads a step. PSADBW gives the byte sums; the weighted sum takes
   both halves by the same weights 32...1 (PMADDUBSW, pairs <= 255 * 63, so the two halves' pair
   sums still fit 16 bits unsaturated), one PMADDWD by ones for both, and the first half's extra
   weight 32 from its byte sum. Three multiplies per 64 bytes instead of four: the multiplier is
   what bounds this loop. */
__attribute__((target("avx2")))
static uint32_t adler32_avx2(uint32_t adler, const uint8_t *p, size_t n) {
    uint32_t a = adler & 0xffff, b = adler >> 16;
    const rt_i8x32 zero = {0}, weights = {32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17,
                                          16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1};
    const rt_i16x16 ones = (rt_i16x16){0} + 1;
    size_t blocks = n / 64;
    n -= blocks * 64;
    while (blocks > 0) {
        size_t steps = blocks < 86 ? blocks : 86; /* 5504 bytes between reductions, as zlib's NMAX */
        blocks -= steps;
        rt_u32x8 v_ps = {0}, v_s1 = {0}, v_h = {0}, v_s2 = {0};
        uint32_t a0 = a;
        for (size_t s = 0; s < steps; s++) {
            rt_i8x32 x0 = (rt_i8x32)RT_LOAD_U8X32(p), x1 = (rt_i8x32)RT_LOAD_U8X32(p + 32);
            p += 64;
            rt_u32x8 sad0 = (rt_u32x8)__builtin_ia32_psadbw256(x0, zero);
            v_ps += v_s1;
            v_h += sad0;
            v_s1 += sad0 + (rt_u32x8)__builtin_ia32_psadbw256(x1, zero);
            v_s2 += (rt_u32x8)__builtin_ia32_pmaddwd256(
                __builtin_ia32_pmaddubsw256(x0, weights) + __builtin_ia32_pmaddubsw256(x1, weights), ones);
        }
        uint64_t ps = 0, s1 = 0, hs = 0, s2 = 0;
        for (int k = 0; k < 8; k++) {
            ps += v_ps[k];
            s1 += v_s1[k];
            hs += v_h[k];
            s2 += v_s2[k];
        }
        b = (uint32_t)(((uint64_t)b + (uint64_t)a0 * 64 * steps + 64 * ps + 32 * hs + s2) % 65521);
        a = (uint32_t)(((uint64_t)a0 + s1) % 65521);
    }
    return adler32_scalar((b << 16) | a, p, n);
}
#endif

/* Adler-32 continued from `adler` over n bytes, by the chosen instruction set. */
uint32_t rt_fd_adler32(uint32_t adler, const uint8_t *p, size_t n, int avx2) {
#if RT_FD_AVX2
    if (avx2) return adler32_avx2(adler, p, n);
#endif
    (void)avx2;
    return adler32_fast(adler, p, n);
}

uint32_t rt_fast_adler32_with(uint32_t adler, const uint8_t *bytes, size_t length, int form) {
    if (form == 0) return adler32_scalar(adler, bytes, length);
    return rt_fd_adler32(adler, bytes, length, form == 2 && rt_kernels_have_avx2());
}
