/*
 * The AVX2 source-over row (see include/raster_kernels.h), in clang's vector extensions
 * (rt_vectors.h says why not intrinsics).
 *
 * x * f / 255 is rounded exactly as Raster's Blend does it, t = x * f + 128 then
 * (t + (t >> 8)) >> 8, here in 16-bit lanes: t <= 65153 and t + (t >> 8) <= 65407 both fit, so
 * every lane gives the bytes of the 32-bit two-channel form. The low bytes of each lane
 * (channels 0 and 2) and the high bytes (1 and 3) are scaled in separate multiplies.
 */
#include "raster_kernels.h"

#if defined(__x86_64__) || defined(__i386__)
#include "rt_vectors.h"

static inline __attribute__((always_inline)) uint32_t scale_scalar(uint32_t p, uint32_t f) {
    uint32_t rb = (p & 0x00FF00FFu) * f + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    uint32_t ga = ((p >> 8) & 0x00FF00FFu) * f + 0x00800080u;
    ga = (ga + ((ga >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return rb | ga;
}

/* Every channel of eight pixels scaled by its pixel's factor (f in both 16-bit lanes). A macro,
   not a function: at -O0 an inlined function still copies each vector argument through the
   stack piecewise, a store-forwarding stall per argument. */
#define SCALE8(pixels, f)                                                                              \
    ({                                                                                                 \
        rt_u16x16 p_ = (rt_u16x16)(pixels), f_ = (f);                                                  \
        rt_u16x16 rb_ = (p_ & 0xFF) * f_ + 0x80, ga_ = (p_ >> 8) * f_ + 0x80;                          \
        (rt_u32x8)(((rb_ + (rb_ >> 8)) >> 8) | ((ga_ + (ga_ >> 8)) & 0xFF00));                         \
    })

__attribute__((target("avx2")))
void rt_blend_over_avx2(const uint32_t *src, uint32_t *dst, uint32_t coverage, int64_t count) {
    const rt_u16x16 cover = (rt_u16x16){0} + (uint16_t)coverage;
    int64_t k = 0;
    for (; k + 8 <= count; k += 8) {
        rt_u32x8 s = RT_LOAD_U32X8(src + k);
        if (coverage != 255) s = SCALE8(s, cover);
        /* 255 - alpha in both lanes of each pixel. */
        rt_u32x8 a = s >> 24;
        RT_STORE_U32X8(dst + k, s + SCALE8(RT_LOAD_U32X8(dst + k), (rt_u16x16)(0x00FF00FFu - (a | a << 16))));
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
