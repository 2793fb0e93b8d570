/*
 * A fast, deterministic deflate encoder (RFC 1951 in an RFC 1950 zlib wrapper) specialised for
 * PNG-filtered UI rows.
 *
 * Why: after the None/Sub/Up filters, flat UI is almost all runs of equal (mostly zero) bytes;
 * zlib spends its time hashing and chaining positions that a run test finds directly. ISA-L
 * was fast but not byte-deterministic inside this program, and zlib-ng is not on Debian 12.
 * The output here is a pure function of (input, row stride): no hashing of pointers, no
 * uninitialised memory, no thread or timing dependence, ties broken by symbol index.
 *
 * What:
 *   1. The input is cut into blocks of RT_FD_BLOCK input bytes.
 *   2. In a block, at each position p a match is tried at distance 1 (a run: the 4 bytes at p
 *      equal the byte before p) and at distance `stride` (the same column one filtered row up),
 *      each needing 4 equal bytes (one 32-bit compare each); the longer wins (distance 1 on a tie),
 *      extended 32 (AVX2) / 16 (SSE2) / 8 bytes at a time up to 258 or the block end. (Away from
 *      the block end one vector compare per distance settles every length below the vector width
 *      and picks the winner by selects, and a failed test's masks show the next match start when it
 *      is near.) Everything else is a literal. Matches may reach back into earlier blocks (the
 *      window is the whole stream). That rule is applied without visiting every position: after a
 *      failed test, byte-equality masks find the next position where either 4-byte match can start
 *      (61 at a time), and inside a long run each further 258 bytes is one broadcast compare. A
 *      stretch of literals is one token; its bytes are read back from the input when written,
 *      and a long run's further 258-byte matches are a repeat count on its first.
 *   3. Symbol frequencies are counted while tokenising; length-limited canonical Huffman codes
 *      (15 bits for literal/length and distance, 7 for the code-length code) are built by
 *      sorting symbols by (frequency, index) (a stable radix or insertion sort over symbols in
 *      index order), Moffat's in-place minimum-redundancy lengths, and the usual Kraft-sum fix
 *      for overlong codes (the method of miniz). Every tree gets at least two codes so each
 *      code is complete.
 *   4. The block is written as dynamic Huffman (BTYPE=2) with run-length coded code lengths,
 *      unless its exact bit cost exceeds stored blocks, which are written instead (random data
 *      never expands by more than 5 bytes per 64 KB). The last block has BFINAL=1.
 *   5. Adler-32 over the input: AVX2 or SSE2 (sum-of-absolute-differences for s1, 16-bit
 *      multiply-add for the weighted s2) with a scalar fallback; all give the same value by
 *      definition, and each continues from a running value, so it can be taken block by block.
 *   6. Nothing reaches back more than one stride, so the stream can also be written a block at a
 *      time (rt_fast_deflate_begin/feed/finish) from a window holding the block and the stride
 *      before it: the PNG encoder filters rows into such a window and deflates each block while it
 *      is still in L2, instead of writing 8.9 MB of filtered rows out and reading them back twice
 *      (tokens, Adler-32). Blocks sit at the same input offsets either way, so the bytes are
 *      those of the whole-buffer call, which stays as the reference route the tests compare with.
 *
 * Measured (clang -O2, thread CPU time, best of 41, median of 9 interleaved runs, 2-core AMD
 * EPYC; frame 10 of each demo at 1170 x 2532 RGB = 8.89 MB of filtered rows, the same bytes
 * given to each compressor; the zlib columns are from an earlier session):
 *
 *   frame             this file          zlib 1 (default)     zlib 1 Z_RLE
 *   ping              0.68 ms  71.5 KB   11.9 ms  97.7 KB     11.8 ms  74.9 KB
 *   modal-styles      0.82 ms  91.5 KB   12.2 ms 116.5 KB     12.1 ms  94.2 KB
 *   navigation        0.72 ms  72.7 KB   11.9 ms 100.8 KB     11.9 ms  75.2 KB
 *   circle-mask       0.61 ms  44.4 KB   11.6 ms  82.1 KB     11.6 ms  47.5 KB
 *   color-diffusion   0.49 ms  26.8 KB   11.2 ms  62.3 KB     11.4 ms  28.6 KB
 *
 * i.e. 0.43-0.78x the size of zlib level 1 and ~15-20x faster. The per-position tokenizer with a
 * token and a put_bits per literal took 0.84-1.39 ms for these in the same session (ping 1.18); at
 * 390 x 844 (scale 1, 0.99 MB, where per-token work dominates) Ping frames 5/11/18 went from
 * 0.17/0.14/0.17 ms to 0.115/0.096/0.106 ms (baseline path 0.23/0.19/0.23 to 0.154/0.133/0.144 ms);
 * the vector match test, near starts from its masks, run repeats and a three-multiply AVX2 Adler-32
 * then took them to 0.108/0.091/0.100 ms (baseline 0.145/0.125/0.136; the scale-3 frames
 * 0.85/0.67/0.83 to 0.76/0.59/0.74 ms). rt-benchmark (Swift pipeline, Ping frames, one worker,
 * before those last changes): deflate 1.1-1.3 ms per frame at scale 3 and 0.16-0.20 ms at scale 1
 * (previously 1.6-1.75 and 0.26-0.34). Design figures measured on the per-position tokenizer:
 * without the row-stride matches ping is 72.6 KB (more literals, 1.42x the time); 128 KB blocks
 * give 70.8 KB (1.06x the time), 1 MB blocks 72.3 KB (0.89x). Literal-heavy data is slower per byte
 * (no run to skip): 8.9 MB of random bytes 4.2 ms (stored), a photo-like six-value noise 9.7 ms
 * (zlib 1: 161 / 86 ms).
 */
#include "png_support.h"
#include "fast_deflate.h"
#include "raster_kernels.h"

#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define RT_FD_AVX2 1
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

/* ---- Tables ------------------------------------------------------------------------------ */

