#ifndef CELL_ACCUMULATOR_H
#define CELL_ACCUMULATOR_H
/*
 * The rasterizer's exact-area coverage cells (Raster's CellAccumulator.swift explains the
 * algorithm, the sparse storage and the clipping before deposit; this is its arithmetic, the
 * same operations in the same order, so the coverage is the same to the last bit).
 *
 * In C because every edge pixel of every fill passes through it several times: a dependent
 * package's debug build compiles Swift without optimisation, where these per-cell steps paid
 * retains, exclusivity checks, generic min/max and zero-filled locals, a fifth of a debug frame.
 * Any CPU; no AVX2 needed.
 */
#include <stddef.h>
#include <stdint.h>

/* One touched pixel: its accumulated signed cover and area. */
typedef struct rt_cell {
    int32_t x, y;
    double cover, area;
} rt_cell;

/* Laid out as Raster's CoverageSpan (x, length, coverage; 12 bytes a span). */
typedef struct rt_coverage_span {
    int32_t x, length;
    uint8_t coverage;
} rt_coverage_span;

/* A run of pixels x0 ..< x1 of a row sharing one exact coverage (0...1, folded). */
typedef struct rt_coverage_run {
    int64_t x0, x1;
    double coverage;
} rt_coverage_run;

/* The cells of one fill; zero-initialise, reuse across fills, free with rt_cells_free. */
typedef struct rt_cells {
    int64_t width, height, min_row, max_row;
    rt_cell *cells, *sorted, *scratch;
    size_t count, capacity, sorted_capacity, scratch_capacity;
    int64_t *row_starts, *cursors;
    size_t row_capacity, cursor_capacity;
} rt_cells;

/* Forgets all cells (keeping the buffers), for a clip of width x height. */
void rt_cells_reset(rt_cells *cells, int64_t width, int64_t height);
/* Adds the segment (x0, y0) -> (x1, y1), clip-relative, clipping it to the clip first. */
void rt_cells_add_line(rt_cells *cells, double x0, double y0, double x1, double y1);
/* Buckets the cells by row and sorts each row by x, keeping deposit order among equal x. */
void rt_cells_sort(rt_cells *cells);
/* After sorting: the runs of `row` (0 ..< height) folded by `rule` (0 non-zero, 1 even-odd),
   exact zeros skipped, into `out` (room for `width` runs); returns how many. */
int64_t rt_cells_row_runs(const rt_cells *cells, int64_t row, int rule, rt_coverage_run *out);
/* The same runs quantised (rt_cells_quantize), zeros dropped, equal neighbours merged, x offset
   by clip_x, into `out` (room for `width` spans); returns how many. */
int64_t rt_cells_row_spans(const rt_cells *cells, int64_t row, int rule, int64_t clip_x, rt_coverage_span *out);
/* rt_cells_row_spans for one row's cells made by the caller (sorted by x, stably), in a clip
   `width` wide: the rasterizer's rectangle rows, which need no accumulator. */
int64_t rt_cells_spans_of_row(const rt_cell *cells, int64_t count, int64_t width, int rule, int64_t clip_x,
                              rt_coverage_span *out);
/* round(min(coverage, 1) * 255), ties away from zero, for a coverage > 0 (no libm call). */
uint8_t rt_cells_quantize(double coverage);
void rt_cells_free(rt_cells *cells);

#endif
