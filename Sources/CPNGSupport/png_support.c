#include "png_support.h"
#include "rt_deflate.h"

#include <zlib.h>
#include <png.h>
#include <stdlib.h>
#include <string.h>

static void copy_message(char *message, const char *text) {
    if (message == NULL) return;
    strncpy(message, text != NULL ? text : "unknown error", RT_PNG_MESSAGE_CAPACITY - 1);
    message[RT_PNG_MESSAGE_CAPACITY - 1] = '\0';
}

/* ---- libpng error handling: the callbacks every png_struct here is created with ------------ */

/* What a write callback needs: where bytes go and where an error message goes. */
typedef struct write_context {
    rt_buffer *out;
    char *message;
} write_context;

static void on_write_error(png_structp png, png_const_charp text) {
    write_context *context = png_get_error_ptr(png);
    copy_message(context->message, text);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text; /* warnings (e.g. an unknown ancillary chunk's CRC) are not the caller's problem */
}

static void on_write_data(png_structp png, png_bytep data, size_t length) {
    write_context *context = png_get_io_ptr(png);
    if (rt_buffer_reserve(context->out, length) != 0) png_error(png, "out of memory");
    memcpy(context->out->bytes + context->out->count, data, length);
    context->out->count += length;
}

static void on_flush(png_structp png) { (void)png; }

static png_structp create_writer(write_context *context) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, context, on_write_error, on_warning);
    if (png == NULL) {
        copy_message(context->message, "out of memory (png_create_write_struct)");
        return NULL;
    }
    return png;
}

/* ---- Writing ------------------------------------------------------------------------------ */

/* PNG colour type of 1 (grey), 2 (grey + alpha), 3 (RGB) or 4 (RGBA) 8-bit channels. */
static int color_type(int channels) {
    switch (channels) {
    case 1: return PNG_COLOR_TYPE_GRAY;
    case 2: return PNG_COLOR_TYPE_GRAY_ALPHA;
    case 4: return PNG_COLOR_TYPE_RGBA;
    default: return PNG_COLOR_TYPE_RGB;
    }
}

int rt_png_write_header(rt_buffer *out, uint32_t width, uint32_t height, int channels, char *message) {
    write_context context = {out, message};
    png_structp png = create_writer(&context);
    if (png == NULL) return -1;
    /* Created before setjmp: a local assigned after it would need to be volatile. */
    png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return -1;
    }
    if (info == NULL) png_error(png, "out of memory (png_create_info_struct)");
    png_set_write_fn(png, &context, on_write_data, on_flush);
    png_set_IHDR(png, info, width, height, 8, color_type(channels),
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info); /* signature + IHDR, nothing else was set */
    png_destroy_write_struct(&png, &info);
    return 0;
}

int rt_png_write_chunk(rt_buffer *out, const char *type, const uint8_t *data, size_t length, char *message) {
    write_context context = {out, message};
    png_structp png = create_writer(&context);
    if (png == NULL) return -1;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, NULL);
        return -1;
    }
    png_set_write_fn(png, &context, on_write_data, on_flush);
    png_write_chunk(png, (png_const_bytep)type, data, length);
    png_destroy_write_struct(&png, NULL);
    return 0;
}

int rt_png_encode_reference(rt_buffer *out, const uint8_t *rows, uint32_t width, uint32_t height,
                            int channels, int level, int all_filters, char *message) {
    write_context context = {out, message};
    png_structp png = create_writer(&context);
    if (png == NULL) return -1;
    png_infop info = png_create_info_struct(png);
    png_bytep *volatile row_pointers = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free(row_pointers);
        png_destroy_write_struct(&png, &info);
        return -1;
    }
    if (info == NULL) png_error(png, "out of memory (png_create_info_struct)");
    row_pointers = malloc(sizeof(png_bytep) * (height > 0 ? height : 1));
    if (row_pointers == NULL) png_error(png, "out of memory (row pointers)");
    size_t stride = (size_t)width * (size_t)channels;
    for (uint32_t y = 0; y < height; y++) row_pointers[y] = (png_bytep)rows + stride * y;

    png_set_write_fn(png, &context, on_write_data, on_flush);
    png_set_IHDR(png, info, width, height, 8, color_type(channels),
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, level);
    if (level >= 9) png_set_compression_mem_level(png, 9);
    png_set_filter(png, PNG_FILTER_TYPE_BASE,
                   all_filters == 2 ? PNG_FILTER_NONE : all_filters ? PNG_ALL_FILTERS : PNG_FAST_FILTERS);
    png_write_info(png, info);
    png_write_image(png, row_pointers);
    png_write_end(png, info);
    free(row_pointers);
    png_destroy_write_struct(&png, &info);
    return 0;
}

