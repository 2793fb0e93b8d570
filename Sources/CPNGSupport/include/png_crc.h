#ifndef PNG_CRC_H
#define PNG_CRC_H
/*
 * CRC-32 (ISO 3309 / ITU-T V.42, the one PNG chunks and zlib's crc32 use) and PNG chunks framed
 * with it. See png_crc.c.
 */
#include <stddef.h>
#include <stdint.h>

#include "rt_buffer.h"

/* zlib's crc32(crc, data, length): the CRC of the bytes after those that gave `crc` (0 to start). */
uint32_t rt_crc32(uint32_t crc, const uint8_t *data, size_t length);
/* The same, with the carry-less multiply folding allowed (use_clmul != 0, where the CPU has
   PCLMULQDQ and SSE4.1) or not (zlib's table code): tests run both. */
uint32_t rt_crc32_with(uint32_t crc, const uint8_t *data, size_t length, int use_clmul);

/*
 * Appends `data` as PNG chunks of the 4-letter `type` (length, type, data, CRC of type and data):
 * one chunk, or consecutive ones of at most 2^30 bytes each when `length` is larger (a PNG chunk
 * holds at most 2^31 - 1; IDAT may be split anywhere). 0 on success, -1 when out of memory.
 */
int rt_png_append_chunk(rt_buffer *out, const char *type, const uint8_t *data, size_t length);

#endif
