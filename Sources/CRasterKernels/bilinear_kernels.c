/*
 * The AVX2 bilinear passes, vertical and horizontal (see include/raster_kernels.h), in clang's
 * vector extensions (rt_vectors.h says why not intrinsics).
 *
 * Each pixel is two 16-bit lanes (bytes 0-1 and 2-3); the low bytes of both lanes lerp in
 * one multiply-add, the high bytes in another, exactly as rt_bilinear_blend (bilinear_filter.h) does:
 * a * g + b * f + 128 <= 65408 fits a lane, so nothing is lost and the bytes match.
 */
#include "raster_kernels.h"

#if defined(__x86_64__) || defined(__i386__)
#include "rt_vectors.h"

/* The vector helpers below are macros, and the per-step functions take scalars only: at -O0 an
   inlined function still copies each vector argument through the stack, piecewise, which costs
   a store-forwarding stall per argument (7x the -O2 time here, against 1.2x without). */

/* Eight pixels a, b blended with per-lane 16-bit weights f and g = 256 - f. */
#define BLEND8_WEIGHTS(a, b, f, g)                                                                     \
    ((rt_u32x8)(((((rt_u16x16)(a) & 0xFF) * (g) + ((rt_u16x16)(b) & 0xFF) * (f) + 0x80) >> 8) |       \
                ((((rt_u16x16)(a) >> 8) * (g) + ((rt_u16x16)(b) >> 8) * (f) + 0x80) & 0xFF00)))

/* Eight pixels a, b blended with each lane's weight taken from bits 8-15 of its 16.16 position
   (a statement expression: f is computed once). */
#define BLEND8(a, b, pos)                                                                              \
    ({                                                                                                 \
        rt_u32x8 f32_ = ((pos) >> 8) & 0xFF;                                                           \
        rt_u16x16 f_ = (rt_u16x16)(f32_ | f32_ << 16);                                                 \
        BLEND8_WEIGHTS(a, b, f_, 256 - f_);                                                            \
    })

/* Lane k of pixels i...i + 7: the low 32 bits of its 16.16 position fu + (i + k) * du (the
   weights, bits 8-15, and the window offsets below only need positions modulo 2^32). */
#define POSITIONS8(fu, du, i) ((uint32_t)((fu) + (i) * (du)) + (rt_u32x8){0, 1, 2, 3, 4, 5, 6, 7} * (uint32_t)(du))

__attribute__((target("avx2")))
void rt_lerp_rows_avx2(const uint32_t *a, const uint32_t *b, uint32_t f, int64_t count, uint32_t *out) {
    const rt_u16x16 vf = (rt_u16x16){0} + (uint16_t)f, vg = (rt_u16x16){0} + (uint16_t)(256 - f);
    int64_t k = 0;
    for (; k + 8 <= count; k += 8)
        RT_STORE_U32X8(out + k, BLEND8_WEIGHTS(RT_LOAD_U32X8(a + k), RT_LOAD_U32X8(b + k), vf, vg));
    if (k < count && count >= 8) {
        /* The last eight pixels again, overlapping ones already written with the same values
           (out does not alias a or b), rather than up to seven scalar steps. */
        k = count - 8;
        RT_STORE_U32X8(out + k, BLEND8_WEIGHTS(RT_LOAD_U32X8(a + k), RT_LOAD_U32X8(b + k), vf, vg));
        k = count;
    }
    for (; k < count; k++) out[k] = rt_bilinear_blend(a[k], b[k], f);
}

__attribute__((target("avx2")))
int64_t rt_widen_row_avx2(const uint32_t *c, int64_t available, const int32_t *index, const uint32_t *weight,
                          int64_t count, uint32_t *out) {
    int64_t k = 0;
    /* Eight pixels read texels index[k] ... index[k + 7] + 1, at most nine neighbours (the index
       steps by 0 or 1): one window of nine as two loads, each pair picked by VPERMD. */
    for (; k + 8 <= count && (int64_t)index[k] + 9 <= available; k += 8) {
        const int64_t base = index[k];
        const rt_i32x8 rel = (rt_i32x8)RT_LOAD_U32X8(index + k) - (int32_t)base;
        const rt_u32x8 w = RT_LOAD_U32X8(weight + k);
        const rt_u16x16 f = (rt_u16x16)(w | w << 16);
        RT_STORE_U32X8(out + k, BLEND8_WEIGHTS((rt_u32x8)__builtin_ia32_permvarsi256((rt_i32x8)RT_LOAD_U32X8(c + base), rel),
                                               (rt_u32x8)__builtin_ia32_permvarsi256((rt_i32x8)RT_LOAD_U32X8(c + base + 1), rel),
                                               f, 256 - f));
    }
    return k;
}

