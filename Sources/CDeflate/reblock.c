/*
 * rt_deflate_reblock (include/rt_reblock.h): the stream's tokens (token_decoder.c), new cuts
 * (block_cuts.c), and the tokens written again in those blocks, each in the kind its cost chose.
 */
#include "deflate_internal.h"
#include "rt_reblock.h"
#include "cpu_features.h"

#include <stdlib.h>

/* One block's symbols under the codes `lit` and `dist` (lengths and bit-reversed codes). */
static void write_symbols(bit_writer *w, const uint32_t *tokens, size_t from, size_t to, const uint8_t *lit_len,
                          const uint16_t *lit_code, const uint8_t *dist_len, const uint16_t *dist_code) {
    for (size_t i = from; i < to; i++) {
        uint32_t t = tokens[i];
        if (!RT_RB_IS_MATCH(t)) {
            put_bits(w, lit_code[t], lit_len[t]);
            continue;
        }
        unsigned length = RT_RB_LENGTH(t), ls = rt_fd_length_symbol[length];
        unsigned distance = RT_RB_DISTANCE(t), ds = RT_RB_DIST_SYMBOL(t);
        put_bits(w, lit_code[257 + ls], lit_len[257 + ls]);
        put_bits(w, length - rt_fd_length_base[ls], rt_fd_length_extra[ls]);
        put_bits(w, dist_code[ds], dist_len[ds]);
        put_bits(w, distance - rt_fd_dist_base[ds], rt_fd_dist_extra[ds]);
    }
    put_bits(w, lit_code[256], lit_len[256]);
}

/* Writes the block of tokens [from, to), whose bytes start at `raw`; returns how many bytes it covers. */
static size_t write_block(bit_writer *w, const uint32_t *tokens, size_t from, size_t to, const uint8_t *raw, int final) {
    rt_block_histogram h;
    memset(&h, 0, sizeof h);
    rt_rb_histogram_add(&h, tokens, from, to);
    rt_block_kind kind;
    block_header header;
    rt_rb_block_bits(&h, &kind, &header);
    if (kind == RT_RB_STORED) {
        rt_fd_write_stored(w, raw, (size_t)h.bytes, final);
        return (size_t)h.bytes;
    }
    if (kind == RT_RB_FIXED) {
        /* RFC 1951's fixed code is over 288 literal/length symbols (286 and 287 never occur but
           take codes of length 8, which shifts every 9-bit code): built over all of them. */
        uint8_t lit_len[RT_FD_LITLEN + 2];
        uint16_t lit_code[RT_FD_LITLEN + 2];
        for (int s = 0; s < RT_FD_LITLEN + 2; s++) lit_len[s] = rt_fd_fixed_lit_length(s);
        memset(header.dist_len, 5, sizeof header.dist_len);
        rt_fd_build_codes(lit_len, RT_FD_LITLEN + 2, lit_code);
        rt_fd_build_codes(header.dist_len, RT_FD_DIST, header.dist_code);
        put_bits(w, (uint64_t)(final ? 1 : 0) | (1u << 1), 3);
        write_symbols(w, tokens, from, to, lit_len, lit_code, header.dist_len, header.dist_code);
        return (size_t)h.bytes;
    }
    rt_fd_write_header(w, &header, final);
    rt_fd_build_codes(header.lit_len, RT_FD_LITLEN, header.lit_code);
    rt_fd_build_codes(header.dist_len, RT_FD_DIST, header.dist_code);
    write_symbols(w, tokens, from, to, header.lit_len, header.lit_code, header.dist_len, header.dist_code);
    return (size_t)h.bytes;
}

size_t rt_deflate_reblock(const uint8_t *raw, size_t raw_length, const uint8_t *stream, size_t stream_length,
                          uint8_t *out, size_t capacity) {
    rt_token_list list = {0};
    size_t written = 0, count = 0, *starts = NULL;
    uint64_t bits = 0;
    if (rt_rb_decode_tokens(stream, stream_length, raw, raw_length, &list) != 0 || list.count == 0) goto done;
    starts = rt_rb_choose_cuts(&list, &count, &bits);
    if (starts == NULL) goto done;
    /* header + blocks + padding + trailer, and the writer's 8 bytes of slack */
    size_t bound = 2 + (size_t)(bits / 8) + 1 + 4;
    if (bound >= stream_length || bound + 8 > capacity) goto done;
    bit_writer w = {out + 2, 0, 0};
    out[0] = stream[0];
    out[1] = stream[1];
    size_t offset = 0;
    for (size_t k = 0; k < count; k++)
        offset += write_block(&w, list.tokens, starts[k], starts[k + 1], raw + offset, k + 1 == count);
    flush_to_byte(&w);
    uint32_t adler = rt_fd_adler32(1, raw, raw_length, rt_kernels_have_avx2());
    uint8_t trailer[4] = {(uint8_t)(adler >> 24), (uint8_t)(adler >> 16), (uint8_t)(adler >> 8), (uint8_t)adler};
    memcpy(w.out, trailer, 4);
    written = (size_t)(w.out + 4 - out);
    if (written >= stream_length) written = 0;
done:
    free(list.tokens);
    free(list.block_starts);
    free(starts);
    return written;
}
