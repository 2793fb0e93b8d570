/*
 * Huffman codes for a block (see deflate_internal.h): length-limited canonical codes (15 bits
 * for literal/length and distance, 7 for the code-length code) built by sorting symbols by
 * (frequency, index) (a stable radix or insertion sort over symbols in index order), Moffat's
 * in-place minimum-redundancy lengths, and the usual Kraft-sum fix for overlong codes (the method
 * of miniz). Every tree gets at least two codes so each code is complete. The header is the
 * lengths, run-length coded (RFC 1951 3.2.7).
 */
#include "deflate_internal.h"

/* The order the code-length code's lengths are written in. */
static const uint8_t rt_fd_codelen_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

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

void rt_fd_build_lengths(const uint32_t *freq, int n, unsigned max_bits, uint8_t *lengths) {
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

void rt_fd_build_codes(const uint8_t *lengths, int n, uint16_t *codes) {
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

void rt_fd_prepare_header(block_header *h) {
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
    rt_fd_build_lengths(freq, RT_FD_CODELEN, 7, h->cl_len);
    rt_fd_build_codes(h->cl_len, RT_FD_CODELEN, h->cl_code);
    h->hclen = RT_FD_CODELEN;
    while (h->hclen > 4 && h->cl_len[rt_fd_codelen_order[h->hclen - 1]] == 0) h->hclen--;
}

uint64_t rt_fd_header_bits(const block_header *h) {
    uint64_t bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)h->hclen;
    for (int i = 0; i < h->rle_count; i++) {
        unsigned s = h->rle[i];
        bits += h->cl_len[s] + (s == 16 ? 2 : s == 17 ? 3 : s == 18 ? 7 : 0);
    }
    return bits;
}

void rt_fd_write_header(bit_writer *w, const block_header *h, int final) {
    put_bits(w, (uint64_t)(final ? 1 : 0) | (2u << 1), 3);
    put_bits(w, (uint64_t)(h->hlit - 257), 5);
    put_bits(w, (uint64_t)(h->hdist - 1), 5);
    put_bits(w, (uint64_t)(h->hclen - 4), 4);
    for (int i = 0; i < h->hclen; i++) put_bits(w, h->cl_len[rt_fd_codelen_order[i]], 3);
    for (int i = 0; i < h->rle_count; i++) {
        unsigned s = h->rle[i];
        put_bits(w, h->cl_code[s], h->cl_len[s]);
        if (s == 16) put_bits(w, h->rle_extra[i], 2);
        else if (s == 17) put_bits(w, h->rle_extra[i], 3);
        else if (s == 18) put_bits(w, h->rle_extra[i], 7);
    }
}
