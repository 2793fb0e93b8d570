/*
 * The fast PNG decode (png_fast_decode.h): chunks checked and walked here, the zlib stream
 * inflated by libdeflate into exactly the filtered rows the header implies, rows unfiltered in
 * place, then widened to premultiplied RGBA. Every check that fails declines, leaving the file to libpng.
 */
#include "png_fast_decode.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

#include "png_crc.h"
#include "rt_vectors.h"

static uint32_t read_be32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

static int is_type(const uint8_t *p, const char *type) { return memcmp(p, type, 4) == 0; }

/* Bytes per pixel for the colour types decoded here, 0 for the others. */
static size_t channels_of(uint8_t color_type) {
    switch (color_type) {
    case 0: return 1; /* grey */
    case 4: return 2; /* grey + alpha */
    case 2: return 3; /* RGB */
    case 6: return 4; /* RGBA */
    default: return 0;
    }
}

static uint8_t paeth(int a, int b, int c) {
    int p = a + b - c;
    int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    if (pa <= pb && pa <= pc) return (uint8_t)a;
    return (uint8_t)(pb <= pc ? b : c);
}

/* 4 bytes, for Sub's one-pixel steps (a pixel of 3 bytes is one with its fourth lane masked). */
typedef uint8_t rt_u8x4 __attribute__((vector_size(4)));
typedef rt_u8x4 rt_u8x4_unaligned __attribute__((aligned(1), may_alias));

/* Four bytes as 16-bit lanes, and back (the low byte of each lane), for Average and Paeth;
   macros, as -O0 inlines no function. */
typedef short rt_i16x4 __attribute__((vector_size(8)));
#define WIDEN4(p) __builtin_convertvector(*(const rt_u8x4_unaligned *)(const void *)(p), rt_i16x4)
#define STORE4(p, v) (*(rt_u8x4_unaligned *)(void *)(p) = __builtin_convertvector((v) & (rt_i16x4){255, 255, 255, 255}, rt_u8x4))

/* Undoes `type`'s filter on `row` (stride bytes; at least one byte readable after it) given the
   unfiltered row above (zeros for the first row); 0, or -1 for a filter type PNG does not define.
   None, Up and Sub, nearly every row of the files this package writes, go a vector or a pixel at a
   time (rt_vectors.h: single instructions even in a dependent package's -O0 debug build). */