static const uint16_t length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                         31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                         2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t dist_base[30] = {1,   2,   3,   4,   5,   7,    9,    13,   17,   25,   33,   49,   65,    97,    129,
                                       193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t dist_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6,
                                       6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
static const uint8_t codelen_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/* length (3...258) -> length symbol index 0...28 (tabulated per deflater at creation) */
static uint8_t length_code_of(unsigned length) {
    unsigned code = 0;
    while (code < 28 && length_base[code + 1] <= length) code++;
    return (uint8_t)code;
}

static unsigned dist_code_of(unsigned distance) {
    unsigned code = 0;
    while (code < 29 && dist_base[code + 1] <= distance) code++;
    return code;
}

/* ---- The encoder state ---------------------------------------------------------------------- */

struct rt_fast_deflater {
    uint32_t *tokens; /* RT_FD_BLOCK entries: literal byte, or 0x80000000 | length << 16 | distance */
    uint8_t length_code[RT_FD_MAX_MATCH + 1];
};

rt_fast_deflater *rt_fast_deflater_create(void) {
    rt_fast_deflater *d = calloc(1, sizeof(rt_fast_deflater));
    if (d == NULL) return NULL;
    d->tokens = malloc(sizeof(uint32_t) * RT_FD_BLOCK);
    if (d->tokens == NULL) {
        free(d);
        return NULL;
    }
    for (unsigned l = 3; l <= RT_FD_MAX_MATCH; l++) d->length_code[l] = length_code_of(l);
    return d;
}

void rt_fast_deflater_destroy(rt_fast_deflater *deflater) {
    if (deflater == NULL) return;
    free(deflater->tokens);
    free(deflater);
}

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

/* ---- Huffman code lengths ------------------------------------------------------------------- */

typedef struct {
    uint32_t key;
    uint16_t symbol;
} sym_freq;

/* Sorts A[0...n) by ascending key, stably. The callers list symbols in ascending index order, so
   ties come out by ascending symbol: the unique (key, symbol) order, which is what fixes the code
   lengths. A library qsort with a comparator cost more than building the rest of the code; an
   insertion sort suits the 19-symbol code-length alphabet, an LSD radix sort (8 bits a pass, only
   as many passes as the largest key needs) the literal/length one. */
static void sort_by_key(sym_freq *A, int n) {
    if (n <= 24) {
        for (int i = 1; i < n; i++) {
            sym_freq x = A[i];
            int j = i;
            for (; j > 0 && A[j - 1].key > x.key; j--) A[j] = A[j - 1];
            A[j] = x;
        }
        return;
    }
    uint32_t all = 0;
    for (int i = 0; i < n; i++) all |= A[i].key;
    sym_freq tmp[RT_FD_LITLEN], *src = A, *dst = tmp;
    for (unsigned shift = 0; shift < 32 && (all >> shift) != 0; shift += 8) {
        int start[256] = {0};
        for (int i = 0; i < n; i++) start[(src[i].key >> shift) & 255]++;
        for (int b = 0, sum = 0; b < 256; b++) {
            int c = start[b];
            start[b] = sum;
            sum += c;
        }
        for (int i = 0; i < n; i++) dst[start[(src[i].key >> shift) & 255]++] = src[i];
        sym_freq *t = src;
        src = dst;
        dst = t;
    }
    if (src != A) memcpy(A, src, sizeof(sym_freq) * (size_t)n);
}

/* Moffat & Katajainen in-place minimum-redundancy code lengths; A sorted by ascending key. */
static void minimum_redundancy(sym_freq *A, int n) {
    int root, leaf, next, avbl, used, dpth;
    if (n == 0) return;
    if (n == 1) {
        A[0].key = 1;
        return;
    }
    A[0].key += A[1].key;
    root = 0;
    leaf = 2;
    for (next = 1; next < n - 1; next++) {
        if (leaf >= n || A[root].key < A[leaf].key) {
            A[next].key = A[root].key;
            A[root++].key = (uint32_t)next;
        } else {
            A[next].key = A[leaf++].key;
        }
        if (leaf >= n || (root < next && A[root].key < A[leaf].key)) {
            A[next].key = A[next].key + A[root].key;
            A[root++].key = (uint32_t)next;
        } else {
            A[next].key = A[next].key + A[leaf++].key;
        }
    }
    A[n - 2].key = 0;
    for (next = n - 3; next >= 0; next--) A[next].key = A[A[next].key].key + 1;
    avbl = 1;
    used = dpth = 0;
    root = n - 2;
    next = n - 1;
    while (avbl > 0) {
        while (root >= 0 && (int)A[root].key == dpth) {
            used++;
            root--;
        }
        while (avbl > used) {
            A[next--].key = (uint32_t)dpth;
            avbl--;
        }
        avbl = 2 * used;
        dpth++;
        used = 0;
    }
}

/* Code lengths (<= max_bits) for `n` symbols with frequencies `freq`; at least two codes. */
static void build_lengths(const uint32_t *freq, int n, unsigned max_bits, uint8_t *lengths) {
    sym_freq syms[RT_FD_LITLEN];
    int used = 0;
    memset(lengths, 0, (size_t)n);
    for (int s = 0; s < n; s++)
        if (freq[s] != 0) syms[used++] = (sym_freq){freq[s], (uint16_t)s};
    /* Pad to two codes with the lowest unused symbols (frequency 0 sorts them first). */
    for (int s = 0; s < n && used < 2; s++)
        if (freq[s] == 0) syms[used++] = (sym_freq){0, (uint16_t)s};
    sort_by_key(syms, used);
    sym_freq sorted[RT_FD_LITLEN];
    memcpy(sorted, syms, sizeof(sym_freq) * (size_t)used);
    minimum_redundancy(syms, used);
    int counts[64] = {0};
    for (int i = 0; i < used; i++) counts[syms[i].key < 63 ? syms[i].key : 63]++;
    /* Fold codes longer than max_bits into max_bits, then restore the Kraft sum to exactly 1. */
    for (int i = (int)max_bits + 1; i < 64; i++) counts[max_bits] += counts[i];
    uint32_t total = 0;
    for (int i = (int)max_bits; i > 0; i--) total += (uint32_t)counts[i] << (max_bits - (unsigned)i);
    while (total != (1u << max_bits)) {
        counts[max_bits]--;
        for (int i = (int)max_bits - 1; i > 0; i--)
            if (counts[i]) {
                counts[i]--;
                counts[i + 1] += 2;
                break;
            }
        total--;
    }
    /* Shortest codes to the most frequent symbols (the end of the sorted list). */
    int j = used;
    for (unsigned len = 1; len <= max_bits; len++)
        for (int c = counts[len]; c > 0; c--) lengths[sorted[--j].symbol] = (uint8_t)len;
}

/* Canonical codes, bit-reversed for the LSB-first writer. */
static void build_codes(const uint8_t *lengths, int n, uint16_t *codes) {
    unsigned count[16] = {0}, next[16];
    for (int s = 0; s < n; s++) count[lengths[s]]++;
    count[0] = 0;
    unsigned code = 0;
    for (int len = 1; len < 16; len++) {
        code = (code + count[len - 1]) << 1;
        next[len] = code;
    }
    for (int s = 0; s < n; s++) {
        unsigned len = lengths[s];
        if (len == 0) {
            codes[s] = 0;
            continue;
        }
        /* reverse all 16 bits by swapping halves, then keep the top `len` */
        unsigned r = next[len]++;
        r = ((r & 0x5555u) << 1) | ((r >> 1) & 0x5555u);
        r = ((r & 0x3333u) << 2) | ((r >> 2) & 0x3333u);
        r = ((r & 0x0f0fu) << 4) | ((r >> 4) & 0x0f0fu);
        r = ((r & 0x00ffu) << 8) | ((r >> 8) & 0x00ffu);
        codes[s] = (uint16_t)(r >> (16 - len));
    }
}

/* ---- Block writing -------------------------------------------------------------------------- */

typedef struct {
    uint8_t lit_len[RT_FD_LITLEN], dist_len[RT_FD_DIST], cl_len[RT_FD_CODELEN];
    uint16_t lit_code[RT_FD_LITLEN], dist_code[RT_FD_DIST], cl_code[RT_FD_CODELEN];
    uint8_t rle[RT_FD_LITLEN + RT_FD_DIST]; /* code-length symbols 0...18 */
    uint8_t rle_extra[RT_FD_LITLEN + RT_FD_DIST];
    int rle_count, hlit, hdist, hclen;
} block_header;

/* Run-length codes the concatenated lengths (RFC 1951 3.2.7) and builds the code-length code. */
static void prepare_header(block_header *h) {
    uint8_t all[RT_FD_LITLEN + RT_FD_DIST];
    h->hlit = RT_FD_LITLEN;
    while (h->hlit > 257 && h->lit_len[h->hlit - 1] == 0) h->hlit--;
    h->hdist = RT_FD_DIST;
    while (h->hdist > 1 && h->dist_len[h->hdist - 1] == 0) h->hdist--;
    memcpy(all, h->lit_len, (size_t)h->hlit);
    memcpy(all + h->hlit, h->dist_len, (size_t)h->hdist);
    int total = h->hlit + h->hdist, n = 0;
    uint32_t freq[RT_FD_CODELEN] = {0};
    for (int i = 0; i < total;) {
        uint8_t v = all[i];
        int run = 1;
        while (i + run < total && all[i + run] == v) run++;
        if (v == 0 && run >= 3) {
            int take = run > 138 ? 138 : run;
            h->rle[n] = take >= 11 ? 18 : 17;
            h->rle_extra[n] = (uint8_t)(take >= 11 ? take - 11 : take - 3);
            freq[h->rle[n++]]++;
            i += take;
        } else if (v != 0 && run >= 4) {
            h->rle[n] = v;
            h->rle_extra[n] = 0;
            freq[v]++;
            n++;
            int take = run - 1 > 6 ? 6 : run - 1;
            h->rle[n] = 16;
            h->rle_extra[n] = (uint8_t)(take - 3);
            freq[16]++;
            n++;
            i += 1 + take;
        } else {
            h->rle[n] = v;
            h->rle_extra[n] = 0;
            freq[v]++;
            n++;
            i++;
        }
    }
    h->rle_count = n;
    build_lengths(freq, RT_FD_CODELEN, 7, h->cl_len);
    build_codes(h->cl_len, RT_FD_CODELEN, h->cl_code);
    h->hclen = RT_FD_CODELEN;
    while (h->hclen > 4 && h->cl_len[codelen_order[h->hclen - 1]] == 0) h->hclen--;
}

static uint64_t header_bits(const block_header *h) {
    uint64_t bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)h->hclen;
    for (int i = 0; i < h->rle_count; i++) {
        unsigned s = h->rle[i];
        bits += h->cl_len[s] + (s == 16 ? 2 : s == 17 ? 3 : s == 18 ? 7 : 0);
    }
    return bits;
}

