/*
 * The AVX2 bilinear passes, vertical and horizontal (see include/raster_kernels.h).
 *
 * Each pixel is two 16-bit lanes (bytes 0-1 and 2-3); the low bytes of both lanes lerp in
 * one multiply-add, the high bytes in another, exactly as the Swift SWAR form does:
 * a * g + b * f + 128 <= 65408 fits a lane, so nothing is lost and the bytes match.
 */
#include "raster_kernels.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

static inline __attribute__((always_inline)) uint32_t blend_scalar(uint32_t a, uint32_t b, uint32_t f) {
    uint32_t g = 256 - f;
    uint32_t rb = (((a & 0x00FF00FFu) * g + (b & 0x00FF00FFu) * f + 0x00800080u) >> 8) & 0x00FF00FFu;
    uint32_t ga = (((a >> 8) & 0x00FF00FFu) * g + ((b >> 8) & 0x00FF00FFu) * f + 0x00800080u) & 0xFF00FF00u;
    return rb | ga;
}

/* Eight pixels a, b blended with per-lane 16-bit weights f and g = 256 - f. */
__attribute__((target("avx2")))
static inline __attribute__((always_inline)) __m256i blend8_weights(__m256i a, __m256i b, __m256i f, __m256i g) {
    const __m256i low = _mm256_set1_epi16(0x00FF), half = _mm256_set1_epi16(0x0080);
    const __m256i high = _mm256_set1_epi16((short)0xFF00);
    __m256i rb = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(a, low), g),
                                  _mm256_mullo_epi16(_mm256_and_si256(b, low), f));
    rb = _mm256_srli_epi16(_mm256_add_epi16(rb, half), 8);
    __m256i ga = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_srli_epi16(a, 8), g),
                                  _mm256_mullo_epi16(_mm256_srli_epi16(b, 8), f));
    ga = _mm256_and_si256(_mm256_add_epi16(ga, half), high);
    return _mm256_or_si256(rb, ga);
}

/* Eight pixels a, b blended with each lane's weight taken from bits 8-15 of its 16.16 position. */
__attribute__((target("avx2")))
static inline __attribute__((always_inline)) __m256i blend8(__m256i a, __m256i b, __m256i pos) {
    __m256i f = _mm256_and_si256(_mm256_srli_epi32(pos, 8), _mm256_set1_epi32(0xFF));
    f = _mm256_or_si256(f, _mm256_slli_epi32(f, 16));
    return blend8_weights(a, b, f, _mm256_sub_epi16(_mm256_set1_epi16(256), f));
}

__attribute__((target("avx2")))
void rt_lerp_rows_avx2(const uint32_t *a, const uint32_t *b, uint32_t f, int64_t count, uint32_t *out) {
    const __m256i vf = _mm256_set1_epi16((short)f), vg = _mm256_set1_epi16((short)(256 - f));
    int64_t k = 0;
    for (; k + 8 <= count; k += 8) {
        __m256i va = _mm256_loadu_si256((const __m256i *)(a + k));
        __m256i vb = _mm256_loadu_si256((const __m256i *)(b + k));
        _mm256_storeu_si256((__m256i *)(out + k), blend8_weights(va, vb, vf, vg));
    }
    if (k < count && count >= 8) {
        /* The last eight pixels again, overlapping ones already written with the same values
           (out does not alias a or b), rather than up to seven scalar steps. */
        k = count - 8;
        __m256i va = _mm256_loadu_si256((const __m256i *)(a + k));
        __m256i vb = _mm256_loadu_si256((const __m256i *)(b + k));
        _mm256_storeu_si256((__m256i *)(out + k), blend8_weights(va, vb, vf, vg));
        k = count;
    }
    for (; k < count; k++) out[k] = blend_scalar(a[k], b[k], f);
}

/* Eight pixels of the magnifying pass (|du| <= 1.0) from pixel i on, whose lanes hold the
   positions `pos`: they read at most nine neighbouring texels, so one window of nine (two
   unaligned loads of eight) and two lane permutes give every pair. The window starts at the
   leftmost column read, or earlier when that would run past `available` (the caller keeps
   every column read, and the one after it, below `available`, so the lanes still fall in
   0...7); available >= 9. */
