#ifndef RT_PNG_ROW_FILTER_H
#define RT_PNG_ROW_FILTER_H
/*
 * The fast PNG encoder's opaque row stage in C: straighten premultiplied RGBA8 to RGB (alpha
 * dropped) and filter the row with whichever of None/Sub/Up has the smallest sum of
 * |filtered byte read as signed| (min(b, 256 - b)), the cost sums taken with SSE2 PSADBW.
 * Ties are broken as PNGRowFilter.filter breaks them: Up, then Sub, then None; a row equal to
 * the one above is Up (all zeros). Tested byte for byte against the scalar reference in the
 * tests (PNGRowFilterReference, CodecRowFilterCTests).
 */
#include <stddef.h>
#include <stdint.h>

/*
 * Writes `width` pixels of `source` (premultiplied RGBA8 as little-endian words, alpha in the
 * top byte) into `row` as R,G,B (exactly 3 * width bytes), then the filtered row into `out`:
 * one filter-type byte and 3 * width filtered bytes; `above` is the previous straight row
 * (zeros for the first). Returns 1 when every pixel has alpha 255, else 0 (the row is written
 * either way, alpha dropped; a caller wanting RGB iff opaque redoes the frame as RGBA).
 */
int rt_png_filter_row_rgb(const uint32_t *source, size_t width, uint8_t *row, const uint8_t *above,
                          uint8_t *out);

/* The None/Sub/Up cost sums alone (the figures the choice above is made from), for tests. */
void rt_png_row_costs(const uint8_t *row, const uint8_t *above, size_t count, size_t bpp,
                      uint32_t *none, uint32_t *sub, uint32_t *up);

/*
 * The two above with the instruction set chosen by the caller: `avx2` nonzero takes the AVX2
 * passes when this CPU has them (rt_kernels_have_avx2), zero the portable SSE2/scalar ones.
 * The bytes are the same either way; the tests compare the two.
 */
int rt_png_filter_row_rgb_with(const uint32_t *source, size_t width, uint8_t *row, const uint8_t *above,
                               uint8_t *out, int avx2);
void rt_png_row_costs_with(const uint8_t *row, const uint8_t *above, size_t count, size_t bpp,
                           uint32_t *none, uint32_t *sub, uint32_t *up, int avx2);

#endif
