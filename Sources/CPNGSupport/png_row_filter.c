/*
 * The opaque RGB row stage of the fast PNG encoder (see include/png_row_filter.h).
 *
 * Straightening packs 8 pixels at a time with 64-bit word shifts (4 words in, 3 out; exact
 * bytes, never a store past the row) and ANDs the alphas in the same pass. Filtering makes one
 * pass that writes the Up candidate and sums the three costs: for a filtered vector v the
 * cost of each byte is min(v, 0 - v) (PMINUB), and PSADBW against zero adds 8 such bytes into
 * a 64-bit lane, so there is no widening and no overflow to manage. Sub or None are written
 * in a second pass only when they win. The scalar fallback computes the same sums.
 */
#include "png_row_filter.h"

#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

static inline uint64_t load64(const uint8_t *p) { uint64_t v; memcpy(&v, p, 8); return v; }
static inline void store64(uint8_t *p, uint64_t v) { memcpy(p, &v, 8); }
static inline uint64_t pack2(uint64_t q) { return (q & 0xFFFFFFull) | ((q >> 8) & 0xFFFFFF000000ull); }
static inline uint32_t cost(uint8_t b) { uint8_t n = (uint8_t)(0u - b); return b < n ? b : n; }

/* RGBA words -> RGB bytes; returns the AND of all pixels' alpha bytes == 255. */
static int straighten_rgb(const uint32_t *source, size_t width, uint8_t *row) {
    const uint8_t *src = (const uint8_t *)source;
    uint64_t alpha = ~(uint64_t)0;
    size_t x = 0;
    for (; x + 8 <= width; x += 8) {
        uint64_t a = load64(src + 4 * x), b = load64(src + 4 * x + 8);
        uint64_t c = load64(src + 4 * x + 16), d = load64(src + 4 * x + 24);
        alpha &= a & b & c & d;
        uint64_t pa = pack2(a), pb = pack2(b), pc = pack2(c), pd = pack2(d);
        store64(row + 3 * x, pa | pb << 48);
        store64(row + 3 * x + 8, pb >> 16 | pc << 32);
        store64(row + 3 * x + 16, pc >> 32 | pd << 16);
    }
    uint32_t alpha32 = (uint32_t)alpha & (uint32_t)(alpha >> 32);
    for (; x < width; x++) {
        uint32_t v = source[x];
        alpha32 &= v;
        row[3 * x] = (uint8_t)v;
        row[3 * x + 1] = (uint8_t)(v >> 8);
        row[3 * x + 2] = (uint8_t)(v >> 16);
    }
    return (alpha32 >> 24) == 255;
}

/* Sums the three costs; writes the Up candidate into `data` when `data` is not NULL. */
static void costs(const uint8_t *row, const uint8_t *above, size_t count, size_t bpp, uint8_t *data,
                  uint32_t *none_out, uint32_t *sub_out, uint32_t *up_out) {
    uint32_t none = 0, sub = 0, up = 0;
    size_t head = bpp < count ? bpp : count;
    for (size_t i = 0; i < head; i++) {
        uint8_t u = (uint8_t)(row[i] - above[i]);
        if (data) data[i] = u;
        none += cost(row[i]); sub += cost(row[i]); up += cost(u);
    }
    size_t i = bpp;
#if defined(__SSE2__)
    if (i + 16 <= count) {
        const __m128i zero = _mm_setzero_si128();
        __m128i accNone = zero, accSub = zero, accUp = zero;
        for (; i + 16 <= count; i += 16) {
            __m128i x = _mm_loadu_si128((const __m128i *)(row + i));
            __m128i left = _mm_loadu_si128((const __m128i *)(row + i - bpp));
            __m128i u = _mm_sub_epi8(x, _mm_loadu_si128((const __m128i *)(above + i)));
            __m128i s = _mm_sub_epi8(x, left);
            if (data) _mm_storeu_si128((__m128i *)(data + i), u);
            accNone = _mm_add_epi64(accNone, _mm_sad_epu8(_mm_min_epu8(x, _mm_sub_epi8(zero, x)), zero));
            accSub = _mm_add_epi64(accSub, _mm_sad_epu8(_mm_min_epu8(s, _mm_sub_epi8(zero, s)), zero));
            accUp = _mm_add_epi64(accUp, _mm_sad_epu8(_mm_min_epu8(u, _mm_sub_epi8(zero, u)), zero));
        }
        /* Each 64-bit lane is exact; the UInt32 sums wrap like the Swift ones (mod 2^32). */
        none += (uint32_t)_mm_cvtsi128_si32(accNone) + (uint32_t)_mm_cvtsi128_si32(_mm_srli_si128(accNone, 8));
        sub += (uint32_t)_mm_cvtsi128_si32(accSub) + (uint32_t)_mm_cvtsi128_si32(_mm_srli_si128(accSub, 8));
        up += (uint32_t)_mm_cvtsi128_si32(accUp) + (uint32_t)_mm_cvtsi128_si32(_mm_srli_si128(accUp, 8));
    }
#endif
    for (; i < count; i++) {
        uint8_t u = (uint8_t)(row[i] - above[i]);
        if (data) data[i] = u;
        none += cost(row[i]); sub += cost((uint8_t)(row[i] - row[i - bpp])); up += cost(u);
    }
    *none_out = none; *sub_out = sub; *up_out = up;
}

void rt_png_row_costs(const uint8_t *row, const uint8_t *above, size_t count, size_t bpp,
                      uint32_t *none, uint32_t *sub, uint32_t *up) {
    costs(row, above, count, bpp, NULL, none, sub, up);
}

int rt_png_filter_row_rgb(const uint32_t *source, size_t width, uint8_t *row, const uint8_t *above,
                          uint8_t *out) {
    const int opaque = straighten_rgb(source, width, row);
    const size_t count = 3 * width, bpp = 3;
    uint8_t *data = out + 1;
    if (memcmp(row, above, count) == 0) {
        out[0] = 2;
        memset(data, 0, count);
        return opaque;
    }
    uint32_t none, sub, up;
    costs(row, above, count, bpp, data, &none, &sub, &up);
    uint32_t best = none < sub ? none : sub;
    if (up < best) best = up;
    if (best == up) {
        out[0] = 2;
    } else if (best == sub) {
        out[0] = 1;
        size_t head = bpp < count ? bpp : count;
        memcpy(data, row, head);
        size_t i = bpp;
#if defined(__SSE2__)
        for (; i + 16 <= count; i += 16) {
            __m128i x = _mm_loadu_si128((const __m128i *)(row + i));
            __m128i left = _mm_loadu_si128((const __m128i *)(row + i - bpp));
            _mm_storeu_si128((__m128i *)(data + i), _mm_sub_epi8(x, left));
        }
#endif
        for (; i < count; i++) data[i] = (uint8_t)(row[i] - row[i - bpp]);
    } else {
        out[0] = 0;
        memcpy(data, row, count);
    }
    return opaque;
}
