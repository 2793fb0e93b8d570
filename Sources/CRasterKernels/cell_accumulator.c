/*
 * Exact-area coverage cells (include/cell_accumulator.h; the algorithm is described in Raster's
 * CellAccumulator.swift). min and max are written as Swift defines them (`y < x ? y : x`,
 * `y >= x ? y : x`) and every expression keeps Swift's order, so each cell's cover and area, and
 * every coverage folded from them, are the bits the Swift form produced.
 */
#include "cell_accumulator.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static double min_d(double x, double y) { return y < x ? y : x; }
static double max_d(double x, double y) { return y >= x ? y : x; }

/* Grows a buffer to hold `needed` elements of `size` bytes (doubling); aborts when memory is
   exhausted, as a Swift array's growth does. */
static void *grow(void *buffer, size_t *capacity, size_t needed, size_t size) {
    if (needed <= *capacity) return buffer;
    size_t next = *capacity < 64 ? 64 : *capacity;
    while (next < needed) next *= 2;
    void *grown = realloc(buffer, next * size);
    if (grown == NULL) abort();
    *capacity = next;
    return grown;
}

void rt_cells_reset(rt_cells *c, int64_t width, int64_t height) {
    c->width = width;
    c->height = height;
    c->count = 0;
    c->min_row = INT64_MAX;
    c->max_row = INT64_MIN;
}

/* Merges into the previous cell when the piece lands in the same pixel (flattened curves do
   constantly), else appends. */
static void deposit(rt_cells *c, int64_t x, int64_t y, double cover, double area) {
    if (c->count > 0) {
        rt_cell *last = &c->cells[c->count - 1];
        if (last->x == (int32_t)x && last->y == (int32_t)y) {
            last->cover += cover;
            last->area += area;
            return;
        }
    }
    c->cells = grow(c->cells, &c->capacity, c->count + 1, sizeof(rt_cell));
    c->cells[c->count++] = (rt_cell){(int32_t)x, (int32_t)y, cover, area};
    if (y < c->min_row) c->min_row = y;
    if (y > c->max_row) c->max_row = y;
}

/* A piece within one row band (y0 < y1), walked cell by cell across x. */
static void add_row_piece(rt_cells *c, int64_t row, double x0, double y0, double x1, double y1, double sign) {
    int64_t last = c->width - 1;
    int64_t c0 = (int64_t)x0, c1 = (int64_t)x1;
    if (last < c0) c0 = last;
    if (last < c1) c1 = last;
    if (c0 == c1) {
        double dy = (y1 - y0) * sign;
        deposit(c, c0, row, dy, dy * ((x0 - (double)c0) + (x1 - (double)c0)) * 0.5);
        return;
    }
    double cx = x0, cy = y0;
    int64_t col = c0;
    if (c1 > c0) {
        while (col < c1) {
            double nx = (double)(col + 1);
            double ny = min_d(y0 + (y1 - y0) * ((nx - x0) / (x1 - x0)), y1);
            double dy = (ny - cy) * sign;
            deposit(c, col, row, dy, dy * ((cx - (double)col) + 1) * 0.5);
            cx = nx; cy = ny; col += 1;
        }
    } else {
        while (col > c1) {
            double nx = (double)col;
            double ny = min_d(y0 + (y1 - y0) * ((nx - x0) / (x1 - x0)), y1);
            double dy = (ny - cy) * sign;
            deposit(c, col, row, dy, dy * (cx - (double)col) * 0.5);
            cx = nx; cy = ny; col -= 1;
        }
    }
    double dy = (y1 - cy) * sign;
    deposit(c, c1, row, dy, dy * ((cx - (double)c1) + (x1 - (double)c1)) * 0.5);
}

/* A piece already inside the clip (0 <= x <= w, 0 <= ys < ye <= h), walked row by row. */
static void add_inside(rt_cells *c, double xs, double ys, double xe, double ye, double sign) {
    double lo = min_d(xs, xe), hi = max_d(xs, xe);
    int64_t row = (int64_t)ys;
    double y_top = ys, x_top = xs;
    for (;;) {
        double row_bottom = (double)(row + 1);
        if (ye <= row_bottom) {
            add_row_piece(c, row, x_top, y_top, xe, ye, sign);
            return;
        }
        double x_bottom = min_d(max_d(xs + (xe - xs) * ((row_bottom - ys) / (ye - ys)), lo), hi);
        add_row_piece(c, row, x_top, y_top, x_bottom, row_bottom, sign);
        row += 1; y_top = row_bottom; x_top = x_bottom;
    }
}

