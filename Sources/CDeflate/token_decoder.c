/*
 * A zlib stream read back as deflate tokens (see deflate_internal.h), for re-blocking. This is
 * not an inflater: the bytes the stream must produce are given, and every token is checked
 * against them (a literal equals its byte; a match's bytes equal the ones `distance` before), so
 * a stream that does not decode to exactly `raw` is refused, never re-blocked into something else.
 * Codes are read a bit at a time against the canonical code's first code of each length; the
 * streams are small (tens of kilobytes), so a lookup table would not pay for building it.
 */
#include "deflate_internal.h"

#include <stdlib.h>

typedef struct {
    const uint8_t *next, *end;
    uint64_t bits;
    unsigned count;
    size_t past_end; /* zero bytes supplied after the stream ran out */
} bit_reader;

static void refill(bit_reader *r) {
    while (r->count <= 56) {
        uint64_t byte = 0;
        if (r->next < r->end) byte = *r->next++;
        else r->past_end++;
        r->bits |= byte << r->count;
        r->count += 8;
    }
}

/* The next n (<= 32) bits, first bit lowest. */
static unsigned take_bits(bit_reader *r, unsigned n) {
    if (r->count < n) refill(r);
    unsigned v = (unsigned)(r->bits & ((UINT64_C(1) << n) - 1));
    r->bits >>= n;
    r->count -= n;
    return v;
}

/* A canonical code: how many codes of each length, and the symbols in code order. */
typedef struct {
    uint16_t count[16];
    uint16_t symbol[RT_FD_LITLEN + 2];
} code_table;

/* 0, or -1 when the lengths over-subscribe the code space. */
static int make_table(code_table *t, const uint8_t *lengths, int n) {
    memset(t->count, 0, sizeof t->count);
    for (int s = 0; s < n; s++) t->count[lengths[s]]++;
    t->count[0] = 0;
    int left = 1;
    for (int len = 1; len < 16; len++) {
        left = 2 * left - t->count[len];
        if (left < 0) return -1;
    }
    uint16_t offset[16];
    offset[1] = 0;
    for (int len = 1; len < 15; len++) offset[len + 1] = (uint16_t)(offset[len] + t->count[len]);
    for (int s = 0; s < n; s++)
        if (lengths[s] != 0) t->symbol[offset[lengths[s]]++] = (uint16_t)s;
    return 0;
}

/* The next symbol, or -1 for a bit pattern that is no code. Huffman codes are sent most
   significant bit first, so the code grows a bit at a time and is compared with the range of
   codes of its length. */
static int read_symbol(bit_reader *r, const code_table *t) {
    if (r->count < 15) refill(r);
    int code = 0, first = 0, index = 0;
    for (int len = 1; len < 16; len++) {
        code |= (int)(r->bits & 1);
        r->bits >>= 1;
        r->count--;
        int n = t->count[len];
        if (code - first < n) return t->symbol[index + code - first];
        index += n;
        first = (first + n) << 1;
        code <<= 1;
    }
    return -1;
}

static int push_token(rt_token_list *list, uint32_t token) {
    if (list->count == list->capacity) {
        size_t grown = list->capacity ? 2 * list->capacity : 4096;
        uint32_t *t = realloc(list->tokens, grown * sizeof(uint32_t));
        if (t == NULL) return -1;
        list->tokens = t;
        list->capacity = grown;
    }
    list->tokens[list->count++] = token;
    return 0;
}

static int push_block(rt_token_list *list) {
    if (list->block_count == list->block_capacity) {
        size_t grown = list->block_capacity ? 2 * list->block_capacity : 64;
        size_t *b = realloc(list->block_starts, grown * sizeof(size_t));
        if (b == NULL) return -1;
        list->block_starts = b;
        list->block_capacity = grown;
    }
    list->block_starts[list->block_count++] = list->count;
    return 0;
}

