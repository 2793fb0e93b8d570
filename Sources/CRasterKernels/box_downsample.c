/*
 * A region reduced by a whole factor, each output pixel the rounded mean of its f x f block
 * (see include/raster_kernels.h): a backdrop blur's first step, which reads every pixel under
 * the blur once. Two channels share each 32-bit lane of the sums (red/blue, green/alpha), so a
 * block of up to 16 x 16 sums to at most 65,280 per channel; the inner loop over a block's
 * pixels is plain C the compiler vectorises (any CPU). Bytes equal Raster's Swift description
 * of the same means (Pixmap+Downsample), which the tests hold it against.
 */
#include <stdlib.h>
#include "raster_kernels.h"

void rt_box_downsample(const uint32_t *src, int64_t stride, int64_t width, int64_t height, int64_t factor,
                       uint32_t *dst) {
    if (width <= 0 || height <= 0 || factor < 1 || factor > 16) return;
    const int64_t dw = (width + factor - 1) / factor, dh = (height + factor - 1) / factor;
    uint32_t *rb = calloc((size_t)dw, sizeof(uint32_t)), *ga = calloc((size_t)dw, sizeof(uint32_t));
    if (!rb || !ga) { free(rb); free(ga); return; }
    const uint32_t m = 0x00FF00FFu;
    for (int64_t by = 0; by < dh; by++) {
        const int64_t y0 = by * factor;
        const int64_t rows = y0 + factor <= height ? factor : height - y0;
        for (int64_t i = 0; i < dw; i++) { rb[i] = 0; ga[i] = 0; }
        for (int64_t y = y0; y < y0 + rows; y++) {
            const uint32_t *row = src + y * stride;
            for (int64_t bx = 0; bx < dw; bx++) {
                const int64_t x0 = bx * factor, x1 = x0 + factor <= width ? x0 + factor : width;
                uint32_t a = 0, b = 0;
                for (int64_t x = x0; x < x1; x++) {
                    const uint32_t v = row[x];
                    a += v & m;
                    b += (v >> 8) & m;
                }
                rb[bx] += a;
                ga[bx] += b;
            }
        }
        uint32_t *out = dst + by * dw;
        for (int64_t bx = 0; bx < dw; bx++) {
            const int64_t cols = bx * factor + factor <= width ? factor : width - bx * factor;
            const uint32_t count = (uint32_t)(rows * cols), half = count / 2;
            const uint32_t c0 = ((rb[bx] & 0xFFFFu) + half) / count, c2 = ((rb[bx] >> 16) + half) / count;
            const uint32_t c1 = ((ga[bx] & 0xFFFFu) + half) / count, c3 = ((ga[bx] >> 16) + half) / count;
            out[bx] = c0 | c1 << 8 | c2 << 16 | c3 << 24;
        }
    }
    free(rb);
    free(ga);
}
