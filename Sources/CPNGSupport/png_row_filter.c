/*
 * The opaque RGB row stage of the fast PNG encoder (see include/png_row_filter.h).
 *
 * Straightening packs 8 pixels at a time with 64-bit word shifts (4 words in, 3 out; exact
 * bytes, never a store past the row) and ANDs the alphas in the same pass. Filtering makes one
 * pass that writes the Up candidate and sums the three costs: for a filtered vector v the
 * cost of each byte is min(v, 0 - v) (PMINUB), and PSADBW against zero adds 8 such bytes into
 * a 64-bit lane, so there is no widening and no overflow to manage. Sub or None are written
 * in a second pass only when they win. The scalar fallback computes the same sums.
 *
 * On AVX2 machines (rt_kernels_have_avx2, chosen at run time) both passes take 32 bytes a step
 * and straightening packs 8 pixels with one byte shuffle and one lane permute; the sums are exact
 * integers either way, so the choice and the bytes do not depend on which ran.
 *
 * The vector code is clang's vector extensions and the __builtin_ia32_* builtins (rt_vectors.h
 * says why not intrinsics); its helpers are macros, as at -O0 an inlined function still copies
 * each vector argument through the stack piecewise (a store-forwarding stall each).
 */
#include "png_row_filter.h"
#include "cpu_features.h"

#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include "rt_vectors.h"
#define RT_HAVE_AVX2_KERNELS 1
#endif

static inline __attribute__((always_inline)) uint64_t load64(const uint8_t *p) { uint64_t v; memcpy(&v, p, 8); return v; }
static inline __attribute__((always_inline)) void store64(uint8_t *p, uint64_t v) { memcpy(p, &v, 8); }
static inline __attribute__((always_inline)) uint64_t pack2(uint64_t q) { return (q & 0xFFFFFFull) | ((q >> 8) & 0xFFFFFF000000ull); }
static inline __attribute__((always_inline)) uint32_t cost(uint8_t b) { uint8_t n = (uint8_t)(0u - b); return b < n ? b : n; }

/* RGBA words -> RGB bytes; returns the AND of all pixels' alpha bytes == 255. */
static int straighten_rgb(const uint32_t *source, size_t width, uint8_t *row) {
    const uint8_t *src = (const uint8_t *)source;
    uint64_t alpha = ~(uint64_t)0;
    size_t x = 0;
    for (; x + 8 <= width; x += 8) {
        uint64_t a = load64(src + 4 * x), b = load64(src + 4 * x + 8);
        uint64_t c = load64(src + 4 * x + 16), d = load64(src + 4 * x + 24);
        alpha &= a & b & c & d;
        uint64_t pa = pack2(a), pb = pack2(b), pc = pack2(c), pd = pack2(d);
        store64(row + 3 * x, pa | pb << 48);
        store64(row + 3 * x + 8, pb >> 16 | pc << 32);
        store64(row + 3 * x + 16, pc >> 32 | pd << 16);
    }
    uint32_t alpha32 = (uint32_t)alpha & (uint32_t)(alpha >> 32);
    for (; x < width; x++) {
        uint32_t v = source[x];
        alpha32 &= v;
        row[3 * x] = (uint8_t)v;
        row[3 * x + 1] = (uint8_t)(v >> 8);
        row[3 * x + 2] = (uint8_t)(v >> 16);
    }
    return (alpha32 >> 24) == 255;
}

/* The scalar ends of a cost pass: bytes [from, to) one at a time (before `bpp` there is no left
   neighbour, so Sub costs what None does), adding to the sums and writing the Up candidate. */
static inline __attribute__((always_inline)) void costs_scalar(const uint8_t *row, const uint8_t *above, size_t from, size_t to, size_t bpp,
                                uint8_t *data, uint32_t *none, uint32_t *sub, uint32_t *up) {
    for (size_t i = from; i < to; i++) {
        uint8_t u = (uint8_t)(row[i] - above[i]);
        if (data) data[i] = u;
        *none += cost(row[i]);
        *sub += cost(i < bpp ? row[i] : (uint8_t)(row[i] - row[i - bpp]));
        *up += cost(u);
    }
}

