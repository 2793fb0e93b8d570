/*
 * The tokens of a block (see deflate_internal.h).
 *
 * At each position p a match is tried at distance 1 (a run: the 4 bytes at p equal the byte
 * before p) and at distance `stride` (the same column one filtered row up), each needing 4 equal
 * bytes (one 32-bit compare each); the longer wins (distance 1 on a tie), extended 32 (AVX2) /
 * 16 (SSE2) / 8 bytes at a time up to 258 or the block end. (Away from the block end one vector
 * compare per distance settles every length below the vector width and picks the winner by
 * selects, and a failed test's masks show the next match start when it is near.) Everything else
 * is a literal. Matches may reach back into earlier blocks (the window is the whole stream).
 * That rule is applied without visiting every position: after a failed test, byte-equality masks
 * find the next position where either 4-byte match can start (61 at a time), and inside a long
 * run each further 258 bytes is one broadcast compare. A stretch of literals is one token; its
 * bytes are read back from the input when written, and a long run's further 258-byte matches are
 * a repeat count on its first.
 *
 * The vector code is clang's vector extensions and the __builtin_ia32_* builtins (rt_vectors.h
 * says why not intrinsics).
 */
#include "deflate_internal.h"

#if defined(__x86_64__) || defined(__i386__)
#include "rt_vectors.h"
#endif

unsigned rt_fd_dist_code_of(unsigned distance) {
    unsigned code = 0;
    while (code < 29 && rt_fd_dist_base[code + 1] <= distance) code++;
    return code;
}

#if !defined(__SSE2__)
/* Bytes equal at `a` and `b` (b < a), from 4 known-equal bytes up to `limit` bytes (the
   portable form; x86-64 always has the SSE2 one below). */
static inline __attribute__((always_inline)) size_t match_length(const uint8_t *a, const uint8_t *b, size_t limit) {
    size_t n = 4;
    while (n + 8 <= limit) {
        uint64_t x = rt_fd_load64(a + n) ^ rt_fd_load64(b + n);
        if (x != 0) return n + (size_t)(__builtin_ctzll(x) >> 3); /* little-endian */
        n += 8;
    }
    while (n < limit && a[n] == b[n]) n++;
    return n;
}
#endif

#if defined(__SSE2__)
/* One bit per byte of the 16 at a and b: set where they differ (PCMPEQB, PMOVMSKB). */
#define DIFFER16(a, b) (~(uint32_t)__builtin_ia32_pmovmskb128((rt_i8x16)(RT_LOAD_U8X16(a) == RT_LOAD_U8X16(b))) & 0xffffu)

/* match_length, 16 bytes a step (the baseline x86-64 encoder; the same lengths). The 258 case
   as in match_length_avx2 below. */
static inline __attribute__((always_inline)) size_t match_length_sse2(const uint8_t *a, const uint8_t *b, size_t limit) {
    size_t n = 4;
    if (limit == RT_FD_MAX_MATCH) {
        uint32_t differ = DIFFER16(a + 4, b + 4);
        if (differ) return 4 + (size_t)__builtin_ctz(differ);
        rt_i8x16 same = (rt_i8x16)(RT_LOAD_U8X16(a + 242) == RT_LOAD_U8X16(b + 242));
        for (size_t k = 20; k < 242; k += 16) same &= (rt_i8x16)(RT_LOAD_U8X16(a + k) == RT_LOAD_U8X16(b + k));
        if (__builtin_ia32_pmovmskb128(same) == 0xffff) return RT_FD_MAX_MATCH;
        n = 20; /* the first difference lies in 20...257 */
    }
    while (n + 16 <= limit) {
        uint32_t differ = DIFFER16(a + n, b + n);
        if (differ) return n + (size_t)__builtin_ctz(differ);
        n += 16;
    }
    if (n < limit && limit >= 16) {
        /* the last 16 bytes before the limit, overlapping bytes known equal */
        size_t last = limit - 16;
        uint32_t differ = DIFFER16(a + last, b + last);
        return differ ? last + (size_t)__builtin_ctz(differ) : limit;
    }
    while (n < limit && a[n] == b[n]) n++;
    return n;
}
#endif