void rt_cells_add_line(rt_cells *c, double x0, double y0, double x1, double y1) {
    if (y0 == y1) return; /* horizontal: crosses no row */
    double h = (double)c->height, w = (double)c->width;
    double sign = y1 > y0 ? 1 : -1;
    double ax, ay, bx, by; /* top to bottom; `sign` keeps the direction */
    if (y0 < y1) { ax = x0; ay = y0; bx = x1; by = y1; } else { ax = x1; ay = y1; bx = x0; by = y0; }
    if (!(by > 0 && ay < h)) return;
    if (ax >= w && bx >= w) return;
    /* Clip to the rows [0, h] through a fraction in [0, 1], never a slope. */
    double ys = ay, xs = ax, ye = by, xe = bx;
    if (ys < 0) { xs = ax + (bx - ax) * ((0 - ay) / (by - ay)); ys = 0; }
    if (ye > h) { xe = ax + (bx - ax) * ((h - ay) / (by - ay)); ye = h; }
    if (!(ye > ys)) return;
    if (xs <= 0 && xe <= 0) { add_inside(c, 0, ys, 0, ye, sign); return; }
    if (xs >= 0 && xe >= 0 && xs <= w && xe <= w) { add_inside(c, xs, ys, xe, ye, sign); return; }
    /* Crosses x = 0 and/or x = w: split where it does (parametrised by y, which increases). */
    double cut_y[3], cut_x[3];
    int cuts = 0;
    const double edges[2] = {0, w};
    for (int k = 0; k < 2; k++) {
        double edge = edges[k];
        if ((xs < edge) != (xe < edge) && xs != edge && xe != edge) {
            cut_y[cuts] = ys + (ye - ys) * ((edge - xs) / (xe - xs));
            cut_x[cuts] = edge;
            cuts++;
        }
    }
    if (cuts == 2 && cut_y[1] < cut_y[0]) {
        double ty = cut_y[0], tx = cut_x[0];
        cut_y[0] = cut_y[1]; cut_x[0] = cut_x[1];
        cut_y[1] = ty; cut_x[1] = tx;
    }
    cut_y[cuts] = ye; cut_x[cuts] = xe; cuts++;
    double start_y = ys, start_x = xs;
    for (int k = 0; k < cuts; k++) {
        double end_y = cut_y[k], end_x = cut_x[k];
        double mid = (start_x + end_x) / 2;
        double clamped_start = min_d(max_d(start_x, 0), w), clamped_end = min_d(max_d(end_x, 0), w);
        if (end_y > start_y) {
            if (mid <= 0) {
                add_inside(c, 0, start_y, 0, end_y, sign);
            } else if (mid < w) {
                add_inside(c, clamped_start, start_y, clamped_end, end_y, sign);
            } /* else: right of the clip, invisible */
        }
        start_y = end_y; start_x = end_x;
    }
}

/* Sorts cells[0 ..< n] by x, stably (equal x keep their deposit order, so their covers sum in the
   same order): insertion sort for the short rows almost all are, a merge sort through `scratch`
   for long ones. */
static void sort_row(rt_cell *cells, size_t n, rt_cell *scratch) {
    if (n <= 24) {
        for (size_t i = 1; i < n; i++) {
            rt_cell cell = cells[i];
            size_t j = i;
            while (j > 0 && cells[j - 1].x > cell.x) { cells[j] = cells[j - 1]; j--; }
            cells[j] = cell;
        }
        return;
    }
    size_t half = n / 2;
    sort_row(cells, half, scratch);
    sort_row(cells + half, n - half, scratch);
    memcpy(scratch, cells, half * sizeof(rt_cell));
    size_t i = 0, j = half, k = 0;
    while (i < half && j < n) cells[k++] = cells[j].x < scratch[i].x ? cells[j++] : scratch[i++];
    while (i < half) cells[k++] = scratch[i++];
}

void rt_cells_sort(rt_cells *c) {
    if (c->count == 0) return;
    size_t rows = (size_t)(c->max_row - c->min_row + 1);
    c->row_starts = grow(c->row_starts, &c->row_capacity, rows + 1, sizeof(int64_t));
    memset(c->row_starts, 0, (rows + 1) * sizeof(int64_t));
    for (size_t i = 0; i < c->count; i++) c->row_starts[c->cells[i].y - c->min_row + 1] += 1;
    for (size_t r = 0; r < rows; r++) c->row_starts[r + 1] += c->row_starts[r];
    c->sorted = grow(c->sorted, &c->sorted_capacity, c->count, sizeof(rt_cell));
    c->scratch = grow(c->scratch, &c->scratch_capacity, c->count, sizeof(rt_cell));
    /* Counting sort by row, stable (each row's cells keep their deposit order). */
    c->cursors = grow(c->cursors, &c->cursor_capacity, rows, sizeof(int64_t));
    memcpy(c->cursors, c->row_starts, rows * sizeof(int64_t));
    for (size_t i = 0; i < c->count; i++) {
        size_t r = (size_t)(c->cells[i].y - c->min_row);
        c->sorted[c->cursors[r]++] = c->cells[i];
    }
    for (size_t r = 0; r < rows; r++) {
        int64_t lo = c->row_starts[r], hi = c->row_starts[r + 1];
        sort_row(c->sorted + lo, (size_t)(hi - lo), c->scratch);
    }
}

