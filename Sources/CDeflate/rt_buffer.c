/*
 * The growable byte buffer (see include/rt_buffer.h).
 */
#include "rt_buffer.h"

#include <stdlib.h>

int rt_buffer_reserve(rt_buffer *buffer, size_t additional) {
    if (buffer->capacity - buffer->count >= additional) return 0;
    if (additional > SIZE_MAX / 2 - buffer->count) return -1;
    size_t wanted = buffer->count + additional;
    size_t capacity = buffer->capacity < 4096 ? 4096 : buffer->capacity;
    while (capacity < wanted) capacity *= 2;
    uint8_t *bytes = realloc(buffer->bytes, capacity);
    if (bytes == NULL) return -1;
    buffer->bytes = bytes;
    buffer->capacity = capacity;
    return 0;
}

void rt_buffer_free(rt_buffer *buffer) {
    free(buffer->bytes);
    buffer->bytes = NULL;
    buffer->count = 0;
    buffer->capacity = 0;
}
