/*
 * CRC-32 for PNG chunks, by carry-less multiplication where the CPU has it.
 *
 * Why: libpng frames a chunk with zlib's crc32, a table walk of about four instructions a byte
 * (slicing by 8 bytes), and the IDAT of every frame is hashed once; with our own deflate at a
 * few hundred MB/s per core that walk became a visible share of encoding a small frame. The
 * folding method of Intel's white paper ("Fast CRC Computation for Generic Polynomials Using
 * PCLMULQDQ", Gopal et al., 2009) hashes 64 bytes per step with four 128-bit accumulators,
 * folds them into one, then reduces 128 -> 64 -> 32 bits with a Barrett step; the constants are
 * the paper's for the bit-reflected polynomial 0xEDB88320 (x^(4*128+32) mod P and friends, and
 * P and mu for the reduction). The result is the CRC by definition; tests compare it with
 * zlib's on every length from 0 to 4 KB and on random buffers. Runs shorter than 64 bytes and
 * the last few bytes go through zlib, as does every byte on CPUs without PCLMULQDQ and SSE4.1.
 *
 * Chunks are framed here too (length, type, data, CRC), so the IDAT of a frame no longer goes
 * through a libpng writer of its own; libpng still writes the signature and IHDR.
 */
#include "png_crc.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define RT_CRC_CLMUL 1
#endif

#if RT_CRC_CLMUL
static int have_clmul(void) {
    static int state = -1; /* racing first callers all store the same answer */
    int s = __atomic_load_n(&state, __ATOMIC_RELAXED);
    if (s < 0) {
        __builtin_cpu_init();
        s = __builtin_cpu_supports("pclmul") && __builtin_cpu_supports("sse4.1") ? 1 : 0;
        __atomic_store_n(&state, s, __ATOMIC_RELAXED);
    }
    return s == 1;
}

/* The CRC register (pre- and post-inverted by the caller) over `length` bytes, a multiple of 16
   and at least 64. */