static void write_header(bit_writer *w, const block_header *h, int final) {
    put_bits(w, (uint64_t)(final ? 1 : 0) | (2u << 1), 3);
    put_bits(w, (uint64_t)(h->hlit - 257), 5);
    put_bits(w, (uint64_t)(h->hdist - 1), 5);
    put_bits(w, (uint64_t)(h->hclen - 4), 4);
    for (int i = 0; i < h->hclen; i++) put_bits(w, h->cl_len[codelen_order[i]], 3);
    for (int i = 0; i < h->rle_count; i++) {
        unsigned s = h->rle[i];
        put_bits(w, h->cl_code[s], h->cl_len[s]);
        if (s == 16) put_bits(w, h->rle_extra[i], 2);
        else if (s == 17) put_bits(w, h->rle_extra[i], 3);
        else if (s == 18) put_bits(w, h->rle_extra[i], 7);
    }
}

static void write_stored(bit_writer *w, const uint8_t *data, size_t length, int final) {
    do {
        size_t take = length > 65535 ? 65535 : length;
        length -= take;
        put_bits(w, (uint64_t)(final && length == 0 ? 1 : 0), 3);
        flush_to_byte(w);
        uint8_t head[4] = {(uint8_t)take, (uint8_t)(take >> 8), (uint8_t)~take, (uint8_t)(~take >> 8)};
        memcpy(w->out, head, 4);
        memcpy(w->out + 4, data, take);
        w->out += 4 + take;
        data += take;
    } while (length > 0);
}

/* ---- Matching ------------------------------------------------------------------------------- */

