/*
 * Where a decoded stream's blocks should start (see include/rt_reblock.h).
 *
 * A block's exact size is its Huffman header plus each symbol's code length: a cut pays when the
 * two halves' codes fit them better than one code fits both by more than a header. Three steps:
 *
 * 1. Estimate: a shortest path over candidate cuts (every `grid` tokens, plus the original
 *    stream's cuts), each block priced by its entropy (the symbol counts' Shannon bound) plus a
 *    header guess. Entropy is cheap from prefix counts, so many pairs can be tried; but it is
 *    only an estimate (a code spends whole bits, and at least one per symbol).
 * 2. Exact path: the same shortest path over just the estimate's cuts and the original ones,
 *    each block priced exactly (rt_rb_block_bits).
 * 3. Refinement: each cut in turn moved to its exact best place near where it is, or removed when
 *    one block is no larger, until the cuts settle. Placing a cut to the token matters: on the
 *    Ping frames the path alone gains a third of what the refined cuts gain.
 *
 * On the Ping transition's frames at scale 3 (docs/benchmark.md) this takes libdeflate level 10's
 * streams 2.1 % smaller, more than level 12 gains over level 10, in under half of level 10's time.
 *
 * Logarithms are fixed point (16 fraction bits) from an integer table, so the cuts, and the bytes,
 * do not depend on a floating-point library.
 */
#include "deflate_internal.h"

#include <stdlib.h>

void rt_rb_histogram_add(rt_block_histogram *h, const uint32_t *tokens, size_t from, size_t to) {
    uint64_t extra = 0, bytes = 0;
    for (size_t i = from; i < to; i++) {
        uint32_t t = tokens[i];
        if (!RT_RB_IS_MATCH(t)) {
            h->lit[t]++;
            bytes++;
            continue;
        }
        unsigned length = RT_RB_LENGTH(t), ls = rt_fd_length_symbol[length], ds = RT_RB_DIST_SYMBOL(t);
        h->lit[257 + ls]++;
        h->dist[ds]++;
        extra += rt_fd_length_extra[ls] + rt_fd_dist_extra[ds];
        bytes += length;
    }
    h->extra_bits += extra;
    h->bytes += bytes;
}

uint64_t rt_rb_block_bits(const rt_block_histogram *h, rt_block_kind *kind, block_header *header) {
    uint32_t lit[RT_FD_LITLEN];
    memcpy(lit, h->lit, sizeof lit);
    lit[256] = 1; /* the end-of-block code */
    block_header local;
    block_header *d = header ? header : &local;
    rt_fd_build_lengths(lit, RT_FD_LITLEN, 15, d->lit_len);
    rt_fd_build_lengths(h->dist, RT_FD_DIST, 15, d->dist_len);
    rt_fd_prepare_header(d);
    uint64_t dynamic = rt_fd_header_bits(d) + h->extra_bits, fixed = 3 + h->extra_bits;
    for (int s = 0; s < RT_FD_LITLEN; s++) {
        dynamic += (uint64_t)lit[s] * d->lit_len[s];
        fixed += (uint64_t)lit[s] * rt_fd_fixed_lit_length(s);
    }
    for (int s = 0; s < RT_FD_DIST; s++) {
        dynamic += (uint64_t)h->dist[s] * d->dist_len[s];
        fixed += (uint64_t)h->dist[s] * 5;
    }
    /* BFINAL and BTYPE, up to 7 bits of padding, then LEN and NLEN and the bytes, per 65535 */
    uint64_t stored = 8 * (h->bytes + 5 * (h->bytes / 65535 + 1)) + 7;
    *kind = RT_RB_DYNAMIC;
    uint64_t best = dynamic;
    if (fixed < best) *kind = RT_RB_FIXED, best = fixed;
    if (stored < best) *kind = RT_RB_STORED, best = stored;
    return best;
}