/* Pixels i...i + 7 of the magnifying pass (|du| <= 1.0) into out: they read at most nine
   neighbouring texels, so one window of nine (two unaligned loads of eight) and two lane
   permutes (VPERMD) give every pair. The window starts at the leftmost column read, or earlier
   when that would run past `available` (the caller keeps every column read, and the one after
   it, below `available`, so the lanes still fall in 0...7); available >= 9. */
__attribute__((target("avx2")))
static inline __attribute__((always_inline)) void magnify8(const uint32_t *c, int64_t available, int64_t fu,
                                                          int64_t du, int64_t i, uint32_t *out) {
    int64_t p0 = fu + i * du, p7 = p0 + 7 * du;
    int64_t base = (du >= 0 ? p0 : p7) >> 16;
    if (base > available - 9) base = available - 9;
    rt_u32x8 pos = POSITIONS8(fu, du, i);
    /* Lane k's texel column relative to the window: (p_k - base * 65536) >> 16, which lies in
       0...7 and so survives the 32-bit wrap. */
    rt_i32x8 rel = (rt_i32x8)((pos - (uint32_t)(base << 16)) >> 16);
    RT_STORE_U32X8(out, BLEND8((rt_u32x8)__builtin_ia32_permvarsi256((rt_i32x8)RT_LOAD_U32X8(c + base), rel),
                               (rt_u32x8)__builtin_ia32_permvarsi256((rt_i32x8)RT_LOAD_U32X8(c + base + 1), rel),
                               pos));
}

/* Pixels i...i + 7 of the minifying pass (|du| <= 256 texels) into out, gathered (VPGATHERDD).
   The columns are taken relative to the leftmost one the eight pixels read, which is below
   8 * 256 and so survives the 32-bit wrap too. */
__attribute__((target("avx2")))
static inline __attribute__((always_inline)) void minify8(const uint32_t *c, int64_t fu, int64_t du, int64_t i,
                                                         uint32_t *out) {
    int64_t p0 = fu + i * du;
    int64_t base = (du >= 0 ? p0 : p0 + 7 * du) >> 16;
    rt_u32x8 pos = POSITIONS8(fu, du, i);
    rt_i32x8 rel = (rt_i32x8)(pos - (uint32_t)(base << 16)) >> 16;
    const rt_i32x8 all = (rt_i32x8){0} - 1;
    RT_STORE_U32X8(out, BLEND8((rt_u32x8)__builtin_ia32_gatherd_d256((rt_i32x8){0}, (const int *)(c + base), rel, all, 4),
                               (rt_u32x8)__builtin_ia32_gatherd_d256((rt_i32x8){0}, (const int *)(c + base + 1), rel, all, 4),
                               pos));
}

__attribute__((target("avx2")))
void rt_lerp_columns_avx2(const uint32_t *c, int64_t available, int64_t fu, int64_t du, int64_t count,
                          uint32_t *out) {
    int64_t i = 0;
    /* A run's last few pixels are its last eight again, overlapping pixels already written
       with the same values (out does not alias c): a row costs whole vector steps only. */
    if (du >= -65536 && du <= 65536 && available >= 9) {
        for (; i + 8 <= count; i += 8) magnify8(c, available, fu, du, i, out + i);
        if (i < count && count >= 8) {
            magnify8(c, available, fu, du, count - 8, out + count - 8);
            i = count;
        }
    } else if (du >= -(256 << 16) && du <= 256 << 16) {
        /* Minification (mip levels keep it under 2 texels per pixel in practice); wilder
           steps take the scalar loop. */
        for (; i + 8 <= count; i += 8) minify8(c, fu, du, i, out + i);
        if (i < count && count >= 8) {
            minify8(c, fu, du, count - 8, out + count - 8);
            i = count;
        }
    }
    for (; i < count; i++) {
        int64_t p = fu + i * du;
        int64_t ix = p >> 16;
        out[i] = rt_bilinear_blend(c[ix], c[ix + 1], (uint32_t)((p >> 8) & 0xFF));
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

int64_t rt_widen_row_avx2(const uint32_t *c, int64_t available, const int32_t *index, const uint32_t *weight,
                          int64_t count, uint32_t *out) {
    (void)c; (void)available; (void)index; (void)weight; (void)count; (void)out;
    __builtin_trap();
}

#endif