static inline __attribute__((always_inline)) uint32_t load32(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

static inline __attribute__((always_inline)) uint64_t load64(const uint8_t *p) {
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
}

#if !defined(__SSE2__)
/* Bytes equal at `a` and `b` (b < a), from 4 known-equal bytes up to `limit` bytes (the
   portable form; x86-64 always has the SSE2 one below). */
static inline __attribute__((always_inline)) size_t match_length(const uint8_t *a, const uint8_t *b, size_t limit) {
    size_t n = 4;
    while (n + 8 <= limit) {
        uint64_t x = load64(a + n) ^ load64(b + n);
        if (x != 0) return n + (size_t)(__builtin_ctzll(x) >> 3); /* little-endian */
        n += 8;
    }
    while (n < limit && a[n] == b[n]) n++;
    return n;
}
#endif

#if defined(__SSE2__)
/* match_length, 16 bytes a step (the baseline x86-64 encoder; the same lengths). The 258 case
   as in match_length_avx2 below. */
static inline __attribute__((always_inline)) size_t match_length_sse2(const uint8_t *a, const uint8_t *b, size_t limit) {
    size_t n = 4;
    if (limit == RT_FD_MAX_MATCH) {
        __m128i x = _mm_loadu_si128((const __m128i *)(a + 4)), y = _mm_loadu_si128((const __m128i *)(b + 4));
        uint32_t differ = ~(uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y)) & 0xffffu;
        if (differ) return 4 + (size_t)__builtin_ctz(differ);
        __m128i same = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(a + 242)), _mm_loadu_si128((const __m128i *)(b + 242)));
        for (size_t k = 20; k < 242; k += 16)
            same = _mm_and_si128(same, _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(a + k)),
                                                      _mm_loadu_si128((const __m128i *)(b + k))));
        if (_mm_movemask_epi8(same) == 0xffff) return RT_FD_MAX_MATCH;
        n = 20; /* the first difference lies in 20...257 */
    }
    while (n + 16 <= limit) {
        __m128i x = _mm_loadu_si128((const __m128i *)(a + n)), y = _mm_loadu_si128((const __m128i *)(b + n));
        uint32_t differ = ~(uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y)) & 0xffffu;
        if (differ) return n + (size_t)__builtin_ctz(differ);
        n += 16;
    }
    if (n < limit && limit >= 16) {
        /* the last 16 bytes before the limit, overlapping bytes known equal */
        size_t last = limit - 16;
        __m128i x = _mm_loadu_si128((const __m128i *)(a + last)), y = _mm_loadu_si128((const __m128i *)(b + last));
        uint32_t differ = ~(uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y)) & 0xffffu;
        return differ ? last + (size_t)__builtin_ctz(differ) : limit;
    }
    while (n < limit && a[n] == b[n]) n++;
    return n;
}
#endif

#if RT_FD_AVX2
/* match_length, 32 bytes a step (the AVX2 encoder; the same lengths). */
__attribute__((target("avx2")))
static inline size_t match_length_avx2(const uint8_t *a, const uint8_t *b, size_t limit) {
    size_t n = 4;
    if (limit == RT_FD_MAX_MATCH) {
        /* Most matches are either short or the full 258 (inside long runs): one branch settles
           the first 32 bytes, one more the other 222 (all seven chunks ANDed), instead of a
           data-dependent loop exit per match. */
        __m256i x = _mm256_loadu_si256((const __m256i *)(a + 4)), y = _mm256_loadu_si256((const __m256i *)(b + 4));
        uint32_t differ = ~(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(x, y));
        if (differ) return 4 + (size_t)__builtin_ctz(differ);
        __m256i same = _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(a + 226)),
                                         _mm256_loadu_si256((const __m256i *)(b + 226)));
        for (size_t k = 36; k < 226; k += 32)
            same = _mm256_and_si256(same, _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(a + k)),
                                                            _mm256_loadu_si256((const __m256i *)(b + k))));
        if ((uint32_t)_mm256_movemask_epi8(same) == 0xffffffffu) return RT_FD_MAX_MATCH;
        n = 36; /* the first difference lies in 36...257: find it below */
    }
    while (n + 32 <= limit) {
        __m256i x = _mm256_loadu_si256((const __m256i *)(a + n)), y = _mm256_loadu_si256((const __m256i *)(b + n));
        uint32_t differ = ~(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(x, y));
        if (differ) return n + (size_t)__builtin_ctz(differ);
        n += 32;
    }
    if (n < limit && limit >= 32) {
        /* The last 32 bytes before the limit, overlapping what is already known equal (so the
           first difference in them, if any, lies at n or later). */
        size_t last = limit - 32;
        __m256i x = _mm256_loadu_si256((const __m256i *)(a + last)), y = _mm256_loadu_si256((const __m256i *)(b + last));
        uint32_t differ = ~(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(x, y));
        return differ ? last + (size_t)__builtin_ctz(differ) : limit;
    }
    while (n + 8 <= limit) {
        uint64_t x = load64(a + n) ^ load64(b + n);
        if (x != 0) return n + (size_t)(__builtin_ctzll(x) >> 3);
        n += 8;
    }
    while (n < limit && a[n] == b[n]) n++;
    return n;
}
#endif

/* The literal-stretch scan. A position p starts a match exactly when the 4 bytes at p equal those
   at p - 1 or at p - stride (given both lie inside the stream and the block has 4 bytes left), so
   a byte-equality mask against each distance, ANDed with itself shifted by 1, 2 and 3, marks every
   match start among 61 positions at once. Bit i of the result: a match can start at p + i.
   Reads p - max(1, stride) ... p + 63. (Without SSE2 every position is tested on its own.) */
#if defined(__SSE2__)
#define RT_FD_SCAN 61

static inline __attribute__((always_inline)) uint64_t starts4(uint64_t eq) {
    return eq & (eq >> 1) & (eq >> 2) & (eq >> 3) & ((UINT64_C(1) << RT_FD_SCAN) - 1);
}

static inline __attribute__((always_inline)) uint64_t equal_mask64_sse2(const uint8_t *a, const uint8_t *b) {
    uint64_t m = 0;
    for (int k = 0; k < 4; k++) {
        __m128i x = _mm_loadu_si128((const __m128i *)(a + 16 * k)), y = _mm_loadu_si128((const __m128i *)(b + 16 * k));
        m |= (uint64_t)(uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y)) << (16 * k);
    }
    return m;
}

static inline __attribute__((always_inline)) uint64_t match_starts_sse2(const uint8_t *p, size_t stride) {
    uint64_t m = starts4(equal_mask64_sse2(p, p - 1));
    if (stride) m |= starts4(equal_mask64_sse2(p, p - stride));
    return m;
}
#endif

#if RT_FD_AVX2 && defined(__SSE2__) /* used only with the SSE2 scan (MATCH_STARTS) */
__attribute__((target("avx2")))
static inline uint64_t equal_mask64_avx2(const uint8_t *a, const uint8_t *b) {
    __m256i x0 = _mm256_loadu_si256((const __m256i *)a), y0 = _mm256_loadu_si256((const __m256i *)b);
    __m256i x1 = _mm256_loadu_si256((const __m256i *)(a + 32)), y1 = _mm256_loadu_si256((const __m256i *)(b + 32));
    return (uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(x0, y0)) |
           (uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(x1, y1)) << 32;
}