/* The exact bits of the block of tokens [from, to). */
static uint64_t exact_bits(const uint32_t *tokens, size_t from, size_t to) {
    rt_block_histogram h;
    memset(&h, 0, sizeof h);
    rt_rb_histogram_add(&h, tokens, from, to);
    rt_block_kind kind;
    return rt_rb_block_bits(&h, &kind, NULL);
}

/* ---- 1. The shortest path under the entropy estimate ------------------------------------------ */

enum { SYMBOLS = RT_FD_LITLEN + RT_FD_DIST, FRACTION = 16, MANTISSA = 12 };

/* log2(1 + i / 2^MANTISSA) in fixed point, for i in [0, 2^MANTISSA), by repeated squaring. */
static void make_log_table(uint32_t *table) {
    for (uint32_t i = 0; i < (1u << MANTISSA); i++) {
        uint64_t y = ((uint64_t)1 << 30) + ((uint64_t)i << (30 - MANTISSA)); /* 1.30 fixed point */
        uint32_t result = 0;
        for (int bit = FRACTION - 1; bit >= 0; bit--) {
            y = (y * y) >> 30;
            if (y >= ((uint64_t)2 << 30)) {
                y >>= 1;
                result |= 1u << bit;
            }
        }
        table[i] = result;
    }
}

/* n * log2(n) in fixed point (0 for n = 0). */
static inline uint64_t n_log2_n(uint32_t n, const uint32_t *table) {
    if (n <= 1) return 0;
    unsigned e = 31u - (unsigned)__builtin_clz(n);
    uint32_t m = e >= MANTISSA ? (n >> (e - MANTISSA)) : (n << (MANTISSA - e));
    return (uint64_t)n * (((uint64_t)e << FRACTION) + table[m & ((1u << MANTISSA) - 1)]);
}

/* n_log2_n for n below SMALL_COUNT, looked up: most counts in a block are small, and the lookup
   needs no branch on zero. */
enum { SMALL_COUNT = 4096 };
typedef struct {
    uint32_t log[1u << MANTISSA];
    uint64_t n_log_n[SMALL_COUNT];
} log_tables;

static void make_log_tables(log_tables *t) {
    make_log_table(t->log);
    for (uint32_t n = 0; n < SMALL_COUNT; n++) t->n_log_n[n] = n_log2_n(n, t->log);
}

static inline uint64_t count_log_count(uint32_t f, const log_tables *t) {
    return f < SMALL_COUNT ? t->n_log_n[f] : n_log2_n(f, t->log);
}

/* A block's estimated bits (fixed point): the two alphabets' entropy, the extra bits, and a header
   guessed from how many symbols it uses. */
static uint64_t estimated_bits(const uint32_t *hi, const uint32_t *lo, uint64_t extra, const log_tables *t) {
    enum { HEADER_BITS = 40, BITS_PER_USED_SYMBOL = 5 };
    uint64_t lit_total = 1, dist_total = 0, sum = 0; /* 1: the end-of-block code */
    unsigned used = 1;
    for (int s = 0; s < RT_FD_LITLEN; s++) {
        uint32_t f = hi[s] - lo[s];
        lit_total += f;
        sum += count_log_count(f, t);
        used += f != 0;
    }
    for (int s = RT_FD_LITLEN; s < SYMBOLS; s++) {
        uint32_t f = hi[s] - lo[s];
        dist_total += f;
        sum += count_log_count(f, t);
        used += f != 0;
    }
    uint64_t bits = count_log_count((uint32_t)lit_total, t) + count_log_count((uint32_t)dist_total, t) - sum;
    return bits + ((extra + HEADER_BITS + (uint64_t)BITS_PER_USED_SYMBOL * used) << FRACTION);
}

/* Tokens between the shortest path's evenly spaced candidates: about 160 of them, at least 64
   tokens apart. */
static size_t cut_grid(size_t n) {
    enum { TARGET_CANDIDATES = 160, MIN_GRID = 64 };
    return n / TARGET_CANDIDATES > MIN_GRID ? n / TARGET_CANDIDATES : MIN_GRID;
}

