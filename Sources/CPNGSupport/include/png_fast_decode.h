#ifndef PNG_FAST_DECODE_H
#define PNG_FAST_DECODE_H
/*
 * The common PNG, decoded without libpng: 8-bit grey, grey + alpha, RGB or RGBA, not
 * interlaced, no tRNS, every chunk's CRC right. That is every golden and frame this package
 * writes and what most tools write. Inflating with libdeflate and unfiltering here takes about
 * half of libpng + zlib's time, which is most of a passing golden assertion's.
 *
 * Anything else, or anything irregular (a bad CRC, a truncated or over-long stream, a filter
 * type above 4, chunks out of order), returns RT_PNG_FAST_DECLINED and writes nothing the
 * caller keeps: the caller then decodes with libpng, which decodes it or reports the problem
 * exactly as it always has. The fast path never decides that a file is broken.
 */
#include <stddef.h>
#include <stdint.h>

enum {
    RT_PNG_FAST_DECODED = 0,
    RT_PNG_FAST_DECLINED = 1,
};

/*
 * Decodes `data` (a whole PNG, nothing after IEND) of the `width` x `height` its IHDR declares
 * into premultiplied 8-bit RGBA rows of width * 4 bytes at `pixels` (Raster's Pixmap layout):
 * grey expanded to RGB, opaque formats given alpha 255, colour scaled by alpha rounded to nearest
 * (c * a / 255), which is rt_png_reader_read_rgba followed by Raster's premultiplication.
 */
int rt_png_fast_decode(const uint8_t *data, size_t length, uint32_t width, uint32_t height, uint8_t *pixels);

#endif