/* ---- Fast deflate ------------------------------------------------------------------------- */

/* The fast path's compressor is CDeflate (rt_deflate.h), not zlib: deterministic by construction
   and an order of magnitude faster on filtered UI rows (docs/benchmark.md, "Deflate"). This wraps
   it in the libpng-style messages the Swift encoder reports. */
struct rt_deflater {
    rt_fast_deflater *fast;
    rt_fast_deflate_stream stream; /* the stream being written block by block */
};

rt_deflater *rt_deflater_create(void) {
    rt_deflater *d = calloc(1, sizeof(rt_deflater));
    if (d == NULL) return NULL;
    d->fast = rt_fast_deflater_create();
    if (d->fast == NULL) {
        free(d);
        return NULL;
    }
    return d;
}

void rt_deflater_destroy(rt_deflater *deflater) {
    if (deflater == NULL) return;
    rt_fast_deflater_destroy(deflater->fast);
    free(deflater);
}

int rt_deflater_begin_rows(rt_deflater *deflater, size_t row_stride, rt_buffer *out, char *message) {
    if (rt_fast_deflate_begin(&deflater->stream, row_stride, 1, out) != 0) {
        copy_message(message, "out of memory (deflate output)");
        return -1;
    }
    return 0;
}

/* A block through `step` (feed or finish), with the whole call's checks and messages. */
static int stream_rows(rt_deflater *deflater, const uint8_t *block, size_t length, rt_buffer *out, char *message,
                       int (*step)(rt_fast_deflate_stream *, rt_fast_deflater *, const uint8_t *, size_t, rt_buffer *)) {
    if (length > UINT32_MAX - deflater->stream.consumed) {
        copy_message(message, "image data larger than 4 GB");
        return -1;
    }
    int status = step(&deflater->stream, deflater->fast, block, length, out);
    if (status == -2) copy_message(message, "deflate block of the wrong length (a bug in the caller)");
    else if (status != 0) copy_message(message, "out of memory (deflate output)");
    return status == 0 ? 0 : -1;
}

int rt_deflater_feed_rows(rt_deflater *deflater, const uint8_t *block, size_t length, rt_buffer *out, char *message) {
    return stream_rows(deflater, block, length, out, message, rt_fast_deflate_feed);
}

int rt_deflater_finish_rows(rt_deflater *deflater, const uint8_t *block, size_t length, rt_buffer *out, char *message) {
    return stream_rows(deflater, block, length, out, message, rt_fast_deflate_finish);
}

int rt_zlib_compress(const uint8_t *input, size_t length, int level, int strategy, rt_buffer *out) {
    z_stream z;
    memset(&z, 0, sizeof z);
    if (length > UINT32_MAX || deflateInit2(&z, level, Z_DEFLATED, 15, 8, strategy) != Z_OK) return -1;
    size_t bound = deflateBound(&z, (uLong)length);
    if (rt_buffer_reserve(out, bound) != 0) {
        deflateEnd(&z);
        return -1;
    }
    z.next_in = (Bytef *)input;
    z.avail_in = (uInt)length;
    z.next_out = out->bytes + out->count;
    z.avail_out = (uInt)bound;
    int status = deflate(&z, Z_FINISH);
    out->count += (size_t)z.total_out;
    deflateEnd(&z);
    return status == Z_STREAM_END ? 0 : -1;
}

int rt_zlib_uncompress(const uint8_t *input, size_t length, uint8_t *output, size_t *output_length) {
    uLongf n = (uLongf)*output_length;
    uint8_t dummy = 0;
    int status = uncompress(output != NULL ? output : &dummy, &n, input, (uLong)length);
    *output_length = (size_t)n;
    return status == Z_OK ? 0 : -1;
}

/* ---- Reading ------------------------------------------------------------------------------ */

/* The most bytes libpng may allocate for one ancillary chunk or its decompressed text. */
#define RT_PNG_CHUNK_MALLOC_MAX (8u << 20)

struct rt_png_reader {
    png_structp png;
    png_infop info;
    const uint8_t *data;
    size_t length;
    size_t offset;
    char *message; /* the current call's buffer */
};

static void on_read_error(png_structp png, png_const_charp text) {
    rt_png_reader *reader = png_get_error_ptr(png);
    copy_message(reader->message, text);
    png_longjmp(png, 1);
}

static void on_read_data(png_structp png, png_bytep data, size_t length) {
    rt_png_reader *reader = png_get_io_ptr(png);
    if (length > reader->length - reader->offset) png_error(png, "read beyond end of data");
    memcpy(data, reader->data + reader->offset, length);
    reader->offset += length;
}