__attribute__((target("avx2")))
static inline uint64_t match_starts_avx2(const uint8_t *p, size_t stride) {
    uint64_t m = starts4(equal_mask64_avx2(p, p - 1));
    if (stride) m |= starts4(equal_mask64_avx2(p, p - stride));
    return m;
}
#endif

/* ---- Adler-32 ------------------------------------------------------------------------------- */

static uint32_t adler32_scalar(uint32_t adler, const uint8_t *p, size_t n) {
    uint32_t a = adler & 0xffff, b = adler >> 16;
    while (n > 0) {
        size_t k = n < 5552 ? n : 5552;
        n -= k;
        while (k--) {
            a += *p++;
            b += a;
        }
        a %= 65521;
        b %= 65521;
    }
    return (b << 16) | a;
}

/* All three forms continue from a running value (1 to start), reduced mod 65521 in each half. */
static uint32_t adler32_fast(uint32_t adler, const uint8_t *p, size_t n) {
    uint32_t a = adler & 0xffff, b = adler >> 16;
#if defined(__SSE2__)
    /* 32 bytes per step; at most 173 steps (5536 bytes) between reductions, so no lane overflows. */
    const __m128i zero = _mm_setzero_si128();
    const __m128i w_lo = _mm_setr_epi16(32, 31, 30, 29, 28, 27, 26, 25);
    const __m128i w_hi = _mm_setr_epi16(24, 23, 22, 21, 20, 19, 18, 17);
    const __m128i w2_lo = _mm_setr_epi16(16, 15, 14, 13, 12, 11, 10, 9);
    const __m128i w2_hi = _mm_setr_epi16(8, 7, 6, 5, 4, 3, 2, 1);
    size_t blocks = n / 32;
    n -= blocks * 32;
    while (blocks > 0) {
        size_t steps = blocks < 173 ? blocks : 173;
        blocks -= steps;
        __m128i v_ps = _mm_setzero_si128(), v_s1 = _mm_setzero_si128(), v_s2 = _mm_setzero_si128();
        uint32_t a0 = a;
        for (size_t s = 0; s < steps; s++) {
            __m128i x = _mm_loadu_si128((const __m128i *)p), y = _mm_loadu_si128((const __m128i *)(p + 16));
            p += 32;
            v_ps = _mm_add_epi32(v_ps, v_s1);
            v_s1 = _mm_add_epi32(v_s1, _mm_add_epi64(_mm_sad_epu8(x, zero), _mm_sad_epu8(y, zero)));
            __m128i t = _mm_add_epi32(_mm_madd_epi16(_mm_unpacklo_epi8(x, zero), w_lo),
                                      _mm_madd_epi16(_mm_unpackhi_epi8(x, zero), w_hi));
            t = _mm_add_epi32(t, _mm_madd_epi16(_mm_unpacklo_epi8(y, zero), w2_lo));
            t = _mm_add_epi32(t, _mm_madd_epi16(_mm_unpackhi_epi8(y, zero), w2_hi));
            v_s2 = _mm_add_epi32(v_s2, t);
        }
        uint32_t lanes[4];
        _mm_storeu_si128((__m128i *)lanes, v_ps);
        uint64_t ps = (uint64_t)lanes[0] + lanes[1] + lanes[2] + lanes[3];
        _mm_storeu_si128((__m128i *)lanes, v_s1);
        uint64_t s1 = (uint64_t)lanes[0] + lanes[1] + lanes[2] + lanes[3];
        _mm_storeu_si128((__m128i *)lanes, v_s2);
        uint64_t s2 = (uint64_t)lanes[0] + lanes[1] + lanes[2] + lanes[3];
        b = (uint32_t)(((uint64_t)b + (uint64_t)a0 * 32 * steps + 32 * ps + s2) % 65521);
        a = (uint32_t)(((uint64_t)a0 + s1) % 65521);
    }
#endif
    return adler32_scalar((b << 16) | a, p, n);
}

#if RT_FD_AVX2
/* adler32_fast with two 32-byte loads a step. PSADBW gives the byte sums; the weighted sum takes
   both halves by the same weights 32...1 (PMADDUBSW, pairs <= 255 * 63, so the two halves' pair
   sums still fit 16 bits unsaturated), one PMADDWD by ones for both, and the first half's extra
   weight 32 from its byte sum. Three multiplies per 64 bytes instead of four: the multiplier is
   what bounds this loop. */
__attribute__((target("avx2")))
static uint32_t adler32_avx2(uint32_t adler, const uint8_t *p, size_t n) {
    uint32_t a = adler & 0xffff, b = adler >> 16;
    const __m256i zero = _mm256_setzero_si256(), ones = _mm256_set1_epi16(1);
    const __m256i weights = _mm256_setr_epi8(32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17,
                                             16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1);
    size_t blocks = n / 64;
    n -= blocks * 64;
    while (blocks > 0) {
        size_t steps = blocks < 86 ? blocks : 86; /* 5504 bytes between reductions, as zlib's NMAX */
        blocks -= steps;
        __m256i v_ps = zero, v_s1 = zero, v_h = zero, v_s2 = zero;
        uint32_t a0 = a;
        for (size_t s = 0; s < steps; s++) {
            __m256i x0 = _mm256_loadu_si256((const __m256i *)p), x1 = _mm256_loadu_si256((const __m256i *)(p + 32));
            p += 64;
            __m256i sad0 = _mm256_sad_epu8(x0, zero);
            v_ps = _mm256_add_epi32(v_ps, v_s1);
            v_h = _mm256_add_epi32(v_h, sad0);
            v_s1 = _mm256_add_epi32(v_s1, _mm256_add_epi32(sad0, _mm256_sad_epu8(x1, zero)));
            __m256i pairs = _mm256_add_epi16(_mm256_maddubs_epi16(x0, weights), _mm256_maddubs_epi16(x1, weights));
            v_s2 = _mm256_add_epi32(v_s2, _mm256_madd_epi16(pairs, ones));
        }
        uint32_t lanes[8];
        uint64_t ps = 0, s1 = 0, hs = 0, s2 = 0;
        _mm256_storeu_si256((__m256i *)lanes, v_ps);
        for (int k = 0; k < 8; k++) ps += lanes[k];
        _mm256_storeu_si256((__m256i *)lanes, v_s1);
        for (int k = 0; k < 8; k++) s1 += lanes[k];
        _mm256_storeu_si256((__m256i *)lanes, v_h);
        for (int k = 0; k < 8; k++) hs += lanes[k];
        _mm256_storeu_si256((__m256i *)lanes, v_s2);
        for (int k = 0; k < 8; k++) s2 += lanes[k];
        b = (uint32_t)(((uint64_t)b + (uint64_t)a0 * 64 * steps + 64 * ps + 32 * hs + s2) % 65521);
        a = (uint32_t)(((uint64_t)a0 + s1) % 65521);
    }
    return adler32_scalar((b << 16) | a, p, n);
}
#endif