/* Cuts by the shortest path over candidates: the blocks' starts followed by n (`*count` blocks),
   or NULL when out of memory. */
static size_t *path_cuts(const rt_token_list *list, size_t *count) {
    const size_t n = list->count;
    /* A block spans at most SPAN candidates (about 15 % of the stream): longer ones would rarely
       win, and the pairs tried grow with the span. */
    enum { SPAN = 24 };
    const size_t grid = cut_grid(n);
    /* candidates: 0, every grid tokens, the original cuts, n; merged in order */
    size_t room = n / grid + list->block_count + 2, k = 0;
    size_t *points = malloc(room * sizeof(size_t));
    uint32_t *prefix = NULL;
    log_tables *table = malloc(sizeof(log_tables));
    uint64_t *extra = NULL, *best = NULL;
    size_t *from = NULL, *starts = NULL, blocks = 0;
    if (points == NULL || table == NULL) goto done;
    for (size_t g = 0, b = 0; g <= n || b < list->block_count;) {
        size_t next_grid = g <= n ? g : SIZE_MAX, next_block = b < list->block_count ? list->block_starts[b] : SIZE_MAX;
        size_t p = next_grid < next_block ? next_grid : next_block;
        if (p == next_grid) g += grid;
        if (p == next_block) b++;
        if (p <= n && (k == 0 || points[k - 1] != p)) points[k++] = p;
    }
    if (points[k - 1] != n) points[k++] = n;
    prefix = calloc(k * SYMBOLS, sizeof(uint32_t));
    extra = calloc(k, sizeof(uint64_t));
    best = malloc(k * sizeof(uint64_t));
    from = malloc(k * sizeof(size_t));
    starts = malloc((k + 1) * sizeof(size_t));
    if (prefix == NULL || extra == NULL || best == NULL || from == NULL || starts == NULL) {
        free(starts);
        starts = NULL;
        goto done;
    }
    make_log_tables(table);
    for (size_t j = 1; j < k; j++) {
        rt_block_histogram h;
        memset(&h, 0, sizeof h);
        rt_rb_histogram_add(&h, list->tokens, points[j - 1], points[j]);
        uint32_t *row = prefix + j * SYMBOLS, *above = row - SYMBOLS;
        for (int s = 0; s < RT_FD_LITLEN; s++) row[s] = above[s] + h.lit[s];
        for (int s = 0; s < RT_FD_DIST; s++) row[RT_FD_LITLEN + s] = above[RT_FD_LITLEN + s] + h.dist[s];
        extra[j] = extra[j - 1] + h.extra_bits;
    }
    best[0] = 0;
    for (size_t j = 1; j < k; j++) {
        best[j] = UINT64_MAX;
        for (size_t i = j > SPAN ? j - SPAN : 0; i < j; i++) {
            uint64_t c = best[i] + estimated_bits(prefix + j * SYMBOLS, prefix + i * SYMBOLS, extra[j] - extra[i], table);
            if (c < best[j]) best[j] = c, from[j] = i;
        }
    }
    for (size_t j = k - 1; j != 0; j = from[j]) blocks++;
    for (size_t j = k - 1, c = blocks; j != 0; j = from[j]) starts[--c] = points[from[j]];
    starts[blocks] = n;
    *count = blocks;
done:
    free(points);
    free(table);
    free(prefix);
    free(extra);
    free(best);
    free(from);
    return starts;
}

/* ---- 2 and 3. Exact sizes: the path over the cuts found, and their refinement ------------------ */

/* The exact bits of a block with histogram `h`. */
static uint64_t histogram_bits(const rt_block_histogram *h) {
    rt_block_kind kind;
    return rt_rb_block_bits(h, &kind, NULL);
}

