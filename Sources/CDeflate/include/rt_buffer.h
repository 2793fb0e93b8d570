#ifndef RT_BUFFER_H
#define RT_BUFFER_H
/*
 * The growable byte buffer the encoders append to (deflate streams, PNG chunks, whole files).
 */
#include <stddef.h>
#include <stdint.h>

/* A growable byte buffer; C appends with realloc, the owner calls rt_buffer_free. */
typedef struct rt_buffer {
    uint8_t *bytes;
    size_t count;
    size_t capacity;
} rt_buffer;

/* Makes room for `additional` more bytes after `count`; 0 on success, -1 when out of memory. */
int rt_buffer_reserve(rt_buffer *buffer, size_t additional);
/* Releases the bytes and zeroes the buffer. */
void rt_buffer_free(rt_buffer *buffer);

#endif