/* The fill rule applied to an integrated winding number: |w| clamped to 1 for non-zero, the
   triangle wave (0 at even, 1 at odd) for even-odd; round-off below 1e-12 reads as 0. */
static double fold(double winding, int rule) {
    double w = fabs(winding);
    if (w < 1e-12) return 0;
    if (rule == 0) return 1 < w ? 1 : w;
    double t = fmod(w, 2);
    return t > 1 ? 2 - t : t;
}

/* The runs of one row's cells buf[0 ..< n] (sorted by x): each edge cell as a run of one pixel,
   the pixels between two edge cells as one run; EMIT(x0, x1, coverage) left to right, skipping
   exact zeros. One pixel's cells are summed from 0 in their order. */
#define FOR_EACH_RUN(buf, n, width, rule, EMIT)                                             \
    do {                                                                                    \
        double winding = 0.0;                                                               \
        int64_t i = 0;                                                                      \
        while (i < (n)) {                                                                   \
            int64_t x = (buf)[i].x;                                                         \
            double cover = 0.0, area = 0.0;                                                 \
            while (i < (n) && (buf)[i].x == x) { cover += (buf)[i].cover; area += (buf)[i].area; i++; } \
            double edge = fold(winding + cover - area, (rule));                             \
            if (edge != 0) EMIT(x, x + 1, edge);                                            \
            winding += cover;                                                               \
            int64_t next_x = i < (n) ? (buf)[i].x : (width);                                \
            if (next_x > x + 1) {                                                           \
                double inside = fold(winding, (rule));                                      \
                if (inside != 0) EMIT(x + 1, next_x, inside);                               \
            }                                                                               \
        }                                                                                   \
    } while (0)

/* Row `row`'s slice of the sorted cells; empty outside the rows that have cells. */
static const rt_cell *row_cells(const rt_cells *c, int64_t row, int64_t *n) {
    *n = 0;
    if (c->count == 0 || row < c->min_row || row > c->max_row) return c->sorted;
    int64_t lo = c->row_starts[row - c->min_row], hi = c->row_starts[row - c->min_row + 1];
    *n = hi - lo;
    return c->sorted + lo;
}

int64_t rt_cells_row_runs(const rt_cells *c, int64_t row, int rule, rt_coverage_run *out) {
    int64_t count, n = 0;
    const rt_cell *cells = row_cells(c, row, &count);
#define EMIT_RUN(a, b, v) (out[n++] = (rt_coverage_run){(a), (b), (v)})
    FOR_EACH_RUN(cells, count, c->width, rule, EMIT_RUN);
#undef EMIT_RUN
    return n;
}

uint8_t rt_cells_quantize(double coverage) {
    double v = min_d(coverage, 1) * 255;
    int64_t whole = (int64_t)v;
    return (uint8_t)(v - (double)whole >= 0.5 ? whole + 1 : whole);
}

static void append_span(rt_coverage_span *out, int64_t *n, int64_t x0, int64_t x1, double coverage, int64_t clip_x) {
    uint8_t q = rt_cells_quantize(coverage);
    if (q == 0) return;
    int32_t x = (int32_t)(clip_x + x0), length = (int32_t)(x1 - x0);
    if (*n > 0 && out[*n - 1].coverage == q && out[*n - 1].x + out[*n - 1].length == x) {
        out[*n - 1].length += length;
    } else {
        out[(*n)++] = (rt_coverage_span){x, length, q};
    }
}

int64_t rt_cells_spans_of_row(const rt_cell *cells, int64_t count, int64_t width, int rule, int64_t clip_x,
                              rt_coverage_span *out) {
    int64_t n = 0;
#define EMIT_SPAN(a, b, v) append_span(out, &n, (a), (b), (v), clip_x)
    FOR_EACH_RUN(cells, count, width, rule, EMIT_SPAN);
#undef EMIT_SPAN
    return n;
}

int64_t rt_cells_row_spans(const rt_cells *c, int64_t row, int rule, int64_t clip_x, rt_coverage_span *out) {
    int64_t count;
    const rt_cell *cells = row_cells(c, row, &count);
    return rt_cells_spans_of_row(cells, count, c->width, rule, clip_x, out);
}

void rt_cells_free(rt_cells *c) {
    free(c->cells);
    free(c->sorted);
    free(c->scratch);
    free(c->row_starts);
    free(c->cursors);
    memset(c, 0, sizeof *c);
}
