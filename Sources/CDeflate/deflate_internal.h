#ifndef RT_DEFLATE_INTERNAL_H
#define RT_DEFLATE_INTERNAL_H
/*
 * What the stages of the encoder share (see include/rt_deflate.h for the whole, and
 * docs/benchmark.md for the figures behind the choices): the format's constants and tables, the
 * encoder state, the bit writer, and the calls one stage makes into another.
 *
 *   matching.c      the tokens of a block: runs at distance 1, repeats one row up, literals
 *   huffman.c       code lengths, canonical codes and the dynamic block header
 *   block_writer.c  a block written as dynamic Huffman or stored, whichever is smaller
 *   adler32.c       the zlib trailer's checksum
 *   encoder.c       the zlib stream: blocks, header and trailer, whole or a block at a time
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "rt_deflate.h"

#if defined(__x86_64__) || defined(__i386__)
#define RT_FD_AVX2 1 /* AVX2 forms exist (and run where rt_kernels_have_avx2 says so) */
#endif

enum {
    RT_FD_BLOCK = RT_FAST_DEFLATE_BLOCK, /* input bytes per deflate block */
    RT_FD_MIN_MATCH = 4,
    RT_FD_MAX_MATCH = 258,
    RT_FD_WINDOW = 32768,
    RT_FD_LITLEN = 286,
    RT_FD_DIST = 30,
    RT_FD_CODELEN = 19,
};

/* RFC 1951's length and distance symbols (block_writer.c). */
extern const uint16_t rt_fd_length_base[29];
extern const uint8_t rt_fd_length_extra[29];
extern const uint16_t rt_fd_dist_base[30];
extern const uint8_t rt_fd_dist_extra[30];
/* The length symbol (0...28, of 257 + it) of each match length 3...258 (0 below 3). */
extern const uint8_t rt_fd_length_symbol[RT_FD_MAX_MATCH + 1];

/* The encoder state (the token buffer), reused call after call. */
struct rt_fast_deflater {
    uint32_t *tokens; /* RT_FD_BLOCK entries: literal byte, or 0x80000000 | length << 16 | distance */
};

/* ---- Bit writer (LSB first, 64-bit accumulator, caller reserved enough room + 8 slack) ------- */

typedef struct {
    uint8_t *out;
    uint64_t bits;
    unsigned count;
} bit_writer;

static inline __attribute__((always_inline)) void put_bits(bit_writer *w, uint64_t value, unsigned n) {
    /* n <= 32 and count < 32 on entry */
    w->bits |= value << w->count;
    w->count += n;
    if (w->count >= 32) {
        uint64_t b = w->bits;
        memcpy(w->out, &b, 8); /* little-endian host (x86-64, arm64): the low byte goes first */
        w->out += 4;
        w->bits >>= 32;
        w->count -= 32;
    }
}

static inline __attribute__((always_inline)) void flush_to_byte(bit_writer *w) {
    while (w->count > 0) {
        *w->out++ = (uint8_t)w->bits;
        w->bits >>= 8;
        w->count = w->count > 8 ? w->count - 8 : 0;
    }
    w->bits = 0;
}

/* The token loop's way of using the bit writer: after each flush at most 7 bits are pending, so
   up to 56 bits may be added before the next (three literal codes, or a length and a distance
   code with their extra bits); not 57, as a full 64 would not be shifted out (count & 56 is then
   0). The same bit stream as put_bits; only when bytes are stored differs. */
static inline __attribute__((always_inline)) void sym_put(bit_writer *w, uint64_t value, unsigned n) {
    w->bits |= value << w->count;
    w->count += n;
}

static inline __attribute__((always_inline)) void sym_flush(bit_writer *w) {
    uint64_t b = w->bits;
    memcpy(w->out, &b, 8); /* little-endian host; the writer has 8 bytes of slack */
    w->out += w->count >> 3;
    w->bits >>= w->count & 56;
    w->count &= 7;
}

