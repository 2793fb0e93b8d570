/*
 * The zlib stream (RFC 1950 around RFC 1951; see include/rt_deflate.h): the input cut into blocks
 * of RT_FD_BLOCK bytes, each tokenized (matching.c) and written (block_writer.c), between the
 * zlib header and the Adler-32 trailer (adler32.c). Nothing reaches back more than one stride, so
 * the stream can also be written a block at a time (rt_fast_deflate_begin/feed/finish) from a
 * window holding the block and the stride before it; blocks sit at the same input offsets either
 * way, so the bytes are those of the whole-buffer call, which stays as the reference route the
 * tests compare with.
 */
#include "deflate_internal.h"
#include "cpu_features.h"

#include <stdlib.h>

rt_fast_deflater *rt_fast_deflater_create(void) {
    rt_fast_deflater *d = calloc(1, sizeof(rt_fast_deflater));
    if (d == NULL) return NULL;
    d->tokens = malloc(sizeof(uint32_t) * RT_FD_BLOCK);
    if (d->tokens == NULL) {
        free(d);
        return NULL;
    }
    return d;
}

void rt_fast_deflater_destroy(rt_fast_deflater *deflater) {
    if (deflater == NULL) return;
    free(deflater->tokens);
    free(deflater);
}

size_t rt_fast_deflate_bound(size_t length) {
    /* Stored fallback bound per block + zlib header/trailer + the writer's 8-byte slack. */
    size_t blocks = length / RT_FD_BLOCK + 1;
    return length + 5 * (length / 65535 + 1) + blocks * 8 + 64;
}

/* One block through the chosen instruction set: its tokens, then the block written. */
static void encode_block_with(rt_fast_deflater *d, bit_writer *w, const uint8_t *block, size_t before, size_t length,
                              size_t stride, int final, int avx2) {
    uint32_t lit_freq[RT_FD_LITLEN] = {0}, dist_freq[RT_FD_DIST] = {0};
    const unsigned stride_code = stride ? rt_fd_dist_code_of((unsigned)stride) : 0;
    size_t count = avx2 ? rt_fd_tokenize_avx2(d, block, before, length, stride, stride_code, lit_freq, dist_freq)
                        : rt_fd_tokenize(d, block, before, length, stride, stride_code, lit_freq, dist_freq);
    rt_fd_write_block(d, w, block, length, count, lit_freq, dist_freq, stride, stride_code, final);
}

/* The distance tried besides 1: 0 unless `row_stride` is a usable deflate distance (< 2 is the
   run case, distance 1, already tried). */
static size_t normalised_stride(size_t row_stride) { return row_stride >= RT_FD_WINDOW || row_stride < 2 ? 0 : row_stride; }

static void write_zlib_header(bit_writer *w) {
    /* deflate, 32 KB window, FLEVEL 0 (fastest), check bits */
    w->out[0] = 0x78;
    w->out[1] = 0x01;
    w->out += 2;
}

static void write_trailer(bit_writer *w, uint32_t adler) {
    flush_to_byte(w);
    uint8_t trailer[4] = {(uint8_t)(adler >> 24), (uint8_t)(adler >> 16), (uint8_t)(adler >> 8), (uint8_t)adler};
    memcpy(w->out, trailer, 4);
    w->out += 4;
}

int rt_fast_deflate_zlib(rt_fast_deflater *deflater, const uint8_t *input, size_t length, size_t row_stride,
                         rt_buffer *out) {
    return rt_fast_deflate_zlib_with(deflater, input, length, row_stride, out, 1);
}

/* The whole input at once: the reference route the streaming form below is tested against (the
   same blocks, one Adler-32 pass over everything at the end). */
int rt_fast_deflate_zlib_with(rt_fast_deflater *deflater, const uint8_t *input, size_t length, size_t row_stride,
                              rt_buffer *out, int use_avx2) {
    if (rt_buffer_reserve(out, rt_fast_deflate_bound(length)) != 0) return -1;
    const size_t stride = normalised_stride(row_stride);
    const int avx2 = use_avx2 && rt_kernels_have_avx2();
    bit_writer w = {out->bytes + out->count, 0, 0};
    write_zlib_header(&w);
    size_t start = 0;
    do {
        size_t end = length - start > RT_FD_BLOCK ? start + RT_FD_BLOCK : length;
        encode_block_with(deflater, &w, input + start, start, end - start, stride, end == length, avx2);
        start = end;
    } while (start < length);
    write_trailer(&w, rt_fd_adler32(1, input, length, avx2));
    out->count = (size_t)(w.out - out->bytes);
    return 0;
}

/* ---- The stream, a block at a time ---------------------------------------------------------- */

/* Between blocks the output is `out->count` whole bytes plus the writer's pending bits (fewer
   than 32), kept here; the bytes the writer stored past out->count are slack it rewrites. */

size_t rt_fast_deflate_history(size_t row_stride) {
    size_t stride = normalised_stride(row_stride);
    return stride ? stride : 1;
}

int rt_fast_deflate_begin(rt_fast_deflate_stream *stream, size_t row_stride, int use_avx2, rt_buffer *out) {
    *stream = (rt_fast_deflate_stream){0};
    stream->stride = normalised_stride(row_stride);
    stream->avx2 = use_avx2 && rt_kernels_have_avx2();
    stream->adler = 1;
    if (rt_buffer_reserve(out, 2 + 8) != 0) return -1;
    bit_writer w = {out->bytes + out->count, 0, 0};
    write_zlib_header(&w);
    out->count = (size_t)(w.out - out->bytes);
    return 0;
}

/* One block at the stream's current offset; `final` also writes the trailer. */
static int stream_block(rt_fast_deflate_stream *stream, rt_fast_deflater *deflater, const uint8_t *block, size_t length,
                        int final, rt_buffer *out) {
    if (rt_buffer_reserve(out, rt_fast_deflate_bound(length)) != 0) return -1;
    bit_writer w = {out->bytes + out->count, stream->bits, stream->bit_count};
    encode_block_with(deflater, &w, block, stream->consumed, length, stream->stride, final, stream->avx2);
    stream->adler = rt_fd_adler32(stream->adler, block, length, stream->avx2);
    stream->consumed += length;
    if (final) write_trailer(&w, stream->adler);
    out->count = (size_t)(w.out - out->bytes);
    stream->bits = w.bits;
    stream->bit_count = w.count;
    return 0;
}

int rt_fast_deflate_feed(rt_fast_deflate_stream *stream, rt_fast_deflater *deflater, const uint8_t *block, size_t length,
                         rt_buffer *out) {
    if (length != RT_FD_BLOCK) return -2;
    return stream_block(stream, deflater, block, length, 0, out);
}

int rt_fast_deflate_finish(rt_fast_deflate_stream *stream, rt_fast_deflater *deflater, const uint8_t *block, size_t length,
                           rt_buffer *out) {
    if (length > RT_FD_BLOCK || (length == 0 && stream->consumed != 0)) return -2;
    return stream_block(stream, deflater, block, length, 1, out);
}