#if defined(__SSE2__)
/* The cost sum of 16 filtered bytes v, min(v, 0 - v) each (PMINUB), in two 64-bit lanes (PSADBW
   against zero adds 8 bytes into each). */
#define COST_SUMS16(v) ((rt_u64x2)__builtin_ia32_psadbw128((rt_i8x16)__builtin_elementwise_min((v), -(v)), (rt_i8x16){0}))
#endif

/* Sums the three costs; writes the Up candidate into `data` when `data` is not NULL. */
static void costs_portable(const uint8_t *row, const uint8_t *above, size_t count, size_t bpp, uint8_t *data,
                  uint32_t *none_out, uint32_t *sub_out, uint32_t *up_out) {
    uint32_t none = 0, sub = 0, up = 0;
    size_t head = bpp < count ? bpp : count;
    costs_scalar(row, above, 0, head, bpp, data, &none, &sub, &up);
    size_t i = bpp;
#if defined(__SSE2__)
    if (i + 16 <= count) {
        rt_u64x2 accNone = {0}, accSub = {0}, accUp = {0};
        for (; i + 16 <= count; i += 16) {
            rt_u8x16 x = RT_LOAD_U8X16(row + i);
            rt_u8x16 u = x - RT_LOAD_U8X16(above + i);
            if (data) RT_STORE_U8X16(data + i, u);
            accNone += COST_SUMS16(x);
            accSub += COST_SUMS16(x - RT_LOAD_U8X16(row + i - bpp));
            accUp += COST_SUMS16(u);
        }
        /* Each 64-bit lane is exact; the UInt32 sums wrap like the Swift ones (mod 2^32). */
        none += (uint32_t)accNone[0] + (uint32_t)accNone[1];
        sub += (uint32_t)accSub[0] + (uint32_t)accSub[1];
        up += (uint32_t)accUp[0] + (uint32_t)accUp[1];
    }
#endif
    if (i < count) costs_scalar(row, above, i, count, bpp, data, &none, &sub, &up);
    *none_out = none; *sub_out = sub; *up_out = up;
}

#if RT_HAVE_AVX2_KERNELS
/* Eight RGBA pixels at `source` packed to 24 RGB bytes at `row`: per 128-bit lane a shuffle
   (PSHUFB) drops the alphas (12 bytes out of 16), a permute (VPERMD) closes the gap between the
   lanes, and 24 bytes are stored exactly. */
#define PACK8_RGB(v, row)                                                                              \
    do {                                                                                               \
        const rt_i8x32 drop_ = {0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1,                \
                                0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1};               \
        rt_u8x32 packed_ = (rt_u8x32)__builtin_ia32_permvarsi256(                                      \
            (rt_i32x8)__builtin_ia32_pshufb256((rt_i8x32)(v), drop_), (rt_i32x8){0, 1, 2, 4, 5, 6, 3, 7}); \
        RT_STORE_U8X16((row), __builtin_shufflevector(packed_, packed_, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, \
                                                      11, 12, 13, 14, 15));                            \
        RT_STORE_U8X8((row) + 16, __builtin_shufflevector(packed_, packed_, 16, 17, 18, 19, 20, 21, 22, 23)); \
    } while (0)

