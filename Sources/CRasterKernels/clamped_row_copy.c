/*
 * A source row read at whole-pixel offsets, its edge pixel repeated beyond either end (see
 * include/raster_kernels.h): what ImageSampler gives an image drawn at an integer translation
 * when the span is not a plain copy (translucent, under coverage, or reaching past the image).
 * In Swift that was a per-pixel loop with two clamps, the largest single cost of a dependent
 * package's debug frame; here it is two fills and one memcpy, at -O0 as at -O2.
 */
#include <string.h>
#include "raster_kernels.h"

void rt_copy_row_clamped(const uint32_t *row, int64_t width, int64_t start, int64_t count, uint32_t *out) {
    if (count <= 0 || width <= 0) return;
    /* out[0 ..< lead] read column 0, out[lead ..< tail] columns start + lead ..< start + tail,
       out[tail ..< count] column width - 1. */
    int64_t lead = start < 0 ? -start : 0;
    if (lead > count) lead = count;
    int64_t tail = width - start;
    if (tail > count) tail = count;
    if (tail < lead) tail = lead;
    rt_fill_u32(out, row[0], lead);
    if (tail > lead) memcpy(out + lead, row + start + lead, (size_t)(tail - lead) * sizeof(uint32_t));
    rt_fill_u32(out + tail, row[width - 1], count - tail);
}
