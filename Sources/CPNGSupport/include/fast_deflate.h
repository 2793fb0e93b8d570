#ifndef RT_FAST_DEFLATE_H
#define RT_FAST_DEFLATE_H
/*
 * A fast deterministic zlib-format (RFC 1950/1951) compressor for PNG-filtered rows: runs at
 * distance 1 and repeats at the filtered row stride, dynamic Huffman blocks, stored blocks when
 * those would be smaller. Output bytes are a pure function of (input, row_stride). See
 * fast_deflate.c for the algorithm and measured figures.
 */
#include <stddef.h>
#include <stdint.h>

#include "png_support.h"

/* Scratch state (the token buffer), reused call after call; one per thread. */
typedef struct rt_fast_deflater rt_fast_deflater;
rt_fast_deflater *rt_fast_deflater_create(void);
void rt_fast_deflater_destroy(rt_fast_deflater *deflater);

/* The most bytes rt_fast_deflate_zlib can append for `length` input bytes (plus writer slack). */
size_t rt_fast_deflate_bound(size_t length);

/*
 * Appends the zlib stream of `input` to `out`. `row_stride` is the filtered row length (row
 * bytes + 1 filter byte), the distance tried besides 1; 0 (or >= 32768) tries distance 1 only.
 * Returns 0, or -1 when out of memory.
 */
int rt_fast_deflate_zlib(rt_fast_deflater *deflater, const uint8_t *input, size_t length, size_t row_stride,
                         rt_buffer *out);

/* The same with the instruction set chosen by the caller: nonzero `avx2` takes the AVX2 paths
   when this CPU has them, zero the baseline ones. The bytes are the same; the tests compare. */
int rt_fast_deflate_zlib_with(rt_fast_deflater *deflater, const uint8_t *input, size_t length, size_t row_stride,
                              rt_buffer *out, int avx2);

/* zlib's own compress2-equivalent with a strategy (the yardstick for sizes and speed): 0 or -1. */
int rt_zlib_compress(const uint8_t *input, size_t length, int level, int strategy, rt_buffer *out);
/* zlib's uncompress into `output` (capacity *output_length; receives the length): 0 or -1. */
int rt_zlib_uncompress(const uint8_t *input, size_t length, uint8_t *output, size_t *output_length);

#endif