__attribute__((target("pclmul,sse4.1")))
static uint32_t crc32_fold(uint32_t crc, const uint8_t *buf, size_t length) {
    const __m128i k1k2 = _mm_set_epi64x(0x01c6e41596, 0x0154442bd4);
    const __m128i k3k4 = _mm_set_epi64x(0x00ccaa009e, 0x01751997d0);
    const __m128i k5k0 = _mm_set_epi64x(0x0000000000, 0x0163cd6124);
    const __m128i poly = _mm_set_epi64x(0x01f7011641, 0x01db710641);
    __m128i x0, x1, x2, x3, x4, x5, x6, x7, x8;

    x1 = _mm_loadu_si128((const __m128i *)(buf + 0x00));
    x2 = _mm_loadu_si128((const __m128i *)(buf + 0x10));
    x3 = _mm_loadu_si128((const __m128i *)(buf + 0x20));
    x4 = _mm_loadu_si128((const __m128i *)(buf + 0x30));
    x1 = _mm_xor_si128(x1, _mm_cvtsi32_si128((int)crc));
    x0 = k1k2;
    buf += 64;
    length -= 64;

    /* Four accumulators, 64 bytes a step. */
    while (length >= 64) {
        x5 = _mm_clmulepi64_si128(x1, x0, 0x00);
        x6 = _mm_clmulepi64_si128(x2, x0, 0x00);
        x7 = _mm_clmulepi64_si128(x3, x0, 0x00);
        x8 = _mm_clmulepi64_si128(x4, x0, 0x00);
        x1 = _mm_clmulepi64_si128(x1, x0, 0x11);
        x2 = _mm_clmulepi64_si128(x2, x0, 0x11);
        x3 = _mm_clmulepi64_si128(x3, x0, 0x11);
        x4 = _mm_clmulepi64_si128(x4, x0, 0x11);
        x1 = _mm_xor_si128(_mm_xor_si128(x1, x5), _mm_loadu_si128((const __m128i *)(buf + 0x00)));
        x2 = _mm_xor_si128(_mm_xor_si128(x2, x6), _mm_loadu_si128((const __m128i *)(buf + 0x10)));
        x3 = _mm_xor_si128(_mm_xor_si128(x3, x7), _mm_loadu_si128((const __m128i *)(buf + 0x20)));
        x4 = _mm_xor_si128(_mm_xor_si128(x4, x8), _mm_loadu_si128((const __m128i *)(buf + 0x30)));
        buf += 64;
        length -= 64;
    }

    /* Fold the four into one. */
    x0 = k3k4;
    x5 = _mm_clmulepi64_si128(x1, x0, 0x00);
    x1 = _mm_clmulepi64_si128(x1, x0, 0x11);
    x1 = _mm_xor_si128(_mm_xor_si128(x1, x2), x5);
    x5 = _mm_clmulepi64_si128(x1, x0, 0x00);
    x1 = _mm_clmulepi64_si128(x1, x0, 0x11);
    x1 = _mm_xor_si128(_mm_xor_si128(x1, x3), x5);
    x5 = _mm_clmulepi64_si128(x1, x0, 0x00);
    x1 = _mm_clmulepi64_si128(x1, x0, 0x11);
    x1 = _mm_xor_si128(_mm_xor_si128(x1, x4), x5);

    /* Then 16 bytes a step. */
    while (length >= 16) {
        x2 = _mm_loadu_si128((const __m128i *)buf);
        x5 = _mm_clmulepi64_si128(x1, x0, 0x00);
        x1 = _mm_clmulepi64_si128(x1, x0, 0x11);
        x1 = _mm_xor_si128(_mm_xor_si128(x1, x2), x5);
        buf += 16;
        length -= 16;
    }

    /* 128 -> 64 bits. */
    x2 = _mm_clmulepi64_si128(x1, x0, 0x10);
    x3 = _mm_setr_epi32(~0, 0, ~0, 0);
    x1 = _mm_xor_si128(_mm_srli_si128(x1, 8), x2);
    x0 = k5k0;
    x2 = _mm_srli_si128(x1, 4);
    x1 = _mm_and_si128(x1, x3);
    x1 = _mm_clmulepi64_si128(x1, x0, 0x00);
    x1 = _mm_xor_si128(x1, x2);

    /* Barrett reduction to 32 bits. */
    x0 = poly;
    x2 = _mm_and_si128(x1, x3);
    x2 = _mm_clmulepi64_si128(x2, x0, 0x10);
    x2 = _mm_and_si128(x2, x3);
    x2 = _mm_clmulepi64_si128(x2, x0, 0x00);
    x1 = _mm_xor_si128(x1, x2);
    return (uint32_t)_mm_extract_epi32(x1, 1);
}
#endif

/* zlib's crc32 in pieces its length type can take. */
static uint32_t crc32_zlib(uint32_t crc, const uint8_t *data, size_t length) {
    while (length > 0) {
        uInt take = length > (1u << 30) ? (1u << 30) : (uInt)length;
        crc = (uint32_t)crc32(crc, data, take);
        data += take;
        length -= take;
    }
    return crc;
}

uint32_t rt_crc32_with(uint32_t crc, const uint8_t *data, size_t length, int use_clmul) {
#if RT_CRC_CLMUL
    if (use_clmul && length >= 64 && have_clmul()) {
        size_t folded = length & ~(size_t)15;
        crc = ~crc32_fold(~crc, data, folded);
        data += folded;
        length -= folded;
    }
#else
    (void)use_clmul;
#endif
    return crc32_zlib(crc, data, length);
}

uint32_t rt_crc32(uint32_t crc, const uint8_t *data, size_t length) { return rt_crc32_with(crc, data, length, 1); }

static void put_be32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24);
    p[1] = (uint8_t)(v >> 16);
    p[2] = (uint8_t)(v >> 8);
    p[3] = (uint8_t)v;
}

int rt_png_append_chunk(rt_buffer *out, const char *type, const uint8_t *data, size_t length) {
    const size_t most = (size_t)1 << 30;
    do {
        size_t take = length > most ? most : length;
        if (rt_buffer_reserve(out, take + 12) != 0) return -1;
        uint8_t *p = out->bytes + out->count;
        put_be32(p, (uint32_t)take);
        memcpy(p + 4, type, 4);
        if (take > 0) memcpy(p + 8, data, take);
        put_be32(p + 8 + take, rt_crc32(0, p + 4, take + 4));
        out->count += take + 12;
        if (take > 0) data += take; /* IEND has no data (and maybe no pointer) */
        length -= take;
    } while (length > 0);
    return 0;
}