/* `whole` less `part`: the histogram of the tokens in one and not the other. */
static void histogram_difference(rt_block_histogram *out, const rt_block_histogram *whole, const rt_block_histogram *part) {
    for (int s = 0; s < RT_FD_LITLEN; s++) out->lit[s] = whole->lit[s] - part->lit[s];
    for (int s = 0; s < RT_FD_DIST; s++) out->dist[s] = whole->dist[s] - part->dist[s];
    out->extra_bits = whole->extra_bits - part->extra_bits;
    out->bytes = whole->bytes - part->bytes;
}

/* The best cut within `window` tokens of `p` and in (a, c), for blocks [a, p) and [p, c), and the
   two blocks' exact bits there (`bits`; UINT64_MAX each when there is no cut): evenly spaced
   tries, then tries around the best so far at a finer spacing, down to single tokens. Each round walks the tokens once, the
   left block's histogram growing as p moves and the right one the whole's less it. */
static size_t best_cut(const uint32_t *tokens, size_t a, size_t p, size_t c, size_t window, const rt_block_histogram *whole,
                       uint64_t bits[2]) {
    enum { TRIES = 8 };
    size_t lo = a + 1, hi = c - 1, cut = 0;
    uint64_t best = UINT64_MAX;
    bits[0] = bits[1] = UINT64_MAX;
    if (c - a < 2) return 0;
    if (p > a + window) lo = p - window;
    if (p + window < c) hi = p + window;
    /* the tokens before the window, counted once */
    const size_t first = lo, last = hi;
    rt_block_histogram before, left, right;
    memset(&before, 0, sizeof before);
    rt_rb_histogram_add(&before, tokens, a, first);
    for (;;) {
        size_t step = (hi - lo) / TRIES > 1 ? (hi - lo) / TRIES : 1;
        left = before;
        size_t at = first;
        for (size_t q = lo; q <= hi; q += step) {
            rt_rb_histogram_add(&left, tokens, at, q);
            at = q;
            histogram_difference(&right, whole, &left);
            uint64_t l = histogram_bits(&left), r = histogram_bits(&right);
            if (l + r < best) best = l + r, cut = q, bits[0] = l, bits[1] = r;
        }
        if (step == 1) break;
        lo = cut > first + step ? cut - step : first;
        hi = cut + step < last ? cut + step : last;
    }
    return cut;
}

/* Moves (within `window` tokens) or removes cuts while that makes the blocks smaller; `starts` has
   `count` blocks and n after them. Returns the new count; `bits` the total. A cut is looked at
   again only when a neighbour moved or went; `cost[k]` caches block k's exact bits. */
static size_t refine(const uint32_t *tokens, size_t *starts, size_t count, size_t window, uint64_t *bits) {
    enum { MAX_SWEEPS = 4 }; /* on the Ping frames every cut has settled by the third */
    uint64_t *cost = malloc((count + 1) * sizeof(uint64_t));
    uint8_t *dirty = malloc(count + 1);
    rt_block_histogram whole;
    if (cost == NULL || dirty == NULL) {
        free(cost);
        free(dirty);
        *bits = UINT64_MAX; /* never preferred: the original stream is kept */
        return count;
    }
    for (size_t k = 0; k < count; k++) cost[k] = exact_bits(tokens, starts[k], starts[k + 1]);
    memset(dirty, 1, count + 1);
    for (int sweep = 0, changed = 1; changed && sweep < MAX_SWEEPS; sweep++) {
        changed = 0;
        for (size_t k = 1; k < count;) {
            if (!dirty[k]) {
                k++;
                continue;
            }
            dirty[k] = 0;
            size_t a = starts[k - 1], p = starts[k], c = starts[k + 1];
            memset(&whole, 0, sizeof whole);
            rt_rb_histogram_add(&whole, tokens, a, c);
            uint64_t now = cost[k - 1] + cost[k], merged = histogram_bits(&whole);
            if (merged <= now) {
                memmove(starts + k, starts + k + 1, (count - k) * sizeof(size_t));
                memmove(cost + k, cost + k + 1, (count - k - 1) * sizeof(uint64_t));
                memmove(dirty + k, dirty + k + 1, count - k);
                cost[k - 1] = merged;
                count--;
                dirty[k - 1] = dirty[k] = 1;
                changed = 1;
                continue;
            }
            uint64_t halves[2];
            size_t q = best_cut(tokens, a, p, c, window, &whole, halves);
            if (q != 0 && halves[0] + halves[1] < now && q != p) {
                starts[k] = q;
                cost[k - 1] = halves[0];
                cost[k] = halves[1];
                dirty[k - 1] = dirty[k + 1] = 1;
                changed = 1;
            }
            k++;
        }
    }
    uint64_t total = 0;
    for (size_t k = 0; k < count; k++) total += cost[k];
    free(cost);
    free(dirty);
    *bits = total;
    return count;
}