/* straighten_rgb, eight pixels a step. */
__attribute__((target("avx2")))
static int straighten_rgb_avx2(const uint32_t *source, size_t width, uint8_t *row) {
    rt_u32x8 alpha = (rt_u32x8){0} - 1;
    size_t x = 0;
    for (; x + 8 <= width; x += 8) {
        rt_u32x8 v = RT_LOAD_U32X8(source + x);
        alpha &= v;
        PACK8_RGB(v, row + 3 * x);
    }
    if (x < width && width >= 8) {
        /* The last eight pixels again, overlapping ones already packed (the same bytes, and
           ANDing an alpha twice changes nothing): a row ends in one vector step, not up to
           seven scalar ones, a fixed cost per row that weighs most on narrow frames. */
        x = width - 8;
        rt_u32x8 v = RT_LOAD_U32X8(source + x);
        alpha &= v;
        PACK8_RGB(v, row + 3 * x);
        x = width;
    }
    uint32_t alpha32 = alpha[0] & alpha[1] & alpha[2] & alpha[3] & alpha[4] & alpha[5] & alpha[6] & alpha[7];
    for (; x < width; x++) {
        uint32_t v = source[x];
        alpha32 &= v;
        row[3 * x] = (uint8_t)v;
        row[3 * x + 1] = (uint8_t)(v >> 8);
        row[3 * x + 2] = (uint8_t)(v >> 16);
    }
    return (alpha32 >> 24) == 255;
}

/* COST_SUMS16 for 32 bytes, in four 64-bit lanes. */
#define COST_SUMS32(v) ((rt_u64x4)__builtin_ia32_psadbw256((rt_i8x32)__builtin_elementwise_min((v), -(v)), (rt_i8x32){0}))

/* costs_portable, 32 bytes a step (the same exact sums). */
__attribute__((target("avx2")))
static void costs_avx2(const uint8_t *row, const uint8_t *above, size_t count, size_t bpp, uint8_t *data,
                       uint32_t *none_out, uint32_t *sub_out, uint32_t *up_out) {
    uint32_t none = 0, sub = 0, up = 0;
    size_t head = bpp < count ? bpp : count;
    costs_scalar(row, above, 0, head, bpp, data, &none, &sub, &up);
    size_t i = bpp;
    if (i + 32 <= count) {
        rt_u64x4 accNone = {0}, accSub = {0}, accUp = {0};
        for (; i + 32 <= count; i += 32) {
            rt_u8x32 x = RT_LOAD_U8X32(row + i);
            rt_u8x32 u = x - RT_LOAD_U8X32(above + i);
            if (data) RT_STORE_U8X32(data + i, u);
            accNone += COST_SUMS32(x);
            accSub += COST_SUMS32(x - RT_LOAD_U8X32(row + i - bpp));
            accUp += COST_SUMS32(u);
        }
        if (i < count && count >= bpp + 32) {
            /* The last 32 bytes, overlapping ones already summed: only the lanes from i on are
               counted (the mask zeroes the others' costs; the sums are exact integers, so the
               order they are added in does not matter), and the Up candidate is stored again
               where it already was (the same bytes). One step instead of up to 31 scalar ones. */
            static const uint8_t last_lanes[64] = {
                0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
                255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255};
            size_t j = count - 32;
            const rt_u8x32 fresh = RT_LOAD_U8X32(last_lanes + (count - i));
            rt_u8x32 x = RT_LOAD_U8X32(row + j);
            rt_u8x32 u = x - RT_LOAD_U8X32(above + j);
            rt_u8x32 s = x - RT_LOAD_U8X32(row + j - bpp);
            if (data) RT_STORE_U8X32(data + j, u);
            const rt_i8x32 zero = {0};
            accNone += (rt_u64x4)__builtin_ia32_psadbw256((rt_i8x32)(__builtin_elementwise_min(x, -x) & fresh), zero);
            accSub += (rt_u64x4)__builtin_ia32_psadbw256((rt_i8x32)(__builtin_elementwise_min(s, -s) & fresh), zero);
            accUp += (rt_u64x4)__builtin_ia32_psadbw256((rt_i8x32)(__builtin_elementwise_min(u, -u) & fresh), zero);
            i = count;
        }
        none += (uint32_t)(accNone[0] + accNone[1] + accNone[2] + accNone[3]);
        sub += (uint32_t)(accSub[0] + accSub[1] + accSub[2] + accSub[3]);
        up += (uint32_t)(accUp[0] + accUp[1] + accUp[2] + accUp[3]);
    }
    if (i < count) costs_scalar(row, above, i, count, bpp, data, &none, &sub, &up);
    *none_out = none; *sub_out = sub; *up_out = up;
}

