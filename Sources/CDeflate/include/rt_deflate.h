#ifndef RT_DEFLATE_H
#define RT_DEFLATE_H
/*
 * A fast deterministic zlib-format (RFC 1950/1951) compressor for PNG-filtered rows: runs at
 * distance 1 and repeats at the filtered row stride, dynamic Huffman blocks, stored blocks when
 * those would be smaller.
 *
 * Why its own: after the None/Sub/Up filters, flat UI is almost all runs of equal (mostly zero)
 * bytes; zlib spends its time hashing and chaining positions that a run test finds directly.
 * The output is a pure function of (input, row stride): no hashing of pointers, no uninitialised
 * memory, no thread or timing dependence, ties broken by symbol index. The stages are one file
 * each (deflate_internal.h lists them); docs/benchmark.md has the figures.
 */
#include <stddef.h>
#include <stdint.h>

#include "rt_buffer.h"

/* Input bytes per deflate block: the stream below takes its input in blocks of this size. */
enum { RT_FAST_DEFLATE_BLOCK = 256 * 1024 };

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

/*
 * The same zlib stream written a block at a time, so a caller can deflate rows while they are
 * still in cache instead of filtering a whole frame first: begin, then feed every block but the
 * last (exactly RT_FAST_DEFLATE_BLOCK bytes each), then finish with the last (1 ... that many
 * bytes; 0 only when the whole input is empty). The bytes equal rt_fast_deflate_zlib_with's for
 * the concatenated blocks, the same `row_stride` and `avx2`. Every block after the first must
 * have rt_fast_deflate_history(row_stride) bytes of the stream in memory right before it (the
 * back references read them). Each call returns 0, -1 when out of memory, or -2 for a block of
 * the wrong length. The state is plain data; nothing to release.
 */
typedef struct rt_fast_deflate_stream {
    size_t stride;      /* the distance tried besides 1 (0: none) */
    size_t consumed;    /* input bytes fed so far: the offset of the next block */
    uint64_t bits;      /* output bits not yet stored as whole bytes */
    unsigned bit_count; /* how many */
    uint32_t adler;     /* Adler-32 of the bytes fed so far */
    int avx2;
} rt_fast_deflate_stream;

/* The stream bytes a non-first block needs right before it: max(1, the distance tried). */
size_t rt_fast_deflate_history(size_t row_stride);
int rt_fast_deflate_begin(rt_fast_deflate_stream *stream, size_t row_stride, int avx2, rt_buffer *out);
int rt_fast_deflate_feed(rt_fast_deflate_stream *stream, rt_fast_deflater *deflater, const uint8_t *block,
                         size_t length, rt_buffer *out);
int rt_fast_deflate_finish(rt_fast_deflate_stream *stream, rt_fast_deflater *deflater, const uint8_t *block,
                           size_t length, rt_buffer *out);

/* Adler-32 continued from `adler` by one of its forms, for the tests that they agree: 0 scalar,
   1 SSE2 (scalar without it), 2 AVX2 (1 on a CPU without it). */
uint32_t rt_fast_adler32_with(uint32_t adler, const uint8_t *bytes, size_t length, int form);

#endif
