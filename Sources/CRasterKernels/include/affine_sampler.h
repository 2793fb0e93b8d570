#ifndef AFFINE_SAMPLER_H
#define AFFINE_SAMPLER_H
/*
 * ImageSampler's affine rows: the bilinear filter on premultiplied pixels in 16.16 fixed point
 * (two 8-bit channels per 32-bit lane, 8-bit weights), its nearest form, and the ink skip of
 * translucent draws. bilinear_filter.h holds the per-pixel filter these rows equal; the tests
 * hold them against scalar twins byte for byte.
 *
 * In C because it runs for every row piece of every image draw: in a dependent package's debug
 * build the Swift form paid retains, exclusivity checks, zero-filled locals and generic min/max
 * on each of the ~17,000 row pieces of a 390 x 844 Ping frame. Any CPU: the AVX2 passes are
 * used when `avx2` is set, scalar loops with the same bytes otherwise.
 */
#include <stdint.h>

/* One image under one inverse affine mapping (canvas -> image), as an ImageSampler holds it. */
typedef struct rt_affine_source {
    const uint32_t *pixels;
    int64_t width, height;
    /* The inverse mapping: image (u, v) = (a x + c y + tx, b x + d y + ty). */
    double a, b, c, d, tx, ty;
    /* Per source row, the first and last column holding a non-zero pixel (first > last: none);
       both NULL when the draw is opaque, nearest or has no ink table. */
    const int32_t *ink_first, *ink_last;
    int32_t nearest;
    int32_t avx2;
} rt_affine_source;

/*
 * Pixels x ..< x + count of canvas row y, positions stepped from column `origin` (a run sampled
 * in pieces gives the bytes it gives whole when every piece names the run's start): bilinear
 * (edge texels clamped) or nearest; all 0 when the row's start is out of any sane range.
 */
void rt_affine_sample(const rt_affine_source *source, int64_t y, int64_t x, int64_t count, int64_t origin,
                      uint32_t *out);

/*
 * rt_affine_sample for a translucent draw: writes only out[*first ..< *end], the pixels whose
 * texels can hold ink; every other pixel of the row samples to exactly 0. Without an ink table,
 * or under a mapping that moves in v along the row, the whole row (0 ..< count).
 */
void rt_affine_sample_ink(const rt_affine_source *source, int64_t y, int64_t x, int64_t count, int64_t origin,
                          uint32_t *out, int64_t *first, int64_t *end);

/*
 * The 2x2 filter along a row whose source position only moves in u (an axis-aligned or
 * sheared-in-x mapping), pixel i at 16.16 position (fu + i du, fv): the two source rows and the
 * vertical weight are fixed for the row, so the interior (where both texel columns lie inside
 * the image) lerps each source column vertically once and then steps horizontally without
 * clamps; a row exactly on a texel row skips the lower one. Pixels whose texel pair reaches past
 * an edge take the clamped per-pixel filter (both orders agree exactly there: the two texel
 * columns are the same one). Every pixel equals the per-pixel vertical-first filter; within 1
 * level of rt_bilinear_at, which rounds the horizontal lerps first.
 */
void rt_bilinear_row(const uint32_t *src, int64_t width, int64_t height, int64_t fu, int64_t du, int64_t fv,
                     int64_t count, uint32_t *out, int32_t avx2);

/*
 * The pixels [*lo, *hi) of a row of `count` from 16.16 position fu, stepping du, whose texel
 * pair (ix, ix + 1) lies inside 0..<width: one run, since ix is monotonic in i. Each end is
 * found by a division and a short walk, exact whatever the division's rounding (this runs for
 * every row of every draw, where a bisection's mispredicted branches cost more).
 */
void rt_bilinear_interior(int64_t fu, int64_t du, int64_t count, int64_t width, int64_t *lo, int64_t *hi);

/*
 * The pixels [*lo, *hi) of such a row whose clamped texel pair (x0, x1) reaches the ink columns
 * first...last (x1 >= first and x0 <= last): one run, both conditions being monotonic in i.
 */
void rt_bilinear_ink_run(int64_t fu, int64_t du, int64_t count, int64_t width, int64_t first, int64_t last,
                         int64_t *lo, int64_t *hi);

#endif