/* The Sub candidate from byte `bpp` on, 32 bytes a step. */
__attribute__((target("avx2")))
static size_t sub_avx2(const uint8_t *row, size_t count, size_t bpp, uint8_t *data) {
    size_t i = bpp;
    for (; i + 32 <= count; i += 32) RT_STORE_U8X32(data + i, RT_LOAD_U8X32(row + i) - RT_LOAD_U8X32(row + i - bpp));
    if (i < count && count >= bpp + 32) {
        /* The last 32 bytes again, overlapping ones already written with the same values. */
        size_t j = count - 32;
        RT_STORE_U8X32(data + j, RT_LOAD_U8X32(row + j) - RT_LOAD_U8X32(row + j - bpp));
        i = count;
    }
    return i;
}
#endif

static void costs(const uint8_t *row, const uint8_t *above, size_t count, size_t bpp, uint8_t *data,
                  uint32_t *none, uint32_t *sub, uint32_t *up, int avx2) {
#if RT_HAVE_AVX2_KERNELS
    if (avx2) { costs_avx2(row, above, count, bpp, data, none, sub, up); return; }
#endif
    (void)avx2;
    costs_portable(row, above, count, bpp, data, none, sub, up);
}

void rt_png_row_costs_with(const uint8_t *row, const uint8_t *above, size_t count, size_t bpp,
                           uint32_t *none, uint32_t *sub, uint32_t *up, int avx2) {
    costs(row, above, count, bpp, NULL, none, sub, up, avx2 && rt_kernels_have_avx2());
}

void rt_png_row_costs(const uint8_t *row, const uint8_t *above, size_t count, size_t bpp,
                      uint32_t *none, uint32_t *sub, uint32_t *up) {
    rt_png_row_costs_with(row, above, count, bpp, none, sub, up, 1);
}

int rt_png_filter_row_rgb_with(const uint32_t *source, size_t width, uint8_t *row, const uint8_t *above,
                               uint8_t *out, int avx2) {
    avx2 = avx2 && rt_kernels_have_avx2();
#if RT_HAVE_AVX2_KERNELS
    const int opaque = avx2 ? straighten_rgb_avx2(source, width, row) : straighten_rgb(source, width, row);
#else
    const int opaque = straighten_rgb(source, width, row);
#endif
    const size_t count = 3 * width, bpp = 3;
    uint8_t *data = out + 1;
    if (memcmp(row, above, count) == 0) {
        out[0] = 2;
        memset(data, 0, count);
        return opaque;
    }
    uint32_t none, sub, up;
    costs(row, above, count, bpp, data, &none, &sub, &up, avx2);
    uint32_t best = none < sub ? none : sub;
    if (up < best) best = up;
    if (best == up) {
        out[0] = 2;
    } else if (best == sub) {
        out[0] = 1;
        size_t head = bpp < count ? bpp : count;
        memcpy(data, row, head);
        size_t i = bpp;
#if RT_HAVE_AVX2_KERNELS
        if (avx2) i = sub_avx2(row, count, bpp, data);
#endif
#if defined(__SSE2__)
        for (; i + 16 <= count; i += 16) RT_STORE_U8X16(data + i, RT_LOAD_U8X16(row + i) - RT_LOAD_U8X16(row + i - bpp));
#endif
        for (; i < count; i++) data[i] = (uint8_t)(row[i] - row[i - bpp]);
    } else {
        out[0] = 0;
        memcpy(data, row, count);
    }
    return opaque;
}

int rt_png_filter_row_rgb(const uint32_t *source, size_t width, uint8_t *row, const uint8_t *above,
                          uint8_t *out) {
    return rt_png_filter_row_rgb_with(source, width, row, above, out, 1);
}
