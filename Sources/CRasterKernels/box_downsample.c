/*
 * A region reduced by a whole factor, each output pixel the rounded mean of its f x f block
 * (see include/raster_kernels.h): a backdrop blur's first step, which reads every pixel under
 * the blur once, so it is written to cost little more than that read.
 *
 * Two steps a band of f rows. Down: the band's rows are added byte by byte into one 16-bit
 * sum per column and channel (at most 16 x 255 = 4,080), sixteen bytes a step in SSE2 vectors
 * (baseline x86-64; rt_vectors.h's types, single instructions even at -O0). Across: each
 * block's f column sums are added as one 64-bit word holding the pixel's four 16-bit channel
 * sums (at most 16 x 4,080 = 65,280: no carry crosses a lane), and each channel is divided with
 * rounding, (s + n/2) / n, as a multiply by ceil(2^32 / n) and a shift (exact: see divide).
 * Bytes equal Raster's Swift description of the same means (Pixmap+Downsample), which the tests
 * hold it against.
 */
#include <stdlib.h>
#include <string.h>
#include "raster_kernels.h"
#include "rt_vectors.h"

typedef rt_u16x8 rt_u16x8_unaligned_sums __attribute__((aligned(1), may_alias));

/* sums[i] += bytes[i] for i in 0..<count. */
static void add_bytes(uint16_t *sums, const uint8_t *bytes, int64_t count) {
    const rt_u8x16 zero = {0};
    int64_t i = 0;
    for (; i + 16 <= count; i += 16) {
        const rt_u8x16 v = RT_LOAD_U8X16(bytes + i);
        /* Each byte next to a zero byte: little-endian 16-bit lanes holding the bytes. */
        const rt_u16x8 lo = (rt_u16x8)__builtin_shufflevector(v, zero, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
        const rt_u16x8 hi = (rt_u16x8)__builtin_shufflevector(v, zero, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
        *(rt_u16x8_unaligned_sums *)(void *)(sums + i) += lo;
        *(rt_u16x8_unaligned_sums *)(void *)(sums + i + 8) += hi;
    }
    for (; i < count; i++) sums[i] += bytes[i];
}

/* (s + n/2) / n for s <= 65,280 and 1 <= n <= 256, with m = ceil(2^32 / n): x·m / 2^32 is
   x / n plus less than x / 2^32 < 2^-15, and a quotient's fraction is at most 1 - 1/n with
   1/n >= 2^-8, so the floor is exact. */
static inline uint8_t divide(uint32_t s, uint32_t half, uint64_t m) {
    return (uint8_t)(((uint64_t)(s + half) * m) >> 32);
}

void rt_box_downsample(const uint32_t *src, int64_t stride, int64_t width, int64_t height, int64_t factor,
                       uint32_t *dst) {
    if (width <= 0 || height <= 0 || factor < 1 || factor > 16) return;
    const int64_t dw = (width + factor - 1) / factor, dh = (height + factor - 1) / factor;
    /* One 64-bit word a column: its four channels' 16-bit sums, in byte order. */
    uint64_t *columns = malloc((size_t)width * sizeof(uint64_t));
    if (!columns) return;
    uint16_t *sums = (uint16_t *)columns;
    for (int64_t by = 0; by < dh; by++) {
        const int64_t y0 = by * factor, rows = y0 + factor <= height ? factor : height - y0;
        memset(columns, 0, (size_t)width * sizeof(uint64_t));
        for (int64_t y = y0; y < y0 + rows; y++) add_bytes(sums, (const uint8_t *)(src + y * stride), 4 * width);
        /* Every block of the band has f columns but perhaps the last: two divisors. */
        const uint32_t n = (uint32_t)(rows * factor), nLast = (uint32_t)(rows * (width - (dw - 1) * factor));
        const uint64_t m = ((1ull << 32) + n - 1) / n, mLast = ((1ull << 32) + nLast - 1) / nLast;
        uint8_t *out = (uint8_t *)(dst + by * dw);
        for (int64_t bx = 0; bx < dw; bx++) {
            const int64_t x0 = bx * factor, x1 = bx + 1 < dw ? x0 + factor : width;
            uint64_t block = 0;
            for (int64_t x = x0; x < x1; x++) block += columns[x];
            const uint32_t half = (bx + 1 < dw ? n : nLast) / 2;
            const uint64_t mb = bx + 1 < dw ? m : mLast;
            uint16_t channel[4];
            memcpy(channel, &block, sizeof channel);
            for (int k = 0; k < 4; k++) out[4 * bx + k] = divide(channel[k], half, mb);
        }
    }
    free(columns);
}