#if RT_FD_AVX2
/* DIFFER16 for 32 bytes. */
#define DIFFER32(a, b) (~(uint32_t)__builtin_ia32_pmovmskb256((rt_i8x32)(RT_LOAD_U8X32(a) == RT_LOAD_U8X32(b))))

/* match_length, 32 bytes a step (the AVX2 encoder; the same lengths). */
__attribute__((target("avx2")))
static inline size_t match_length_avx2(const uint8_t *a, const uint8_t *b, size_t limit) {
    size_t n = 4;
    if (limit == RT_FD_MAX_MATCH) {
        /* Most matches are either short or the full 258 (inside long runs): one branch settles
           the first 32 bytes, one more the other 222 (all seven chunks ANDed), instead of a
           data-dependent loop exit per match. */
        uint32_t differ = DIFFER32(a + 4, b + 4);
        if (differ) return 4 + (size_t)__builtin_ctz(differ);
        rt_i8x32 same = (rt_i8x32)(RT_LOAD_U8X32(a + 226) == RT_LOAD_U8X32(b + 226));
        for (size_t k = 36; k < 226; k += 32) same &= (rt_i8x32)(RT_LOAD_U8X32(a + k) == RT_LOAD_U8X32(b + k));
        if ((uint32_t)__builtin_ia32_pmovmskb256(same) == 0xffffffffu) return RT_FD_MAX_MATCH;
        n = 36; /* the first difference lies in 36...257: find it below */
    }
    while (n + 32 <= limit) {
        uint32_t differ = DIFFER32(a + n, b + n);
        if (differ) return n + (size_t)__builtin_ctz(differ);
        n += 32;
    }
    if (n < limit && limit >= 32) {
        /* The last 32 bytes before the limit, overlapping what is already known equal (so the
           first difference in them, if any, lies at n or later). */
        size_t last = limit - 32;
        uint32_t differ = DIFFER32(a + last, b + last);
        return differ ? last + (size_t)__builtin_ctz(differ) : limit;
    }
    while (n + 8 <= limit) {
        uint64_t x = rt_fd_load64(a + n) ^ rt_fd_load64(b + n);
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

/* One bit per byte of the 16 at a and b: set where they are equal. */
#define EQUAL16(a, b) ((uint32_t)__builtin_ia32_pmovmskb128((rt_i8x16)(RT_LOAD_U8X16(a) == RT_LOAD_U8X16(b))))

static inline __attribute__((always_inline)) uint64_t equal_mask64_sse2(const uint8_t *a, const uint8_t *b) {
    return (uint64_t)EQUAL16(a, b) | (uint64_t)EQUAL16(a + 16, b + 16) << 16 | (uint64_t)EQUAL16(a + 32, b + 32) << 32 |
           (uint64_t)EQUAL16(a + 48, b + 48) << 48;
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
    return (uint64_t)(uint32_t)__builtin_ia32_pmovmskb256((rt_i8x32)(RT_LOAD_U8X32(a) == RT_LOAD_U8X32(b))) |
           (uint64_t)(uint32_t)__builtin_ia32_pmovmskb256((rt_i8x32)(RT_LOAD_U8X32(a + 32) == RT_LOAD_U8X32(b + 32))) << 32;
}

__attribute__((target("avx2")))
static inline uint64_t match_starts_avx2(const uint8_t *p, size_t stride) {
    uint64_t m = starts4(equal_mask64_avx2(p, p - 1));
    if (stride) m |= starts4(equal_mask64_avx2(p, p - stride));
    return m;
}
#endif

/* Whether the 258 bytes at p all equal p[-1]: then the match test at p finds distance 1 at the
   full 258 (and, that being the limit, does not try the stride). Inside long runs this replaces
   the test's two-sided loads with one broadcast compare. */
#if !defined(__SSE2__)
static inline __attribute__((always_inline)) int run_continues(const uint8_t *p) {
    uint64_t pattern = 0x0101010101010101ull * p[-1], differ = 0;
    for (size_t k = 0; k < 256; k += 8) differ |= rt_fd_load64(p + k) ^ pattern;
    differ |= rt_fd_load64(p + RT_FD_MAX_MATCH - 8) ^ pattern;
    return differ == 0;
}
#endif

#if defined(__SSE2__)
static inline __attribute__((always_inline)) int run_continues_sse2(const uint8_t *p) {
    const rt_u8x16 c = (rt_u8x16){0} + p[-1];
    rt_i8x16 same = (rt_i8x16)(RT_LOAD_U8X16(p + RT_FD_MAX_MATCH - 16) == c);
    for (size_t k = 0; k < 256; k += 16) same &= (rt_i8x16)(RT_LOAD_U8X16(p + k) == c);
    return __builtin_ia32_pmovmskb128(same) == 0xffff;
}
#endif

#if RT_FD_AVX2
__attribute__((target("avx2")))
static inline int run_continues_avx2(const uint8_t *p) {
    const rt_u8x32 c = (rt_u8x32){0} + p[-1];
    rt_i8x32 same = (rt_i8x32)(RT_LOAD_U8X32(p + RT_FD_MAX_MATCH - 32) == c);
    for (size_t k = 0; k < 256; k += 32) same &= (rt_i8x32)(RT_LOAD_U8X32(p + k) == c);
    return (uint32_t)__builtin_ia32_pmovmskb256(same) == 0xffffffffu;
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
    return EQUAL16(a, b);
}
#endif
#if RT_FD_AVX2 && defined(__SSE2__)
__attribute__((target("avx2")))
static inline uint32_t equal_mask_avx2(const uint8_t *a, const uint8_t *b) {
    return (uint32_t)__builtin_ia32_pmovmskb256((rt_i8x32)(RT_LOAD_U8X32(a) == RT_LOAD_U8X32(b)));
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

/* The tokenizer's body, inlined into a baseline and an AVX2 copy (which differ only in how
   match starts are found and match lengths measured; the tokens are the same). Fills the
   deflater's tokens and adds the block's symbol frequencies to lit_freq and dist_freq (zeroed by
   the caller; the end-of-block symbol included); returns the token count.

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
static inline __attribute__((always_inline)) size_t tokenize_body(rt_fast_deflater *d, const uint8_t *input, size_t before,
                                                                 size_t end, size_t stride, unsigned stride_code,
                                                                 uint32_t *lit_freq, uint32_t *dist_freq, int avx2) {
    uint32_t lit_freq2[256] = {0};
    uint32_t *tokens = d->tokens;
    size_t count = 0, p = 0, lit = 0; /* lit: where the pending literal run began */
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
            uint32_t here = rt_fd_load32(input + p);
            if (here == rt_fd_load32(input + p - 1)) {
                best = MATCH_LENGTH(avx2, input + p, input + p - 1, limit);
                distance = 1;
            }
            if (stride && best < limit && p >= from_stride && here == rt_fd_load32(input + p - stride)) {
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
            lit_freq[257 + rt_fd_length_symbol[best]]++;
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
                lit_freq[257 + rt_fd_length_symbol[RT_FD_MAX_MATCH]] += more;
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
    return count;
}

size_t rt_fd_tokenize(rt_fast_deflater *d, const uint8_t *input, size_t before, size_t end, size_t stride,
                      unsigned stride_code, uint32_t *lit_freq, uint32_t *dist_freq) {
    return tokenize_body(d, input, before, end, stride, stride_code, lit_freq, dist_freq, 0);
}

#if RT_FD_AVX2
__attribute__((target("avx2")))
size_t rt_fd_tokenize_avx2(rt_fast_deflater *d, const uint8_t *input, size_t before, size_t end, size_t stride,
                           unsigned stride_code, uint32_t *lit_freq, uint32_t *dist_freq) {
    return tokenize_body(d, input, before, end, stride, stride_code, lit_freq, dist_freq, 1);
}
#else
size_t rt_fd_tokenize_avx2(rt_fast_deflater *d, const uint8_t *input, size_t before, size_t end, size_t stride,
                           unsigned stride_code, uint32_t *lit_freq, uint32_t *dist_freq) {
    return rt_fd_tokenize(d, input, before, end, stride, stride_code, lit_freq, dist_freq);
}
#endif