/* ---- The stream ----------------------------------------------------------------------------- */

size_t rt_fast_deflate_bound(size_t length) {
    /* Stored fallback bound per block + zlib header/trailer + the writer's 8-byte slack. */
    size_t blocks = length / RT_FD_BLOCK + 1;
    return length + 5 * (length / 65535 + 1) + blocks * 8 + 64;
}

/* Whether the 258 bytes at p all equal p[-1]: then the match test at p finds distance 1 at the
   full 258 (and, that being the limit, does not try the stride). Inside long runs this replaces
   the test's two-sided loads with one broadcast compare. */
#if !defined(__SSE2__)
static inline __attribute__((always_inline)) int run_continues(const uint8_t *p) {
    uint64_t pattern = 0x0101010101010101ull * p[-1], differ = 0;
    for (size_t k = 0; k < 256; k += 8) differ |= load64(p + k) ^ pattern;
    differ |= load64(p + RT_FD_MAX_MATCH - 8) ^ pattern;
    return differ == 0;
}
#endif

#if defined(__SSE2__)
static inline __attribute__((always_inline)) int run_continues_sse2(const uint8_t *p) {
    __m128i c = _mm_set1_epi8((char)p[-1]);
    __m128i same = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(p + RT_FD_MAX_MATCH - 16)), c);
    for (size_t k = 0; k < 256; k += 16) same = _mm_and_si128(same, _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(p + k)), c));
    return _mm_movemask_epi8(same) == 0xffff;
}
#endif

#if RT_FD_AVX2
__attribute__((target("avx2")))
static inline int run_continues_avx2(const uint8_t *p) {
    __m256i c = _mm256_set1_epi8((char)p[-1]);
    __m256i same = _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(p + RT_FD_MAX_MATCH - 32)), c);
    for (size_t k = 0; k < 256; k += 32)
        same = _mm256_and_si256(same, _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(p + k)), c));
    return (uint32_t)_mm256_movemask_epi8(same) == 0xffffffffu;
}
#endif

#if defined(__SSE2__)
#define MATCH_LENGTH_BASE match_length_sse2
#else
#define MATCH_LENGTH_BASE match_length
#endif
#if defined(__SSE2__)
#define RUN_CONTINUES_BASE run_continues_sse2
#else
#define RUN_CONTINUES_BASE run_continues
#endif
#if RT_FD_AVX2
#define MATCH_LENGTH(avx2, a, b, limit) ((avx2) ? match_length_avx2(a, b, limit) : MATCH_LENGTH_BASE(a, b, limit))
#define RUN_CONTINUES(avx2, p) ((avx2) ? run_continues_avx2(p) : RUN_CONTINUES_BASE(p))
#else
#define MATCH_LENGTH(avx2, a, b, limit) MATCH_LENGTH_BASE(a, b, limit)
#define RUN_CONTINUES(avx2, p) RUN_CONTINUES_BASE(p)
#endif
#if RT_FD_AVX2 && defined(__SSE2__)
#define MATCH_STARTS(avx2, p, stride) ((avx2) ? match_starts_avx2(p, stride) : match_starts_sse2(p, stride))
#elif defined(__SSE2__)
#define MATCH_STARTS(avx2, p, stride) match_starts_sse2(p, stride)
#endif /* else every position is tested on its own */

#if defined(__SSE2__)
/* Byte-equality masks of the first W = 16 (SSE2) / 32 (AVX2) bytes at p against p - 1 and
   p - stride (the latter 0 when there is no stride). */
static inline __attribute__((always_inline)) uint32_t equal_mask_sse2(const uint8_t *a, const uint8_t *b) {
    return (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)a), _mm_loadu_si128((const __m128i *)b)));
}
#endif
#if RT_FD_AVX2 && defined(__SSE2__)
__attribute__((target("avx2")))
static inline uint32_t equal_mask_avx2(const uint8_t *a, const uint8_t *b) {
    return (uint32_t)_mm256_movemask_epi8(
        _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)a), _mm256_loadu_si256((const __m256i *)b)));
}
#define EQUAL_MASKS(avx2, p, stride, e1, es, W)                                                     \
    do {                                                                                              \
        if (avx2) {                                                                                   \
            W = 32;                                                                                   \
            e1 = equal_mask_avx2(p, (p) - 1);                                                         \
            es = (stride) ? equal_mask_avx2(p, (p) - (stride)) : 0;                                  \
        } else {                                                                                      \
            W = 16;                                                                                   \
            e1 = equal_mask_sse2(p, (p) - 1);                                                         \
            es = (stride) ? equal_mask_sse2(p, (p) - (stride)) : 0;                                  \
        }                                                                                             \
    } while (0)
#elif defined(__SSE2__)
#define EQUAL_MASKS(avx2, p, stride, e1, es, W)                                                     \
    do {                                                                                              \
        W = 16;                                                                                       \
        e1 = equal_mask_sse2(p, (p) - 1);                                                             \
        es = (stride) ? equal_mask_sse2(p, (p) - (stride)) : 0;                                      \
    } while (0)
#endif

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

/* The block encoder's body, inlined into a baseline and an AVX2 copy (which differ only in how
   match starts are found and match lengths measured; the tokens are the same).

   A token is a match (0x80000000 | length << 16 | repeats << 1 | 0 for distance 1, 1 for
   `stride`; repeats: how many more 258-byte distance-1 matches follow it) or a run
   of literals (its length;
   the bytes are read back from the input when writing). Most UI literals come in short stretches
   between runs, and one token per stretch instead of one per byte saves a store, a reload and a
   branch per literal.

   Coordinates: `input` points at the block's first byte, positions p run over [0, end), and
   `before` is how many stream bytes precede the block (its absolute offset). The only reads before
   `input` are the back references, at most max(1, stride) bytes back and only where the stream
   has them (p + before >= 1, resp. >= stride), so the caller need keep no more than that many
   bytes in front of the block: the whole-buffer and the streaming callers give the same tokens. */