static inline __attribute__((always_inline)) uint32_t rt_fd_load32(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

static inline __attribute__((always_inline)) uint64_t rt_fd_load64(const uint8_t *p) {
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
}

/* ---- Huffman (huffman.c) -------------------------------------------------------------------- */

/* The length of literal/length symbol s (0...287) in RFC 1951's fixed code. */
static inline uint8_t rt_fd_fixed_lit_length(int s) { return s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8; }

/* A dynamic block's codes and its header, run-length coded. */
typedef struct {
    uint8_t lit_len[RT_FD_LITLEN], dist_len[RT_FD_DIST], cl_len[RT_FD_CODELEN];
    uint16_t lit_code[RT_FD_LITLEN], dist_code[RT_FD_DIST], cl_code[RT_FD_CODELEN];
    uint8_t rle[RT_FD_LITLEN + RT_FD_DIST]; /* code-length symbols 0...18 */
    uint8_t rle_extra[RT_FD_LITLEN + RT_FD_DIST];
    int rle_count, hlit, hdist, hclen;
} block_header;

/* Code lengths (<= max_bits) for `n` symbols with frequencies `freq`; at least two codes. */
void rt_fd_build_lengths(const uint32_t *freq, int n, unsigned max_bits, uint8_t *lengths);
/* Canonical codes, bit-reversed for the LSB-first writer. */
void rt_fd_build_codes(const uint8_t *lengths, int n, uint16_t *codes);
/* Run-length codes the concatenated lengths (RFC 1951 3.2.7) and builds the code-length code. */
void rt_fd_prepare_header(block_header *h);
/* The header's exact size in bits. */
uint64_t rt_fd_header_bits(const block_header *h);
void rt_fd_write_header(bit_writer *w, const block_header *h, int final);

/* ---- Matching (matching.c) ------------------------------------------------------------------ */

/* The distance symbol of `distance`. */
unsigned rt_fd_dist_code_of(unsigned distance);
/* The block's tokens into d->tokens and its symbol frequencies added to lit_freq and dist_freq
   (zeroed by the caller); returns the token count. `input` is the block, `before` how many
   stream bytes precede it, `stride` the distance tried besides 1 (0: none) and `stride_code` its
   symbol. The two forms give the same tokens; the AVX2 one needs rt_kernels_have_avx2. */
size_t rt_fd_tokenize(rt_fast_deflater *d, const uint8_t *input, size_t before, size_t end, size_t stride,
                      unsigned stride_code, uint32_t *lit_freq, uint32_t *dist_freq);
size_t rt_fd_tokenize_avx2(rt_fast_deflater *d, const uint8_t *input, size_t before, size_t end, size_t stride,
                           unsigned stride_code, uint32_t *lit_freq, uint32_t *dist_freq);

/* ---- Block writing (block_writer.c) --------------------------------------------------------- */

/* The tokenized block `input[0 ..< end)` as a dynamic Huffman block, or stored blocks when those
   are smaller; `final` sets BFINAL. */
void rt_fd_write_block(const rt_fast_deflater *d, bit_writer *w, const uint8_t *input, size_t end, size_t count,
                       const uint32_t *lit_freq, const uint32_t *dist_freq, size_t stride, unsigned stride_code,
                       int final);
/* `length` bytes as stored blocks (65535 bytes at most each); `final` sets BFINAL on the last. */
void rt_fd_write_stored(bit_writer *w, const uint8_t *data, size_t length, int final);

/* ---- Re-blocking (token_decoder.c, block_cuts.c, reblock.c) --------------------------------- */

/* A token of a decoded stream: a literal byte (< 256), or RT_RB_MATCH | distance symbol << 25 |
   length << 16 | (distance - 1). */
#define RT_RB_MATCH 0x80000000u
#define RT_RB_IS_MATCH(t) (((t) & 0x80000000u) != 0)
#define RT_RB_LENGTH(t) (((t) >> 16) & 0x1ffu)
#define RT_RB_DISTANCE(t) (((t) & 0x7fffu) + 1)
#define RT_RB_DIST_SYMBOL(t) (((t) >> 25) & 0x1fu)

/* A decoded stream: its tokens and the token index each of its blocks starts at. */
typedef struct {
    uint32_t *tokens;
    size_t count, capacity;
    size_t *block_starts;
    size_t block_count, block_capacity;
} rt_token_list;

/* The tokens of the zlib `stream`, each checked against `raw` (the bytes it must decode to);
   0, or -1 when the stream is not a valid zlib stream of exactly `raw`, or memory runs out.
   The caller frees list->tokens and list->block_starts either way. */
int rt_rb_decode_tokens(const uint8_t *stream, size_t stream_length, const uint8_t *raw, size_t raw_length,
                        rt_token_list *list);


/* How a block is best written, and its exact size in bits (stored: an upper bound, as its padding
   depends on where it starts). */
typedef enum { RT_RB_DYNAMIC, RT_RB_FIXED, RT_RB_STORED } rt_block_kind;
typedef struct {
    uint32_t lit[RT_FD_LITLEN], dist[RT_FD_DIST];
    uint64_t extra_bits, bytes;
} rt_block_histogram;
void rt_rb_histogram_add(rt_block_histogram *h, const uint32_t *tokens, size_t from, size_t to);
/* The cheapest way to write a block with histogram `h`; fills `header` for a dynamic one. */
uint64_t rt_rb_block_bits(const rt_block_histogram *h, rt_block_kind *kind, block_header *header);

/* Chooses block cuts for `list` (which has tokens): returns the token index of each block's
   start, then list->count (`*count` blocks, so *count + 1 entries; malloc'd, the caller frees),
   or NULL when out of memory. `bits` receives the blocks' total size. */
size_t *rt_rb_choose_cuts(const rt_token_list *list, size_t *count, uint64_t *bits);

/* ---- Adler-32 (adler32.c) ------------------------------------------------------------------- */

/* Adler-32 continued from `adler` over n bytes: the AVX2 form when `avx2`, else SSE2 (scalar
   off x86). */
uint32_t rt_fd_adler32(uint32_t adler, const uint8_t *p, size_t n, int avx2);

#endif
