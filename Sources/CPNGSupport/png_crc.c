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
#include "cpu_features.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#if defined(__x86_64__) || defined(__i386__)
#include "rt_vectors.h"
#define RT_CRC_CLMUL 1
#endif

#if RT_CRC_CLMUL
/* The carry-less product of one 64-bit half of a and one of b (PCLMULQDQ; imm bit 0 picks a's
   half, bit 4 b's), through the builtin rather than the intrinsic (rt_vectors.h says why). */
#define CLMUL(a, b, imm) ((rt_i64x2)__builtin_ia32_pclmulqdq128((a), (b), (imm)))
/* One fold of the 128-bit accumulator x by the constants k onto the next 16 bytes `next`. */
#define FOLD(x, k, next) (CLMUL(x, k, 0x11) ^ CLMUL(x, k, 0x00) ^ (next))
#define LOAD128(p) ((rt_i64x2)RT_LOAD_U8X16(p))

/* The CRC register (pre- and post-inverted by the caller) over `length` bytes, a multiple of 16
   and at least 64. */
__attribute__((target("pclmul,sse4.1")))
static uint32_t crc32_fold(uint32_t crc, const uint8_t *buf, size_t length) {
    const rt_i64x2 k1k2 = {0x0154442bd4, 0x01c6e41596}, k3k4 = {0x01751997d0, 0x00ccaa009e};
    const rt_i64x2 k5k0 = {0x0163cd6124, 0}, poly = {0x01db710641, 0x01f7011641};
    const rt_i64x2 low32 = (rt_i64x2)(rt_i32x4){~0, 0, ~0, 0}, zero = {0};

    rt_i64x2 x1 = LOAD128(buf) ^ (rt_i64x2)(rt_i32x4){(int)crc, 0, 0, 0};
    rt_i64x2 x2 = LOAD128(buf + 0x10), x3 = LOAD128(buf + 0x20), x4 = LOAD128(buf + 0x30);
    buf += 64;
    length -= 64;

    /* Four accumulators, 64 bytes a step. */
    while (length >= 64) {
        x1 = FOLD(x1, k1k2, LOAD128(buf));
        x2 = FOLD(x2, k1k2, LOAD128(buf + 0x10));
        x3 = FOLD(x3, k1k2, LOAD128(buf + 0x20));
        x4 = FOLD(x4, k1k2, LOAD128(buf + 0x30));
        buf += 64;
        length -= 64;
    }

    /* Fold the four into one, then 16 bytes a step. */
    x1 = FOLD(x1, k3k4, x2);
    x1 = FOLD(x1, k3k4, x3);
    x1 = FOLD(x1, k3k4, x4);
    while (length >= 16) {
        x1 = FOLD(x1, k3k4, LOAD128(buf));
        buf += 16;
        length -= 16;
    }

    /* 128 -> 64 bits: the high half moved down (PSRLDQ 8) plus the low half times k4, then
       the low 32 bits times k5 plus the rest moved down 4 bytes. */
    x1 = __builtin_shufflevector(x1, zero, 1, 2) ^ CLMUL(x1, k3k4, 0x10);
    x2 = (rt_i64x2)__builtin_shufflevector((rt_i32x4)x1, (rt_i32x4)zero, 1, 2, 3, 4);
    x1 = CLMUL(x1 & low32, k5k0, 0x00) ^ x2;

    /* Barrett reduction to 32 bits. */
    x2 = CLMUL(CLMUL(x1 & low32, poly, 0x10) & low32, poly, 0x00);
    return (uint32_t)((rt_i32x4)(x1 ^ x2))[1];
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
    if (use_clmul && length >= 64 && rt_cpu_has_pclmul()) {
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