static inline __attribute__((always_inline)) void encode_block_body(rt_fast_deflater *d, bit_writer *w, const uint8_t *input,
                                                                     size_t before, size_t end, size_t stride, int final,
                                                                     int avx2) {
    uint32_t lit_freq[RT_FD_LITLEN] = {0}, dist_freq[RT_FD_DIST] = {0}, lit_freq2[256] = {0};
    uint32_t *tokens = d->tokens;
    size_t count = 0, p = 0, lit = 0; /* lit: where the pending literal run began */
    unsigned stride_code = stride ? dist_code_of((unsigned)stride) : 0;
    /* Block positions from which the byte one back / one stride back is in the stream. */
    const size_t from1 = before >= 1 ? 0 : 1, from_stride = before >= stride ? 0 : stride - before;
#if defined(MATCH_STARTS)
    const size_t scan_from = from1 > from_stride ? from1 : from_stride; /* both back references exist from here on */
#endif
    while (p < end) {
        size_t best = 0, distance = 0, step = 1; /* step: positions known not to start a match */
#if defined(MATCH_STARTS)
        if (p >= scan_from && end - p >= RT_FD_MAX_MATCH) {
            /* The same rule with fewer data-dependent branches: the first W bytes (32 AVX2, 16
               SSE2) against both distances give both lengths below W exactly, and a length under
               4 is no match; the longer wins, distance 1 on a tie (selects, not branches). Only
               a length reaching W is measured on (then as below). Matches and failed tests
               alternate unpredictably, which cost a misprediction on every other test. */
            uint32_t e1, es;
            unsigned W;
            EQUAL_MASKS(avx2, input + p, stride, e1, es, W);
            /* bit W of the complement is set: each count is at most W */
            unsigned l1 = (unsigned)__builtin_ctzll(~(uint64_t)e1), ls = (unsigned)__builtin_ctzll(~(uint64_t)es);
            if ((l1 | ls) < W) {
                unsigned c1 = l1 >= RT_FD_MIN_MATCH ? l1 : 0, cs = ls >= RT_FD_MIN_MATCH ? ls : 0;
                best = cs > c1 ? cs : c1;
                distance = cs > c1 ? stride : 1;
                if (best == 0) {
                    /* No match at p; the same masks show the match starts among the next W - 4
                       positions, which are mostly where the next one is: the scan below is for
                       longer stretches. */
                    uint64_t near = starts4(e1) | starts4(es);
                    if (near != 0) {
                        p += (size_t)__builtin_ctzll(near);
                        continue;
                    }
                    step = W - 3;
                }
            } else if (ls < W) {
                best = MATCH_LENGTH(avx2, input + p, input + p - 1, RT_FD_MAX_MATCH);
                distance = 1;
            } else if (l1 < W) {
                best = MATCH_LENGTH(avx2, input + p, input + p - stride, RT_FD_MAX_MATCH);
                distance = stride;
            } else {
                best = MATCH_LENGTH(avx2, input + p, input + p - 1, RT_FD_MAX_MATCH);
                distance = 1;
                if (best < RT_FD_MAX_MATCH) {
                    size_t n = MATCH_LENGTH(avx2, input + p, input + p - stride, RT_FD_MAX_MATCH);
                    if (n > best) {
                        best = n;
                        distance = stride;
                    }
                }
            }
        } else
#endif
        if (p >= from1 && p + 4 <= end) {
            size_t limit = end - p < RT_FD_MAX_MATCH ? end - p : RT_FD_MAX_MATCH;
            uint32_t here = load32(input + p);
            if (here == load32(input + p - 1)) {
                best = MATCH_LENGTH(avx2, input + p, input + p - 1, limit);
                distance = 1;
            }
            if (stride && best < limit && p >= from_stride && here == load32(input + p - stride)) {
                size_t n = MATCH_LENGTH(avx2, input + p, input + p - stride, limit);
                if (n > best) {
                    best = n;
                    distance = stride;
                }
            }
        }
        if (best >= RT_FD_MIN_MATCH) {
            if (lit < p) {
                /* two tables, so equal neighbouring bytes do not wait on each other's count */
                size_t q = lit;
                for (; q + 2 <= p; q += 2) {
                    lit_freq[input[q]]++;
                    lit_freq2[input[q + 1]]++;
                }
                if (q < p) lit_freq[input[q]]++;
                tokens[count++] = (uint32_t)(p - lit);
            }
            tokens[count++] = 0x80000000u | (uint32_t)best << 16 | (distance == 1 ? 0u : 1u);
            lit_freq[257 + d->length_code[best]]++;
            dist_freq[distance == 1 ? 0 : stride_code]++;
            p += best;
            if (best == RT_FD_MAX_MATCH && distance == 1) {
                /* inside a long run: more full-length distance-1 matches while it lasts */
                uint32_t more = 0;
                while (end - p >= RT_FD_MAX_MATCH && RUN_CONTINUES(avx2, input + p)) {
                    p += RT_FD_MAX_MATCH;
                    more++;
                }
                tokens[count - 1] |= more << 1; /* repeats of this match: < RT_FD_BLOCK / 258 */
                lit_freq[257 + d->length_code[RT_FD_MAX_MATCH]] += more;
                dist_freq[0] += more;
            }
            lit = p;
            continue; /* a match most often follows a match (long runs): test it first */
        }
        p += step;
#if defined(MATCH_STARTS)
        while (p >= scan_from && end - p >= 64) {
            uint64_t starts = MATCH_STARTS(avx2, input + p, stride);
            if (starts != 0) {
                p += (size_t)__builtin_ctzll(starts); /* a match starts here: the test above finds it */
                break;
            }
            p += RT_FD_SCAN;
        }
#endif
    }
    if (lit < end) {
        for (size_t q = lit; q < end; q++) lit_freq[input[q]]++;
        tokens[count++] = (uint32_t)(end - lit);
    }
    for (int b = 0; b < 256; b++) lit_freq[b] += lit_freq2[b];
    lit_freq[256] = 1;

    block_header h;
    build_lengths(lit_freq, RT_FD_LITLEN, 15, h.lit_len);
    build_lengths(dist_freq, RT_FD_DIST, 15, h.dist_len);
    build_codes(h.lit_len, RT_FD_LITLEN, h.lit_code);
    build_codes(h.dist_len, RT_FD_DIST, h.dist_code);
    prepare_header(&h);

    uint64_t bits = header_bits(&h);
    for (int s = 0; s < RT_FD_LITLEN; s++) {
        uint64_t extra = s >= 257 ? length_extra[s - 257] : 0;
        bits += (uint64_t)lit_freq[s] * (h.lit_len[s] + extra);
    }
    for (int s = 0; s < RT_FD_DIST; s++) bits += (uint64_t)dist_freq[s] * (h.dist_len[s] + dist_extra[s]);
    uint64_t stored_bits = 8 * ((uint64_t)end + 5 * (end / 65535 + 1)) + 7;
    if (bits >= stored_bits) {
        write_stored(w, input, end, final);
        return;
    }

    write_header(w, &h, final);
    /* Length symbol + extra bits per match length (<= 20 bits), distance code + extra per distance
       (<= 28 bits): one put per match. */
    uint32_t len_value[RT_FD_MAX_MATCH + 1];
    uint8_t len_bits[RT_FD_MAX_MATCH + 1];
    for (unsigned l = RT_FD_MIN_MATCH; l <= RT_FD_MAX_MATCH; l++) {
        unsigned lc = d->length_code[l], n = h.lit_len[257 + lc];
        len_value[l] = h.lit_code[257 + lc] | (uint32_t)(l - length_base[lc]) << n;
        len_bits[l] = (uint8_t)(n + length_extra[lc]);
    }
    uint32_t dist_value[2] = {h.dist_code[0], 0};
    unsigned dist_bits[2] = {h.dist_len[0], 0};
    if (stride) {
        dist_value[1] = h.dist_code[stride_code] | (uint32_t)(stride - dist_base[stride_code]) << h.dist_len[stride_code];
        dist_bits[1] = h.dist_len[stride_code] + dist_extra[stride_code];
    }
    /* The token loop writes through a local writer: `w` may alias the bytes it stores (as far as
       the compiler knows), which would keep its state in memory and put a store-to-load round
       trip on every symbol. */
    /* A long run's matches after its first are stored as a repeat count in the first's token
       (bits 1-15) and written several a flush: the full-length distance-1 code and its distance
       code, repeated in 56 bits. (run_bits is 0 only when the block has no such match.) */
    const unsigned run_bits = len_bits[RT_FD_MAX_MATCH] + dist_bits[0], run_per = run_bits ? 56 / run_bits : 1;
    uint64_t run_pattern = 0;
    for (unsigned k = 0; k < run_per; k++)
        run_pattern |= (len_value[RT_FD_MAX_MATCH] | (uint64_t)dist_value[0] << len_bits[RT_FD_MAX_MATCH]) << (k * run_bits);
    bit_writer local = *w;
    sym_flush(&local);
    const uint8_t *q = input;
    for (size_t i = 0; i < count; i++) {
        uint32_t t = tokens[i];
        if (t & 0x80000000u) {
            unsigned len = (t >> 16) & 0x1ff, which = t & 1, n = len_bits[len];
            sym_put(&local, len_value[len] | (uint64_t)dist_value[which] << n, n + dist_bits[which]);
            sym_flush(&local);
            q += len;
            unsigned reps = (t >> 1) & 0x7fffu;
            if (reps != 0) {
                /* the same 258-byte distance-1 match again and again: run_per a flush */
                q += (size_t)reps * RT_FD_MAX_MATCH;
                for (; reps > run_per; reps -= run_per) {
                    sym_put(&local, run_pattern, run_per * run_bits);
                    sym_flush(&local);
                }
                unsigned nb = reps * run_bits;
                sym_put(&local, run_pattern & ((UINT64_C(1) << nb) - 1), nb);
                sym_flush(&local);
            }
            continue;
        }
        /* literals, three codes (<= 45 bits) a flush */
        const uint8_t *e = q + t;
        for (; e - q >= 3; q += 3) {
            unsigned a = q[0], b = q[1], c = q[2], la = h.lit_len[a], lb = h.lit_len[b];
            sym_put(&local,
                    h.lit_code[a] | (uint64_t)h.lit_code[b] << la | (uint64_t)h.lit_code[c] << (la + lb),
                    la + lb + h.lit_len[c]);
            sym_flush(&local);
        }
        for (; q < e; q++) sym_put(&local, h.lit_code[*q], h.lit_len[*q]);
        sym_flush(&local);
    }
    sym_put(&local, h.lit_code[256], h.lit_len[256]);
    sym_flush(&local);
    *w = local;
}