__attribute__((target("avx2")))
static inline __attribute__((always_inline)) __m256i magnify8(const uint32_t *c, int64_t available, int64_t fu, int64_t du, int64_t i, __m256i pos) {
    int64_t p0 = fu + i * du, p7 = p0 + 7 * du;
    int64_t base = (du >= 0 ? p0 : p7) >> 16;
    if (base > available - 9) base = available - 9;
    /* Lane k's texel column relative to the window: (p_k - base * 65536) >> 16, which lies in
       0...7 and so survives the 32-bit wrap. */
    __m256i rel = _mm256_srli_epi32(_mm256_sub_epi32(pos, _mm256_set1_epi32((int)(uint32_t)(base << 16))), 16);
    __m256i wa = _mm256_loadu_si256((const __m256i *)(c + base));
    __m256i wb = _mm256_loadu_si256((const __m256i *)(c + base + 1));
    return blend8(_mm256_permutevar8x32_epi32(wa, rel), _mm256_permutevar8x32_epi32(wb, rel), pos);
}

/* Eight pixels of the minifying pass (|du| <= 256 texels), gathered. The columns are taken
   relative to the leftmost one the eight pixels read, which is below 8 * 256 and so survives
   the 32-bit wrap too. */
__attribute__((target("avx2")))
static inline __attribute__((always_inline)) __m256i minify8(const uint32_t *c, int64_t fu, int64_t du, int64_t i, __m256i pos) {
    int64_t p0 = fu + i * du;
    int64_t base = (du >= 0 ? p0 : p0 + 7 * du) >> 16;
    __m256i rel = _mm256_srai_epi32(_mm256_sub_epi32(pos, _mm256_set1_epi32((int)(uint32_t)(base << 16))), 16);
    __m256i a = _mm256_i32gather_epi32((const int *)(c + base), rel, 4);
    __m256i b = _mm256_i32gather_epi32((const int *)(c + base + 1), rel, 4);
    return blend8(a, b, pos);
}

__attribute__((target("avx2")))
void rt_lerp_columns_avx2(const uint32_t *c, int64_t available, int64_t fu, int64_t du, int64_t count,
                          uint32_t *out) {
    int64_t i = 0;
    /* Lane k's position, kept to its low 32 bits: the weights (bits 8-15) and the window
       offsets only need positions modulo 2^32. */
    const __m256i lanes = _mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7),
                                             _mm256_set1_epi32((int)(uint32_t)du));
    const __m256i step = _mm256_set1_epi32((int)(uint32_t)(du * 8));
    __m256i pos = _mm256_add_epi32(_mm256_set1_epi32((int)(uint32_t)fu), lanes);
    /* A run's last few pixels are its last eight again, overlapping pixels already written
       with the same values (out does not alias c): a row costs whole vector steps only. */
    const __m256i last = _mm256_add_epi32(_mm256_set1_epi32((int)(uint32_t)(fu + (count - 8) * du)), lanes);
    if (du >= -65536 && du <= 65536 && available >= 9) {
        for (; i + 8 <= count; i += 8) {
            _mm256_storeu_si256((__m256i *)(out + i), magnify8(c, available, fu, du, i, pos));
            pos = _mm256_add_epi32(pos, step);
        }
        if (i < count && count >= 8) {
            _mm256_storeu_si256((__m256i *)(out + count - 8), magnify8(c, available, fu, du, count - 8, last));
            i = count;
        }
    } else if (du >= -(256 << 16) && du <= 256 << 16) {
        /* Minification (mip levels keep it under 2 texels per pixel in practice); wilder
           steps take the scalar loop. */
        for (; i + 8 <= count; i += 8) {
            _mm256_storeu_si256((__m256i *)(out + i), minify8(c, fu, du, i, pos));
            pos = _mm256_add_epi32(pos, step);
        }
        if (i < count && count >= 8) {
            _mm256_storeu_si256((__m256i *)(out + count - 8), minify8(c, fu, du, count - 8, last));
            i = count;
        }
    }
    for (; i < count; i++) {
        int64_t p = fu + i * du;
        int64_t ix = p >> 16;
        out[i] = blend_scalar(c[ix], c[ix + 1], (uint32_t)((p >> 8) & 0xFF));
    }
}

#else

void rt_lerp_columns_avx2(const uint32_t *c, int64_t available, int64_t fu, int64_t du, int64_t count,
                          uint32_t *out) {
    (void)c; (void)available; (void)fu; (void)du; (void)count; (void)out;
    __builtin_trap(); /* callers check rt_kernels_have_avx2 first */
}

void rt_lerp_rows_avx2(const uint32_t *a, const uint32_t *b, uint32_t f, int64_t count, uint32_t *out) {
    (void)a; (void)b; (void)f; (void)count; (void)out;
    __builtin_trap();
}

#endif
