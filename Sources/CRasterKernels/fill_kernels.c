/*
 * A row of pixels set to one value (see include/raster_kernels.h). Swift's
 * UnsafeMutablePointer.update(repeating:count:) is generic: in a dependent package's debug build
 * (-Onone, where the stdlib's generics are not specialised) it copies each pixel through a value
 * witness call, which made clearing and filling the largest share of a debug frame. This loop,
 * 32 bytes a step in vector stores, is as fast at -O0 as at -O2 (rt_vectors.h).
 */
#include "raster_kernels.h"
#include "rt_vectors.h"

void rt_fill_u32(uint32_t *pixels, uint32_t value, int64_t count) {
    const rt_u8x16 v = (rt_u8x16)((rt_u32x4){0} + value);
    int64_t k = 0;
    for (; k + 8 <= count; k += 8) {
        RT_STORE_U8X16(pixels + k, v);
        RT_STORE_U8X16(pixels + k + 4, v);
    }
    for (; k < count; k++) pixels[k] = value;
}