static void encode_block(rt_fast_deflater *d, bit_writer *w, const uint8_t *block, size_t before, size_t length,
                         size_t stride, int final) {
    encode_block_body(d, w, block, before, length, stride, final, 0);
}

#if RT_FD_AVX2
__attribute__((target("avx2")))
static void encode_block_avx2(rt_fast_deflater *d, bit_writer *w, const uint8_t *block, size_t before, size_t length,
                              size_t stride, int final) {
    encode_block_body(d, w, block, before, length, stride, final, 1);
}
#endif

/* One block through the chosen instruction set. */
static void encode_block_with(rt_fast_deflater *d, bit_writer *w, const uint8_t *block, size_t before, size_t length,
                              size_t stride, int final, int avx2) {
#if RT_FD_AVX2
    if (avx2) {
        encode_block_avx2(d, w, block, before, length, stride, final);
        return;
    }
#endif
    (void)avx2;
    encode_block(d, w, block, before, length, stride, final);
}

/* Adler-32 continued from `adler` over n bytes, by the chosen instruction set. */
static uint32_t adler32_with(uint32_t adler, const uint8_t *p, size_t n, int avx2) {
#if RT_FD_AVX2
    if (avx2) return adler32_avx2(adler, p, n);
#endif
    (void)avx2;
    return adler32_fast(adler, p, n);
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
    write_trailer(&w, adler32_with(1, input, length, avx2));
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
    stream->adler = adler32_with(stream->adler, block, length, stream->avx2);
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

uint32_t rt_fast_adler32_with(uint32_t adler, const uint8_t *bytes, size_t length, int form) {
    if (form == 0) return adler32_scalar(adler, bytes, length);
    return adler32_with(adler, bytes, length, form == 2 && rt_kernels_have_avx2());
}
