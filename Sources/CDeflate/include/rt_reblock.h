#ifndef RT_REBLOCK_H
#define RT_REBLOCK_H
/*
 * Re-blocking a zlib stream: the same literals and matches, cut into better Huffman blocks.
 *
 * A deflate stream's size is its parse (which literals and matches) and its blocks (where a new
 * set of Huffman codes starts). libdeflate's near-optimal parser finds a good parse, but places
 * blocks by a quick statistical test as it goes; on flat UI frames, where a screen is bands of
 * different content (a bar of glyphs, an empty field, the edge of a circle), those cuts cost
 * about 2 % over the best ones. This pass decodes such a stream into its tokens, checks every
 * token against the uncompressed bytes, chooses new cuts (see reblock.c), and writes the tokens
 * again, each block as dynamic Huffman, fixed Huffman or stored, whichever is smallest.
 *
 * The output is a pure function of the input stream: integer costs throughout, no floating
 * point, ties broken by position.
 */
#include <stddef.h>
#include <stdint.h>

/*
 * Writes into `out` the zlib stream of `raw` (`raw_length` bytes) made of the tokens of
 * `stream` (a zlib stream of exactly those bytes) in re-chosen blocks. Returns its length when
 * it is shorter than `stream_length` and fits in `capacity`; 0 when the original stream is as
 * short or shorter, when `stream` is not a valid zlib stream of `raw` (no preset dictionary),
 * or when memory runs out. On 0 the caller keeps `stream`; `out` may have been written.
 */
size_t rt_deflate_reblock(const uint8_t *raw, size_t raw_length, const uint8_t *stream, size_t stream_length,
                          uint8_t *out, size_t capacity);

#endif