rt_png_reader *rt_png_reader_create(const uint8_t *data, size_t length, char *message) {
    rt_png_reader *reader = calloc(1, sizeof(rt_png_reader));
    if (reader == NULL) {
        copy_message(message, "out of memory (reader)");
        return NULL;
    }
    reader->data = data;
    reader->length = length;
    reader->message = message;
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, on_read_error, on_warning);
    if (reader->png != NULL) reader->info = png_create_info_struct(reader->png);
    if (reader->png == NULL || reader->info == NULL) {
        copy_message(message, "out of memory (png_create_read_struct)");
        rt_png_reader_destroy(reader);
        return NULL;
    }
    png_set_read_fn(reader->png, reader, on_read_data);
    /* Caps what one ancillary chunk may inflate to (zTXt, iCCP); image data is streamed. */
    png_set_chunk_malloc_max(reader->png, RT_PNG_CHUNK_MALLOC_MAX);
    png_set_chunk_cache_max(reader->png, 1000);
    return reader;
}

/*
 * True when some chunk's length field runs past the end of the bytes. libpng allocates (and
 * zeroes) an ancillary chunk's buffer at its claimed length before reading it, whatever
 * png_set_chunk_malloc_max says: a 20-byte file claiming a 2 GB tEXt chunk made it allocate
 * and touch 2 GB (found by a hand-crafted hostile-header test, reproduced with the png-decode
 * fuzz binary: libFuzzer out-of-memory). The whole file is in memory here, so
 * no chunk can legitimately be longer than what remains; refusing it up front is exact.
 */
static int chunks_overrun(const uint8_t *data, size_t length) {
    size_t offset = 8;
    while (length - offset >= 8) {
        size_t chunk = (size_t)data[offset] << 24 | (size_t)data[offset + 1] << 16
                     | (size_t)data[offset + 2] << 8 | (size_t)data[offset + 3];
        if (chunk > length - offset - 8) return 1;       /* no room for the data */
        if (length - offset - 8 - chunk < 4) return 0;   /* no room for the CRC: libpng says so */
        offset += 12 + chunk;
    }
    return 0;
}

int rt_png_reader_read_header(rt_png_reader *reader, uint32_t *width, uint32_t *height, char *message) {
    reader->message = message;
    png_structp png = reader->png;
    png_infop info = reader->info;
    if (setjmp(png_jmpbuf(png))) return -1;
    /* A short buffer would otherwise read as "read beyond end of data"; say what it is. */
    if (reader->length < 8 || png_sig_cmp(reader->data, 0, 8) != 0) png_error(png, "Not a PNG file");
    if (chunks_overrun(reader->data, reader->length))
        png_error(png, "read beyond end of data (a chunk's length field claims more bytes than the file holds)");
    png_read_info(png, info);
    *width = png_get_image_width(png, info);
    *height = png_get_image_height(png, info);
    return 0;
}

int rt_png_reader_read_rgba(rt_png_reader *reader, uint8_t *pixels, char *message) {
    reader->message = message;
    png_structp png = reader->png;
    png_infop info = reader->info;
    png_bytep *volatile row_pointers = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free(row_pointers);
        return -1;
    }
    int color_type = png_get_color_type(png, info);
    int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    png_set_expand(png);      /* palette -> RGB, grey < 8 bit -> 8 bit, tRNS -> alpha */
    png_set_scale_16(png);    /* 16 -> 8 bit with rounding: (v * 255 + 32767) / 65535 */
    png_set_gray_to_rgb(png);
    if ((color_type & PNG_COLOR_MASK_ALPHA) == 0 && !has_trns) png_set_filler(png, 0xff, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);

    uint32_t width = png_get_image_width(png, info);
    uint32_t height = png_get_image_height(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) png_error(png, "unexpected row size after transforms");
    row_pointers = malloc(sizeof(png_bytep) * (height > 0 ? height : 1));
    if (row_pointers == NULL) png_error(png, "out of memory (row pointers)");
    for (uint32_t y = 0; y < height; y++) row_pointers[y] = pixels + (size_t)width * 4 * y;
    png_read_image(png, row_pointers);
    png_read_end(png, NULL); /* checks the rest of the stream (CRCs, IEND) */
    free(row_pointers);
    return 0;
}

void rt_png_reader_destroy(rt_png_reader *reader) {
    if (reader == NULL) return;
    if (reader->png != NULL) png_destroy_read_struct(&reader->png, reader->info != NULL ? &reader->info : NULL, NULL);
    free(reader);
}
