#ifndef PNG_SUPPORT_H
#define PNG_SUPPORT_H
/*
 * C glue around libpng and zlib.
 *
 * libpng reports errors by longjmp; a longjmp across Swift frames is undefined behaviour. So
 * every libpng call that can fail runs in a function below that owns the setjmp and installs
 * its own error callback, which copies libpng's message into the caller's `message` buffer
 * (RT_PNG_MESSAGE_CAPACITY bytes, always NUL-terminated). Functions return 0 on success and
 * -1 on failure with `message` filled in. Swift never calls a failing libpng function.
 */
#include <stddef.h>
#include <stdint.h>

#include "rt_buffer.h"
#include "rt_deflate.h"

/* Size of every `message` buffer handed to these functions. */
enum { RT_PNG_MESSAGE_CAPACITY = 256 };

/* Appends the PNG signature and an IHDR (8-bit; grey, grey + alpha, RGB, RGBA for 1...4 channels; not interlaced). */
int rt_png_write_header(rt_buffer *out, uint32_t width, uint32_t height, int channels, char *message);

/* Appends one chunk (length, 4-letter type, data, CRC computed by libpng). */
int rt_png_write_chunk(rt_buffer *out, const char *type, const uint8_t *data, size_t length, char *message);

/*
 * Appends a whole PNG encoded by libpng + zlib: `rows` are straight 8-bit grey (1 channel), grey +
 * alpha (2), RGB (3) or RGBA (4), tightly packed; `level` is zlib's 0-9; `all_filters` 1 chooses PNG_ALL_FILTERS over
 * PNG_FAST_FILTERS (None, Sub, Up), 2 the None filter alone.
 */
int rt_png_encode_reference(rt_buffer *out, const uint8_t *rows, uint32_t width, uint32_t height,
                            int channels, int level, int all_filters, char *message);

/* The fast path's deterministic compressor (CDeflate), reused call after call, with libpng-style messages. */
typedef struct rt_deflater rt_deflater;
rt_deflater *rt_deflater_create(void);
void rt_deflater_destroy(rt_deflater *deflater);
/*
 * The zlib stream of PNG-filtered rows of `row_stride` bytes each (filter byte included), written
 * a block at a time (rt_deflate.h's rt_fast_deflate_begin/feed/finish, same rules and the same
 * bytes; AVX2 where rt_kernels_have_avx2 says so), one stream at a time per deflater: begin, feed
 * every RT_FAST_DEFLATE_BLOCK-byte block but the last, finish with the last.
 */
int rt_deflater_begin_rows(rt_deflater *deflater, size_t row_stride, rt_buffer *out, char *message);
int rt_deflater_feed_rows(rt_deflater *deflater, const uint8_t *block, size_t length, rt_buffer *out, char *message);
int rt_deflater_finish_rows(rt_deflater *deflater, const uint8_t *block, size_t length, rt_buffer *out, char *message);

/* A libpng reader over bytes in memory that the caller keeps alive until destroy. */
typedef struct rt_png_reader rt_png_reader;
rt_png_reader *rt_png_reader_create(const uint8_t *data, size_t length, char *message);
/* Reads the chunks up to the image data; reports the declared size. Allocates no pixel memory. */
int rt_png_reader_read_header(rt_png_reader *reader, uint32_t *width, uint32_t *height, char *message);
/*
 * Decodes any PNG (palette, grey 1-16 bit, alpha, tRNS, 16-bit, Adam7) into straight 8-bit
 * RGBA rows of width * 4 bytes. Values are taken as stored (no gamma conversion); 16-bit
 * samples are rounded to 8 bits.
 */
int rt_png_reader_read_rgba(rt_png_reader *reader, uint8_t *pixels, char *message);
void rt_png_reader_destroy(rt_png_reader *reader);

/* zlib's own compress2-equivalent with a strategy (the yardstick for sizes and speed): 0 or -1. */
int rt_zlib_compress(const uint8_t *input, size_t length, int level, int strategy, rt_buffer *out);
/* zlib's uncompress into `output` (capacity *output_length; receives the length): 0 or -1. */
int rt_zlib_uncompress(const uint8_t *input, size_t length, uint8_t *output, size_t *output_length);

/* The fast path's opaque RGB row stage (straighten + None/Sub/Up filter, SSE2). */
#include "png_row_filter.h"
/* CRC-32 and chunk framing for the fast path's IDAT and IEND. */
#include "png_crc.h"
/* The common PNG decoded without libpng (libdeflate's inflate). */
#include "png_fast_decode.h"

#endif
