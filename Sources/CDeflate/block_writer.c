/*
 * A tokenized block written out (see deflate_internal.h): as dynamic Huffman (BTYPE=2) with
 * run-length coded code lengths, unless its exact bit cost exceeds stored blocks, which are
 * written instead (random data never expands by more than 5 bytes per 64 KB). The last block has
 * BFINAL=1.
 */
#include "deflate_internal.h"

const uint16_t rt_fd_length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                         31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
const uint8_t rt_fd_length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                         2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
const uint16_t rt_fd_dist_base[30] = {1,   2,   3,   4,   5,   7,    9,    13,   17,   25,   33,   49,   65,    97,    129,
                                       193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
const uint8_t rt_fd_dist_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6,
                                       6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

const uint8_t rt_fd_length_symbol[RT_FD_MAX_MATCH + 1] = {
#define L4(s) s, s, s, s
#define L8(s) L4(s), L4(s)
#define L16(s) L8(s), L8(s)
#define L32(s) L16(s), L16(s)
    0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 9, 9, 10, 10, 11, 11, L4(12), L4(13), L4(14), L4(15),
    L8(16), L8(17), L8(18), L8(19), L16(20), L16(21), L16(22), L16(23),
    L32(24), L32(25), L32(26), 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27,
    27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 28,
#undef L4
#undef L8
#undef L16
#undef L32
};

void rt_fd_write_stored(bit_writer *w, const uint8_t *data, size_t length, int final) {
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

void rt_fd_write_block(const rt_fast_deflater *d, bit_writer *w, const uint8_t *input, size_t end, size_t count,
                       const uint32_t *lit_freq, const uint32_t *dist_freq, size_t stride, unsigned stride_code,
                       int final) {
    const uint32_t *tokens = d->tokens;
    block_header h;
    rt_fd_build_lengths(lit_freq, RT_FD_LITLEN, 15, h.lit_len);
    rt_fd_build_lengths(dist_freq, RT_FD_DIST, 15, h.dist_len);
    rt_fd_build_codes(h.lit_len, RT_FD_LITLEN, h.lit_code);
    rt_fd_build_codes(h.dist_len, RT_FD_DIST, h.dist_code);
    rt_fd_prepare_header(&h);

    uint64_t bits = rt_fd_header_bits(&h);
    for (int s = 0; s < RT_FD_LITLEN; s++) {
        uint64_t extra = s >= 257 ? rt_fd_length_extra[s - 257] : 0;
        bits += (uint64_t)lit_freq[s] * (h.lit_len[s] + extra);
    }
    for (int s = 0; s < RT_FD_DIST; s++) bits += (uint64_t)dist_freq[s] * (h.dist_len[s] + rt_fd_dist_extra[s]);
    uint64_t stored_bits = 8 * ((uint64_t)end + 5 * (end / 65535 + 1)) + 7;
    if (bits >= stored_bits) {
        rt_fd_write_stored(w, input, end, final);
        return;
    }

    rt_fd_write_header(w, &h, final);
    /* Length symbol + extra bits per match length (<= 20 bits), distance code + extra per distance
       (<= 28 bits): one put per match. */
    uint32_t len_value[RT_FD_MAX_MATCH + 1];
    uint8_t len_bits[RT_FD_MAX_MATCH + 1];
    for (unsigned l = RT_FD_MIN_MATCH; l <= RT_FD_MAX_MATCH; l++) {
        unsigned lc = rt_fd_length_symbol[l], n = h.lit_len[257 + lc];
        len_value[l] = h.lit_code[257 + lc] | (uint32_t)(l - rt_fd_length_base[lc]) << n;
        len_bits[l] = (uint8_t)(n + rt_fd_length_extra[lc]);
    }
    uint32_t dist_value[2] = {h.dist_code[0], 0};
    unsigned dist_bits[2] = {h.dist_len[0], 0};
    if (stride) {
        dist_value[1] = h.dist_code[stride_code] | (uint32_t)(stride - rt_fd_dist_base[stride_code]) << h.dist_len[stride_code];
        dist_bits[1] = h.dist_len[stride_code] + rt_fd_dist_extra[stride_code];
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
