/*
 * Raster's colour Gaussian blur (GaussianBlur.swift) with a pixel's four channels in one AVX2
 * vector of doubles (see include/raster_kernels.h). The Swift form is the twin: the same
 * three extended-box passes a line, rows then columns, the same fixed point (value x 256 in a
 * 32-bit sample between passes), the same edge padding and the same divisions, and so the same
 * bytes (the tests compare them).
 *
 * Why doubles: each output sample is floor((x + n/2) / n) for x = 256 s + a (below + above),
 * an integer below 2^32 (samples <= 65,280 and n <= 65,790 for a radius up to 127), which the
 * Swift form divides with a 64 x 64-bit high multiply, an instruction AVX2 lacks. In doubles x
 * is exact (integers below 2^53) and, with N = x + n/2, floor(N / n) = floor((N + 0.5) / n):
 * (N + 0.5) / n lies at least 1/(2n) from any integer, while (N + 0.5) * RN(1/n) rounded is
 * within (N / n) * 2^-52 < 2^-20 / n of it, so truncating the product gives the exact quotient.
 */
#include <stdlib.h>
#include "raster_kernels.h"

#if defined(__x86_64__) || defined(__i386__)
#include "rt_vectors.h"

#pragma clang fp contract(off)

typedef double rt_f64x4 __attribute__((vector_size(32)));
typedef rt_i32x4 rt_i32x4_unaligned __attribute__((aligned(1), may_alias));

/* A sample's four 32-bit channels as doubles, and back (truncating). Macros: 256-bit values
   may not cross a function boundary outside AVX2 code (rt_vectors.h). */
#define LOAD4(p) __builtin_convertvector(*(const rt_i32x4_unaligned *)(const void *)(p), rt_f64x4)
#define STORE4(p, v) (*(rt_i32x4_unaligned *)(void *)(p) = __builtin_convertvector((v), rt_i32x4))

/* One extended-box pass: out[i] for i in lo..<hi from v[i - r - 1 ... i + r + 1] (GaussianBlur.pass). */
__attribute__((target("avx2")))
static void pass(const uint32_t *v, uint32_t *out, int64_t lo, int64_t hi, int64_t radius, uint32_t outer) {
    if (lo >= hi) return;
    const uint32_t total = 256 * (uint32_t)(2 * radius + 1) + 2 * outer;
    const double a = outer, inverse = 1.0 / (double)total, offset = (double)(total / 2) + 0.5;
    rt_f64x4 s = {0, 0, 0, 0};
    const uint32_t *q = v + 4 * (lo - radius);
    for (int64_t j = 0; j <= 2 * radius; j++) s += LOAD4(q + 4 * j);
    const uint32_t *below = v + 4 * (lo - radius - 1), *above = v + 4 * (lo + radius + 1);
    uint32_t *o = out + 4 * lo;
    for (int64_t i = lo; i < hi; i++) {
        const rt_f64x4 up = LOAD4(above);
        const rt_f64x4 x = 256 * s + a * (LOAD4(below) + up);
        STORE4(o, (x + offset) * inverse);
        /* Slide the window one sample: in comes `above`, out goes the one after `below`. */
        s = s + up - LOAD4(below + 4);
        below += 4; above += 4; o += 4;
    }
}

/* The edges repeated into the pads, then three passes leaving the count in the middle in b. */
__attribute__((target("avx2")))
static void three_passes(uint32_t *a, uint32_t *b, int64_t count, int64_t pad, int64_t radius, uint32_t outer) {
    const uint32_t *first = a + 4 * pad, *last = a + 4 * (pad + count - 1);
    for (int64_t i = 0; i < pad; i++) {
        for (int k = 0; k < 4; k++) {
            a[4 * i + k] = first[k];
            a[4 * (pad + count + i) + k] = last[k];
        }
    }
    const int64_t n = count + 2 * pad, reach = radius + 1;
    pass(a, b, reach, n - reach, radius, outer);
    pass(b, a, 2 * reach, n - 2 * reach, radius, outer);
    pass(a, b, 3 * reach, n - 3 * reach, radius, outer);
}

__attribute__((target("avx2")))
int rt_gaussian_blur_avx2(const uint32_t *src, int64_t stride, int64_t width, int64_t height, int64_t radius,
                          uint32_t outer, uint32_t *dst) {
    if (width <= 0 || height <= 0 || radius < 0 || radius > 127 || outer > 255) return 0;
    const int64_t pad = 3 * (radius + 1), longest = (width > height ? width : height) + 2 * pad;
    uint32_t *planes = malloc((size_t)(width * height * 4) * sizeof(uint32_t));
    uint32_t *lineA = calloc((size_t)(longest * 4), sizeof(uint32_t)), *lineB = calloc((size_t)(longest * 4), sizeof(uint32_t));
    if (!planes || !lineA || !lineB) { free(planes); free(lineA); free(lineB); return 0; }
    /* Rows: load as value x 256, three passes, store back. */
    for (int64_t y = 0; y < height; y++) {
        const uint8_t *row = (const uint8_t *)(src + y * stride);
        uint32_t *l = lineA + 4 * pad;
        for (int64_t i = 0; i < 4 * width; i++) l[i] = (uint32_t)row[i] << 8;
        three_passes(lineA, lineB, width, pad, radius, outer);
        uint32_t *p = planes + 4 * y * width;
        for (int64_t i = 0; i < 4 * width; i++) p[i] = lineB[4 * pad + i];
    }
    /* Columns: gather, three passes, round to 8 bits into the destination. */
    for (int64_t x = 0; x < width; x++) {
        for (int64_t y = 0; y < height; y++) {
            const uint32_t *q = planes + 4 * (y * width + x);
            uint32_t *l = lineA + 4 * (pad + y);
            l[0] = q[0]; l[1] = q[1]; l[2] = q[2]; l[3] = q[3];
        }
        three_passes(lineA, lineB, height, pad, radius, outer);
        for (int64_t y = 0; y < height; y++) {
            const uint32_t *q = lineB + 4 * (pad + y);
            uint8_t *d = (uint8_t *)(dst + y * width + x);
            for (int k = 0; k < 4; k++) d[k] = (uint8_t)((q[k] + 128) >> 8);
        }
    }
    free(planes); free(lineA); free(lineB);
    return 1;
}

#else

int rt_gaussian_blur_avx2(const uint32_t *src, int64_t stride, int64_t width, int64_t height, int64_t radius,
                          uint32_t outer, uint32_t *dst) {
    (void)src; (void)stride; (void)width; (void)height; (void)radius; (void)outer; (void)dst;
    __builtin_trap();
}

#endif