/* The exact shortest path over the cuts in `points` (k of them, ascending, from 0 to n): blocks of
   at most `span` consecutive points, priced exactly. Writes the chosen cuts (then n) into `starts`
   and returns how many blocks, 0 when out of memory. */
static size_t exact_path(const uint32_t *tokens, const size_t *points, size_t k, size_t span, size_t *starts) {
    rt_block_histogram *prefix = malloc(k * sizeof(rt_block_histogram));
    uint64_t *best = malloc(k * sizeof(uint64_t));
    size_t *from = malloc(k * sizeof(size_t)), blocks = 0;
    if (prefix == NULL || best == NULL || from == NULL) goto done;
    memset(&prefix[0], 0, sizeof prefix[0]);
    for (size_t j = 1; j < k; j++) {
        prefix[j] = prefix[j - 1];
        rt_rb_histogram_add(&prefix[j], tokens, points[j - 1], points[j]);
    }
    best[0] = 0;
    for (size_t j = 1; j < k; j++) {
        best[j] = UINT64_MAX;
        for (size_t i = j > span ? j - span : 0; i < j; i++) {
            rt_block_histogram h;
            histogram_difference(&h, &prefix[j], &prefix[i]);
            uint64_t c = best[i] + histogram_bits(&h);
            if (c < best[j]) best[j] = c, from[j] = i;
        }
    }
    for (size_t j = k - 1; j != 0; j = from[j]) blocks++;
    for (size_t j = k - 1, c = blocks; j != 0; j = from[j]) starts[--c] = points[from[j]];
    starts[blocks] = points[k - 1];
done:
    free(prefix);
    free(best);
    free(from);
    return blocks;
}

size_t *rt_rb_choose_cuts(const rt_token_list *list, size_t *count, uint64_t *bits) {
    const size_t n = list->count;
    size_t path_count = 0;
    size_t *path = path_cuts(list, &path_count);
    size_t room = path_count + list->block_count + 2;
    size_t *points = malloc(room * sizeof(size_t)), *starts = malloc(room * sizeof(size_t));
    if (path == NULL || points == NULL || starts == NULL) goto fail;
    /* the union of the estimate's cuts and the original ones, in order */
    size_t k = 0;
    for (size_t a = 0, b = 0; a <= path_count || b < list->block_count;) {
        size_t x = a <= path_count ? path[a] : SIZE_MAX, y = b < list->block_count ? list->block_starts[b] : SIZE_MAX;
        size_t p = x < y ? x : y;
        if (p == x) a++;
        if (p == y) b++;
        if (k == 0 || points[k - 1] != p) points[k++] = p;
    }
    /* a block of the exact path spans at most 8 of these cuts: longer ones never won on the Ping
       frames, and the pairs priced grow with the span */
    *count = exact_path(list->tokens, points, k, 8, starts);
    if (*count == 0) goto fail;
    /* cuts move by up to two grid steps: the estimate placed them to within about one */
    const size_t window = 2 * cut_grid(n);
    *count = refine(list->tokens, starts, *count, window, bits);
    free(path);
    free(points);
    return starts;
fail:
    free(path);
    free(points);
    free(starts);
    return NULL;
}
