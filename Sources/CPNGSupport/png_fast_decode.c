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

/* Undoes `type`'s filter on `row` (stride bytes) given the unfiltered row above (zeros for the
   first row); 0, or -1 for a filter type PNG does not define. */
static int unfilter_row(uint8_t type, uint8_t *row, const uint8_t *above, size_t stride, size_t bpp) {
    switch (type) {
    case 0:
        return 0;
    case 1:
        for (size_t i = bpp; i < stride; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
        return 0;
    case 2:
        for (size_t i = 0; i < stride; i++) row[i] = (uint8_t)(row[i] + above[i]);
        return 0;
    case 3:
        for (size_t i = 0; i < bpp; i++) row[i] = (uint8_t)(row[i] + (above[i] >> 1));
        for (size_t i = bpp; i < stride; i++) row[i] = (uint8_t)(row[i] + ((row[i - bpp] + above[i]) >> 1));
        return 0;
    case 4:
        for (size_t i = 0; i < bpp; i++) row[i] = (uint8_t)(row[i] + above[i]); /* left and upper-left are 0 */
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

/* One unfiltered row of `width` pixels in `channels` bytes each, as premultiplied RGBA. */
static void widen_row(const uint8_t *row, size_t width, size_t channels, uint8_t *out) {
    switch (channels) {
    case 1:
        for (size_t x = 0; x < width; x++) { out[4 * x] = out[4 * x + 1] = out[4 * x + 2] = row[x]; out[4 * x + 3] = 255; }
        break;
    case 2:
        for (size_t x = 0; x < width; x++) {
            uint8_t a = row[2 * x + 1];
            out[4 * x] = out[4 * x + 1] = out[4 * x + 2] = a == 255 ? row[2 * x] : premultiply(row[2 * x], a);
            out[4 * x + 3] = a;
        }
        break;
    case 3:
        for (size_t x = 0; x < width; x++) {
            out[4 * x] = row[3 * x]; out[4 * x + 1] = row[3 * x + 1]; out[4 * x + 2] = row[3 * x + 2]; out[4 * x + 3] = 255;
        }
        break;
    default:
        for (size_t x = 0; x < width; x++) {
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
    rows = malloc(expected + stride);
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