static int unfilter_row(uint8_t type, uint8_t *row, const uint8_t *above, size_t stride, size_t bpp) {
    switch (type) {
    case 0:
        return 0;
    case 1:
        if (bpp >= 3) {
            /* pixel x += pixel x - 1, four lanes, the fourth left alone for 3-byte pixels (it is
               the next pixel's first byte, or the byte after the row). */
            rt_u8x4 keep = bpp == 4 ? (rt_u8x4){255, 255, 255, 255} : (rt_u8x4){255, 255, 255, 0};
            for (size_t i = bpp; i < stride; i += bpp) {
                rt_u8x4 left = *(const rt_u8x4_unaligned *)(const void *)(row + i - bpp);
                *(rt_u8x4_unaligned *)(void *)(row + i) = *(const rt_u8x4_unaligned *)(const void *)(row + i) + (left & keep);
            }
            return 0;
        }
        for (size_t i = bpp; i < stride; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
        return 0;
    case 2: {
        size_t i = 0;
        for (; i + 16 <= stride; i += 16) RT_STORE_U8X16(row + i, RT_LOAD_U8X16(row + i) + RT_LOAD_U8X16(above + i));
        for (; i < stride; i++) row[i] = (uint8_t)(row[i] + above[i]);
        return 0;
    }
    case 3:
        for (size_t i = 0; i < bpp; i++) row[i] = (uint8_t)(row[i] + (above[i] >> 1));
        if (bpp >= 3) {
            rt_i16x4 keep = bpp == 4 ? (rt_i16x4){255, 255, 255, 255} : (rt_i16x4){255, 255, 255, 0};
            for (size_t i = bpp; i < stride; i += bpp) {
                rt_i16x4 a = WIDEN4(row + i - bpp), b = WIDEN4(above + i);
                STORE4(row + i, WIDEN4(row + i) + (((a + b) >> 1) & keep));
            }
            return 0;
        }
        for (size_t i = bpp; i < stride; i++) row[i] = (uint8_t)(row[i] + ((row[i - bpp] + above[i]) >> 1));
        return 0;
    case 4:
        for (size_t i = 0; i < bpp; i++) row[i] = (uint8_t)(row[i] + above[i]); /* left and upper-left are 0 */
        if (bpp >= 3) {
            rt_i16x4 keep = bpp == 4 ? (rt_i16x4){-1, -1, -1, -1} : (rt_i16x4){-1, -1, -1, 0};
            for (size_t i = bpp; i < stride; i += bpp) {
                rt_i16x4 a = WIDEN4(row + i - bpp), b = WIDEN4(above + i), c = WIDEN4(above + i - bpp);
                rt_i16x4 pa = b - c, pb = a - c, pc = a + b - c - c; /* |p - a|, |p - b|, |p - c| for p = a + b - c */
                pa = __builtin_elementwise_abs(pa);
                pb = __builtin_elementwise_abs(pb);
                pc = __builtin_elementwise_abs(pc);
                rt_i16x4 take_a = (pa <= pb) & (pa <= pc), take_b = ~take_a & (pb <= pc);
                rt_i16x4 predicted = (a & take_a) | (b & take_b) | (c & ~(take_a | take_b));
                STORE4(row + i, WIDEN4(row + i) + (predicted & keep));
            }
            return 0;
        }
        for (size_t i = bpp; i < stride; i++) row[i] = (uint8_t)(row[i] + paeth(row[i - bpp], above[i], above[i - bpp]));
        return 0;
    default:
        return -1;
    }
}

/* c * a / 255, rounded to nearest: Raster's Premultiplication.premultiply. */
static uint8_t premultiply(uint8_t c, uint8_t a) {
    uint32_t t = (uint32_t)c * a + 128;
    return (uint8_t)((t + (t >> 8)) >> 8);
}

/* One unfiltered row of `width` pixels in `channels` bytes each, as premultiplied RGBA; grey and
   RGB sixteen pixels at a time by byte shuffles, opaque RGBA four at a time. */
static void widen_row(const uint8_t *row, size_t width, size_t channels, uint8_t *out) {
    const rt_u8x16 opaque = {255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255};
    size_t x = 0;
    switch (channels) {
    case 1:
        for (; x + 16 <= width; x += 16) {
            rt_u8x16 g = RT_LOAD_U8X16(row + x);
            RT_STORE_U8X16(out + 4 * x, __builtin_shufflevector(g, opaque, 0, 0, 0, 16, 1, 1, 1, 16, 2, 2, 2, 16, 3, 3, 3, 16));
            RT_STORE_U8X16(out + 4 * x + 16, __builtin_shufflevector(g, opaque, 4, 4, 4, 16, 5, 5, 5, 16, 6, 6, 6, 16, 7, 7, 7, 16));
            RT_STORE_U8X16(out + 4 * x + 32, __builtin_shufflevector(g, opaque, 8, 8, 8, 16, 9, 9, 9, 16, 10, 10, 10, 16, 11, 11, 11, 16));
            RT_STORE_U8X16(out + 4 * x + 48, __builtin_shufflevector(g, opaque, 12, 12, 12, 16, 13, 13, 13, 16, 14, 14, 14, 16, 15, 15, 15, 16));
        }
        for (; x < width; x++) { out[4 * x] = out[4 * x + 1] = out[4 * x + 2] = row[x]; out[4 * x + 3] = 255; }
        break;
    case 2:
        for (; x < width; x++) {
            uint8_t a = row[2 * x + 1];
            out[4 * x] = out[4 * x + 1] = out[4 * x + 2] = a == 255 ? row[2 * x] : premultiply(row[2 * x], a);
            out[4 * x + 3] = a;
        }
        break;
    case 3:
        for (; x + 16 <= width; x += 16) {
            /* 48 bytes in (v0 v1 v2), pixel k's colour at bytes 3k ..< 3k + 3. */
            const uint8_t *in = row + 3 * x;
            rt_u8x16 v0 = RT_LOAD_U8X16(in), v1 = RT_LOAD_U8X16(in + 16), v2 = RT_LOAD_U8X16(in + 32);
            rt_u8x16 b12 = __builtin_shufflevector(v0, v1, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27);
            rt_u8x16 b24 = __builtin_shufflevector(v1, v2, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23);
            RT_STORE_U8X16(out + 4 * x, __builtin_shufflevector(v0, opaque, 0, 1, 2, 16, 3, 4, 5, 16, 6, 7, 8, 16, 9, 10, 11, 16));
            RT_STORE_U8X16(out + 4 * x + 16, __builtin_shufflevector(b12, opaque, 0, 1, 2, 16, 3, 4, 5, 16, 6, 7, 8, 16, 9, 10, 11, 16));
            RT_STORE_U8X16(out + 4 * x + 32, __builtin_shufflevector(b24, opaque, 0, 1, 2, 16, 3, 4, 5, 16, 6, 7, 8, 16, 9, 10, 11, 16));
            RT_STORE_U8X16(out + 4 * x + 48, __builtin_shufflevector(v2, opaque, 4, 5, 6, 16, 7, 8, 9, 16, 10, 11, 12, 16, 13, 14, 15, 16));
        }
        for (; x < width; x++) {
            out[4 * x] = row[3 * x]; out[4 * x + 1] = row[3 * x + 1]; out[4 * x + 2] = row[3 * x + 2]; out[4 * x + 3] = 255;
        }
        break;
    default:
        for (; x < width; x++) {
            if ((x & 3) == 0 && x + 4 <= width) {
                rt_u8x16 v = RT_LOAD_U8X16(row + 4 * x);
                if ((v[3] & v[7] & v[11] & v[15]) == 255) { RT_STORE_U8X16(out + 4 * x, v); x += 3; continue; }
            }
            uint8_t a = row[4 * x + 3];
            if (a == 255) {
                memcpy(out + 4 * x, row + 4 * x, 4);
            } else {
                out[4 * x] = premultiply(row[4 * x], a);
                out[4 * x + 1] = premultiply(row[4 * x + 1], a);
                out[4 * x + 2] = premultiply(row[4 * x + 2], a);
                out[4 * x + 3] = a;
            }
        }
        break;
    }
}

int rt_png_fast_decode(const uint8_t *data, size_t length, uint32_t width, uint32_t height, uint8_t *pixels) {
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    if (length < 8 + 25 || memcmp(data, signature, 8) != 0) return RT_PNG_FAST_DECLINED;

    /* Walk every chunk to IEND: CRCs, order, and where the image data is. */
    size_t channels = 0, idat_total = 0, idat_count = 0, first_idat = 0;
    int seen_header = 0, seen_end = 0, idat_closed = 0;
    size_t offset = 8;
    while (offset + 12 <= length) {
        uint32_t chunk_length = read_be32(data + offset);
        const uint8_t *type = data + offset + 4;
        if (chunk_length > 0x7fffffffu || chunk_length > length - offset - 12) return RT_PNG_FAST_DECLINED;
        const uint8_t *body = type + 4;
        if (rt_crc32(0, type, 4 + (size_t)chunk_length) != read_be32(body + chunk_length)) return RT_PNG_FAST_DECLINED;
        if (!seen_header) {
            /* IHDR first: 8-bit, a colour type above, deflate, adaptive filtering, no interlace. */
            if (!is_type(type, "IHDR") || chunk_length != 13) return RT_PNG_FAST_DECLINED;
            channels = channels_of(body[9]);
            if (read_be32(body) != width || read_be32(body + 4) != height || body[8] != 8 || channels == 0
                || body[10] != 0 || body[11] != 0 || body[12] != 0) return RT_PNG_FAST_DECLINED;
            seen_header = 1;
        } else if (is_type(type, "IDAT")) {
            if (idat_closed) return RT_PNG_FAST_DECLINED; /* image data in two runs */
            if (idat_count == 0) first_idat = offset;
            idat_total += chunk_length;
            idat_count++;
        } else if (is_type(type, "IEND")) {
            seen_end = 1;
            break;
        } else {
            if (idat_count > 0) idat_closed = 1;
            /* Critical chunks other than a suggested palette, and tRNS (it changes alpha), are libpng's. */
            int critical = (type[0] & 0x20) == 0;
            if (critical && !(is_type(type, "PLTE") && (channels == 3 || channels == 4) && idat_count == 0)) return RT_PNG_FAST_DECLINED;
            if (is_type(type, "tRNS")) return RT_PNG_FAST_DECLINED;
        }
        offset += 12 + (size_t)chunk_length;
    }
    if (!seen_end || idat_count == 0 || idat_total < 2) return RT_PNG_FAST_DECLINED;

    /* The zlib stream in one piece (a copy only when it spans several IDATs). */
    const uint8_t *stream = data + first_idat + 8;
    uint8_t *joined = NULL;
    if (idat_count > 1) {
        joined = malloc(idat_total);
        if (joined == NULL) return RT_PNG_FAST_DECLINED;
        size_t at = first_idat, filled = 0;
        for (size_t k = 0; k < idat_count; k++) {
            uint32_t n = read_be32(data + at);
            memcpy(joined + filled, data + at + 8, n);
            filled += n;
            at += 12 + (size_t)n;
        }
        stream = joined;
    }
    /* A 32 KB window, as libpng expects of the zlib header; smaller ones are left to it. */
    int status = RT_PNG_FAST_DECLINED;
    uint8_t *rows = NULL;
    struct libdeflate_decompressor *inflater = NULL;
    if ((stream[0] & 0x0f) != 8 || (stream[0] >> 4) != 7) goto done;

    size_t stride = (size_t)width * channels, row_bytes = stride + 1;
    size_t expected = row_bytes * height;
    rows = malloc(expected + stride + 4); /* the rows, a zero row above the first, 4 bytes' slack for 4-byte reads */
    inflater = libdeflate_alloc_decompressor();
    if (rows == NULL || inflater == NULL) goto done;
    size_t consumed = 0;
    /* Exactly `expected` bytes out and the whole stream in: more, less or trailing data declines. */
    if (libdeflate_zlib_decompress_ex(inflater, stream, idat_total, rows, expected, &consumed, NULL) != LIBDEFLATE_SUCCESS
        || consumed != idat_total) goto done;

    uint8_t *zeros = rows + expected;
    memset(zeros, 0, stride);
    const uint8_t *above = zeros;
    for (uint32_t y = 0; y < height; y++) {
        uint8_t *row = rows + row_bytes * y + 1;
        if (unfilter_row(row[-1], row, above, stride, channels) != 0) goto done;
        above = row;
    }
    for (uint32_t y = 0; y < height; y++) widen_row(rows + row_bytes * y + 1, width, channels, pixels + (size_t)width * 4 * y);
    status = RT_PNG_FAST_DECODED;
done:
    libdeflate_free_decompressor(inflater);
    free(rows);
    free(joined);
    return status;
}