/* The literal/length and distance codes of a dynamic block's header. */
static int read_dynamic_codes(bit_reader *r, code_table *lit, code_table *dist) {
    static const uint8_t order[RT_FD_CODELEN] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    unsigned hlit = take_bits(r, 5) + 257, hdist = take_bits(r, 5) + 1, hclen = take_bits(r, 4) + 4;
    if (hlit > RT_FD_LITLEN || hdist > RT_FD_DIST) return -1;
    uint8_t cl[RT_FD_CODELEN] = {0};
    for (unsigned i = 0; i < hclen; i++) cl[order[i]] = (uint8_t)take_bits(r, 3);
    code_table cl_table;
    if (make_table(&cl_table, cl, RT_FD_CODELEN) != 0) return -1;
    uint8_t lengths[RT_FD_LITLEN + RT_FD_DIST];
    unsigned have = 0;
    while (have < hlit + hdist) {
        int s = read_symbol(r, &cl_table);
        if (s < 0) return -1;
        if (s < 16) {
            lengths[have++] = (uint8_t)s;
            continue;
        }
        unsigned repeat;
        uint8_t value = 0;
        if (s == 16) {
            if (have == 0) return -1;
            value = lengths[have - 1];
            repeat = 3 + take_bits(r, 2);
        } else {
            repeat = s == 17 ? 3 + take_bits(r, 3) : 11 + take_bits(r, 7);
        }
        if (have + repeat > hlit + hdist) return -1;
        while (repeat--) lengths[have++] = value;
    }
    if (lengths[256] == 0) return -1; /* a block must be able to end */
    if (make_table(lit, lengths, (int)hlit) != 0 || make_table(dist, lengths + hlit, (int)hdist) != 0) return -1;
    return 0;
}

static void fixed_codes(code_table *lit, code_table *dist) {
    uint8_t lengths[RT_FD_LITLEN + 2];
    for (int s = 0; s < 288; s++) lengths[s] = rt_fd_fixed_lit_length(s);
    make_table(lit, lengths, 288);
    uint8_t d[RT_FD_DIST];
    memset(d, 5, sizeof d);
    make_table(dist, d, RT_FD_DIST);
}

/* One Huffman block's symbols, up to its end-of-block code. */
static int read_huffman_block(bit_reader *r, const code_table *lit, const code_table *dist, const uint8_t *raw,
                              size_t raw_length, size_t *position, rt_token_list *list) {
    size_t pos = *position;
    for (;;) {
        int s = read_symbol(r, lit);
        if (s < 0 || s > 285) return -1;
        if (s < 256) {
            if (pos >= raw_length || raw[pos] != s || push_token(list, (uint32_t)s) != 0) return -1;
            pos++;
            continue;
        }
        if (s == 256) break;
        unsigned ls = (unsigned)s - 257;
        unsigned length = rt_fd_length_base[ls] + take_bits(r, rt_fd_length_extra[ls]);
        int ds = read_symbol(r, dist);
        if (ds < 0 || ds >= RT_FD_DIST) return -1;
        unsigned distance = rt_fd_dist_base[ds] + take_bits(r, rt_fd_dist_extra[ds]);
        if (length > RT_FD_MAX_MATCH || distance > pos || length > raw_length - pos) return -1;
        /* raw[pos + i] == raw[pos + i - distance] for every i is exactly what the copy produces,
           overlapping or not; memcmp compares those bytes. */
        if (memcmp(raw + pos, raw + pos - distance, length) != 0) return -1;
        uint32_t token = RT_RB_MATCH | (uint32_t)ds << 25 | length << 16 | (distance - 1);
        if (push_token(list, token) != 0) return -1;
        pos += length;
    }
    *position = pos;
    return 0;
}

int rt_rb_decode_tokens(const uint8_t *stream, size_t stream_length, const uint8_t *raw, size_t raw_length,
                        rt_token_list *list) {
    /* zlib header: deflate with a window of at most 32 KB, no preset dictionary, check bits */
    if (stream_length < 2 + 4 || (stream[0] & 0x0f) != 8 || (stream[0] >> 4) > 7 || (stream[1] & 0x20) != 0 ||
        ((unsigned)stream[0] << 8 | stream[1]) % 31 != 0)
        return -1;
    bit_reader r = {stream + 2, stream + stream_length - 4, 0, 0, 0};
    code_table lit, dist;
    size_t pos = 0;
    int final = 0;
    while (!final) {
        if (r.past_end > 8 || push_block(list) != 0) return -1;
        final = (int)take_bits(&r, 1);
        unsigned type = take_bits(&r, 2);
        if (type == 0) {
            take_bits(&r, r.count & 7); /* to a byte boundary */
            unsigned length = take_bits(&r, 16), complement = take_bits(&r, 16);
            if ((length ^ 0xffffu) != complement || length > raw_length - pos) return -1;
            for (unsigned i = 0; i < length; i++, pos++)
                if (take_bits(&r, 8) != raw[pos] || push_token(list, raw[pos]) != 0) return -1;
            continue;
        }
        if (type == 3) return -1;
        if (type == 1) fixed_codes(&lit, &dist);
        else if (read_dynamic_codes(&r, &lit, &dist) != 0) return -1;
        if (read_huffman_block(&r, &lit, &dist, raw, raw_length, &pos, list) != 0) return -1;
    }
    /* Every byte produced, and no bit read past the deflate data (the reader runs ahead by whole
       bytes; what it holds unread is r.count bits). */
    if (pos != raw_length || r.past_end > r.count / 8) return -1;
    return 0;
}
