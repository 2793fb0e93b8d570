#ifndef RASTER_KERNELS_H
#define RASTER_KERNELS_H

#include <stdint.h>

/*
 * Pixel loops that need instructions Swift cannot reach without raising the whole binary's CPU
 * floor: each kernel is compiled for a newer instruction set on its own and chosen at run time,
 * so the package still runs on baseline x86-64 (and anywhere else) through portable twins (the
 * blend's in Swift, the bilinear passes' as scalar loops in affine_sampler.c); the callers ask
 * CCPUFeatures' rt_kernels_have_avx2 first. Every kernel's bytes equal its twin's (Raster's
 * tests hold them against each other).
 */

/*
 * The horizontal pass of the bilinear filter along one row (rt_bilinear_row's interior):
 * for i in 0..<count, with p = fu + i * du (16.16 fixed point), ix = p >> 16 and
 * f = (p >> 8) & 0xFF,
 *     out[i] = per byte lane: (c[ix] * (256 - f) + c[ix + 1] * f + 128) >> 8.
 * Every ix and ix + 1 must lie in 0..<available; out must not overlap c (a run's last pixels
 * are written twice, by overlapping vector steps). Requires AVX2 (rt_kernels_have_avx2).
 *
 * When |du| <= 1.0 (magnification), eight pixels read at most nine neighbouring texels, so
 * they come from two unaligned loads and two lane permutes (VPERMD) instead of sixteen scalar
 * loads; otherwise the texels are gathered (VPGATHERDD).
 */
void rt_lerp_columns_avx2(const uint32_t *c, int64_t available, int64_t fu, int64_t du, int64_t count,
                          uint32_t *out);

/*
 * The vertical pass of the bilinear filter (rt_bilinear_row's columns): for k in 0..<count,
 *     out[k] = per byte lane: (a[k] * (256 - f) + b[k] * f + 128) >> 8,   f in 0...255.
 * out must not overlap a or b. Requires AVX2 (rt_kernels_have_avx2).
 */
void rt_lerp_rows_avx2(const uint32_t *a, const uint32_t *b, uint32_t f, int64_t count, uint32_t *out);

/*
 * A row widened through per-pixel taps (Pixmap.upsample's horizontal step): for k from 0,
 *     out[k] = per byte lane: (c[i] * (256 - w) + c[i + 1] * w + 128) >> 8,  i = index[k], w = weight[k],
 * eight pixels a step while index[k] + 9 <= available; returns how many pixels it wrote (the
 * caller does the rest). index must not decrease and step by at most 1 from one pixel to the
 * next (a magnification), weights lie in 0...255. Requires AVX2 (rt_kernels_have_avx2).
 */
int64_t rt_widen_row_avx2(const uint32_t *c, int64_t available, const int32_t *index, const uint32_t *weight,
                          int64_t count, uint32_t *out);

/*
 * Premultiplied source-over of a row (Blend.over(src, dst, coverage:)): for k in 0..<count,
 *     s = src[k] with every channel scaled by coverage/255 (exactly rounded; none when 255),
 *     dst[k] = s + dst[k] with every channel scaled by (255 - alpha(s))/255 (exactly rounded),
 * the sum taken as one 32-bit add, as the Swift form does. Requires AVX2.
 */
void rt_blend_over_avx2(const uint32_t *src, uint32_t *dst, uint32_t coverage, int64_t count);

/*
 * pixels[0 ..< count] = value: Raster's clears and opaque fills (any CPU; no AVX2 needed). A
 * kernel only so a dependent package's debug build does not fill pixel by pixel through
 * generic Swift (fill_kernels.c).
 */
void rt_fill_u32(uint32_t *pixels, uint32_t value, int64_t count);

/*
 * out[i] = row[clamp(start + i, 0, width - 1)] for i in 0..<count: a source row at a whole-pixel
 * offset with its edge pixels repeated past either end, ImageSampler's integer-translation
 * sample (any CPU; clamped_row_copy.c). out must not overlap row.
 */
void rt_copy_row_clamped(const uint32_t *row, int64_t width, int64_t start, int64_t count, uint32_t *out);

/*
 * The width x height pixels at src (rows stride apart) reduced by factor (1...16): dst, of
 * ceil(width / factor) x ceil(height / factor) pixels packed, gets each f x f block's rounded
 * mean per channel, blocks at the right and bottom edges averaging the pixels they have (any
 * CPU; box_downsample.c). Nothing is written for a factor outside 1...16.
 */
void rt_box_downsample(const uint32_t *src, int64_t stride, int64_t width, int64_t height, int64_t factor,
                       uint32_t *dst);

/*
 * Raster's colour Gaussian blur (GaussianBlur.apply) of the width x height pixels at src (rows
 * stride apart) into dst (width x height, packed): three extended-box passes of radius and
 * outer weight outer/256 along each row, then each column, edges repeated, in the Swift form's
 * fixed point and divisions, so with its bytes. Returns 0 (writing nothing) for a radius above
 * 127, a weight above 255 or no memory; 1 when done. Requires AVX2 (gaussian_blur.c).
 */
int rt_gaussian_blur_avx2(const uint32_t *src, int64_t stride, int64_t width, int64_t height, int64_t radius,
                          uint32_t outer, uint32_t *dst);

/* The per-pixel bilinear filter and ImageSampler's affine rows (any CPU). */
#include "bilinear_filter.h"
#include "affine_sampler.h"

/* The rasterizer's coverage cells (any CPU). */
#include "cell_accumulator.h"

#endif
