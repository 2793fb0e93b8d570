#ifndef BILINEAR_FILTER_H
#define BILINEAR_FILTER_H
/*
 * The 2x2 (bilinear) filter on premultiplied pixels at one 16.16 position, two 8-bit channels per
 * 32-bit lane with 8-bit weights: the one per-pixel form the row sampler (affine_sampler.c), the
 * AVX2 passes' tails (bilinear_kernels.c) and ImageSampler's projective draws all use. Inline, so
 * Swift callers get it inlined too.
 */
#include <stdint.h>

#define RT_FILTER_INLINE static inline __attribute__((always_inline))

/* min(max(v, lo), hi). */
RT_FILTER_INLINE int64_t rt_clamp_i64(int64_t v, int64_t lo, int64_t hi) {
    int64_t low = v < lo ? lo : v;
    return low > hi ? hi : low;
}

/* One lerp without early exits: per byte lane (a (256 - f) + b f + 128) >> 8, f in 0...255
   (a f + b g + 128 <= 65408 fits the lane, so two channels share each multiply). */
RT_FILTER_INLINE uint32_t rt_bilinear_blend(uint32_t a, uint32_t b, uint32_t f) {
    uint32_t g = 256 - f;
    uint32_t rb = (((a & 0x00FF00FFu) * g + (b & 0x00FF00FFu) * f + 0x00800080u) >> 8) & 0x00FF00FFu;
    uint32_t ga = (((a >> 8) & 0x00FF00FFu) * g + ((b >> 8) & 0x00FF00FFu) * f + 0x00800080u) & 0xFF00FF00u;
    return rb | ga;
}

/* rt_bilinear_blend with its early exits (the same results: weight 0 or equal texels give a). */
RT_FILTER_INLINE uint32_t rt_bilinear_lerp(uint32_t a, uint32_t b, uint32_t f) {
    if (f == 0 || a == b) return a;
    return rt_bilinear_blend(a, b, f);
}

/* The filter at 16.16 position (fu, fv), clamped to the edge texels, horizontal lerps first. */
RT_FILTER_INLINE uint32_t rt_bilinear_at(const uint32_t *src, int64_t w, int64_t h, int64_t fu, int64_t fv) {
    int64_t ix = fu >> 16, iy = fv >> 16;
    uint32_t fx = (uint32_t)((fu >> 8) & 0xFF), fy = (uint32_t)((fv >> 8) & 0xFF);
    int64_t x0 = rt_clamp_i64(ix, 0, w - 1), x1 = rt_clamp_i64(ix + 1, 0, w - 1);
    int64_t y0 = rt_clamp_i64(iy, 0, h - 1), y1 = rt_clamp_i64(iy + 1, 0, h - 1);
    const uint32_t *r0 = src + y0 * w, *r1 = src + y1 * w;
    return rt_bilinear_lerp(rt_bilinear_lerp(r0[x0], r0[x1], fx), rt_bilinear_lerp(r1[x0], r1[x1], fx), fy);
}

#endif
