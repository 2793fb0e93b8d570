/*
 * ImageSampler's affine rows (see include/affine_sampler.h): the row's 16.16 start, the
 * bilinear filter with its clamped edges and its lerped interior, nearest sampling, and the
 * ink skip of translucent draws, each step in the order the Swift sampler took it (the same bytes).
 */
#include "raster_kernels.h"

/* The row start is computed in doubles exactly as Swift computes it: no fused multiply-adds. */
#pragma clang fp contract(off)

/* Double+WholeNumbers.swift's flooredInt and roundedInt (|x| < 2^52). */
static inline int64_t floored(double x) {
    int64_t t = (int64_t)x;
    return (double)t > x ? t - 1 : t;
}

static inline int64_t rounded(double x) {
    double m = __builtin_fabs(x);
    int64_t t = (int64_t)m;
    int64_t r = m - (double)t >= 0.5 ? t + 1 : t;
    return x < 0 ? -r : r;
}

/* The first i in 0...count with fu + i du >= t, for du > 0 (count when none). */
static int64_t first_reaching(int64_t fu, int64_t du, int64_t count, int64_t t) {
    if (fu >= t) return 0;
    if (t == INT64_MAX) return count;
    int64_t i = (t - fu - 1) / du + 1;
    if (i > count) i = count;
    while (i > 0 && fu + (i - 1) * du >= t) i--;
    while (i < count && fu + i * du < t) i++;
    return i;
}

/* The first i in 0...count with fu + i du < t, for du < 0 (count when none). */
static int64_t first_below(int64_t fu, int64_t du, int64_t count, int64_t t) {
    if (fu < t) return 0;
    if (t == INT64_MIN) return count;
    int64_t i = (fu - t) / -du + 1;
    if (i > count) i = count;
    while (i > 0 && fu + (i - 1) * du < t) i--;
    while (i < count && fu + i * du >= t) i++;
    return i;
}

/* The pixels [lo, hi) whose texel pair lies inside 0..<w (see the header). */
void rt_bilinear_interior(int64_t fu, int64_t du, int64_t count, int64_t w, int64_t *lo, int64_t *hi) {
    *lo = 0;
    *hi = 0;
    if (count <= 0) return;
    int64_t last = (w - 1) << 16;
    if (du == 0) {
        if (fu >= 0 && fu < last) *hi = count;
        return;
    }
    if (du > 0) {
        *lo = first_reaching(fu, du, count, 0);
        int64_t end = first_reaching(fu, du, count, last);
        *hi = end > *lo ? end : *lo;
    } else {
        *lo = first_below(fu, du, count, last);
        int64_t end = first_below(fu, du, count, 0);
        *hi = end > *lo ? end : *lo;
    }
}

/* The pixels whose clamped texel pair reaches ink columns a...b (see the header). */
void rt_bilinear_ink_run(int64_t fu, int64_t du, int64_t count, int64_t w, int64_t a, int64_t b, int64_t *lo, int64_t *hi) {
    int64_t reaches_first = a == 0 ? INT64_MIN : (a - 1) * 65536, past_last = b == w - 1 ? INT64_MAX : (b + 1) * 65536;
    int64_t end;
    if (du == 0) {
        *lo = 0;
        *hi = fu >= reaches_first && fu < past_last ? count : 0;
        return;
    } else if (du > 0) {
        *lo = first_reaching(fu, du, count, reaches_first);
        end = first_reaching(fu, du, count, past_last);
    } else {
        *lo = first_below(fu, du, count, past_last);
        end = first_below(fu, du, count, reaches_first);
    }
    *hi = end > *lo ? end : *lo;
}

static void lerp_rows(const uint32_t *a, const uint32_t *b, uint32_t f, int64_t count, uint32_t *out, int avx2) {
    if (avx2) {
        rt_lerp_rows_avx2(a, b, f, count, out);
        return;
    }
    for (int64_t k = 0; k < count; k++) out[k] = rt_bilinear_blend(a[k], b[k], f);
}

static void lerp_columns(const uint32_t *c, int64_t available, int64_t fu, int64_t du, int64_t count, uint32_t *out,
                         int avx2) {
    if (avx2) {
        rt_lerp_columns_avx2(c, available, fu, du, count, out);
        return;
    }
    int64_t p = fu;
    for (int64_t i = 0; i < count; i++, p += du) out[i] = rt_bilinear_blend(c[p >> 16], c[(p >> 16) + 1], (uint32_t)((p >> 8) & 0xFF));
}

void rt_bilinear_row(const uint32_t *src, int64_t w, int64_t h, int64_t start, int64_t du, int64_t fv, int64_t count,
                     uint32_t *out, int32_t avx2) {
    int64_t iy = fv >> 16;
    uint32_t fy = (uint32_t)((fv >> 8) & 0xFF);
    const uint32_t *r0 = src + rt_clamp_i64(iy, 0, h - 1) * w, *r1 = src + rt_clamp_i64(iy + 1, 0, h - 1) * w;
    int64_t fu = start, i = 0, lo, hi;
    rt_bilinear_interior(start, du, count, w, &lo, &hi);
    for (; i < lo; i++, fu += du) out[i] = rt_bilinear_at(src, w, h, fu, fv);
    if (hi > lo) {
        if (fy == 0) {
            lerp_columns(r0, w, fu, du, hi - lo, out + lo, avx2);
        } else {
            /* Vertical first, once per source column the run reads, then one horizontal lerp
               per pixel (under magnification one column serves several pixels); in pieces whose
               columns fit the stack buffer (a piece of m pixels reads at most
               (m - 1) |du| / 65536 + 2 columns). */
            enum { COLUMNS = 2048 };
            uint32_t columns[COLUMNS];
            int64_t step = du < 0 ? -du : du;
            int64_t piece = step == 0 ? hi - lo : (int64_t)(COLUMNS - 2) * 65536 / step;
            if (piece < 1) piece = 1;
            for (int64_t k = lo; k < hi; k += piece) {
                int64_t m = hi - k < piece ? hi - k : piece;
                int64_t p = start + k * du;
                int64_t first = p >> 16, last = (p + (m - 1) * du) >> 16;
                int64_t c0 = first < last ? first : last, c1 = (first > last ? first : last) + 1;
                lerp_rows(r0 + c0, r1 + c0, fy, c1 - c0 + 1, columns, avx2);
                lerp_columns(columns, c1 - c0 + 1, p - c0 * 65536, du, m, out + k, avx2);
            }
        }
        fu += (hi - lo) * du;
        i = hi;
    }
    for (; i < count; i++, fu += du) out[i] = rt_bilinear_at(src, w, h, fu, fv);
}

/* The 16.16 image position (texel centres at +0.5) of pixel (x, y)'s centre stepped from (origin, y),
   and its step along the row; 0 when out of any sane range. */
static int affine_start(const rt_affine_source *s, int64_t y, int64_t x, int64_t origin, int64_t *fu, int64_t *fv,
                        int64_t *du, int64_t *dv) {
    double cx = (double)origin + 0.5, cy = (double)y + 0.5;
    double u = s->a * cx + s->c * cy + s->tx - 0.5;
    double v = s->b * cx + s->d * cy + s->ty - 0.5;
    double limit = 1e9;
    int64_t offset = x - origin;
    if (!(__builtin_fabs(u) < limit && __builtin_fabs(v) < limit && __builtin_fabs(s->a) < 1e6 && __builtin_fabs(s->b) < 1e6 &&
          (offset < 0 ? -offset : offset) < (1 << 24)))
        return 0;
    *du = rounded(s->a * 65536);
    *dv = rounded(s->b * 65536);
    *fu = floored(u * 65536) + offset * *du;
    *fv = floored(v * 65536) + offset * *dv;
    return 1;
}

/* A row from its 16.16 start (fu, fv) and steps (du, dv): nearest, the axis-aligned row, or
   the clamped filter pixel by pixel when the row moves in v too (a rotated draw). */
static void sample_from(const rt_affine_source *s, int64_t fu, int64_t fv, int64_t du, int64_t dv, int64_t count,
                        uint32_t *out) {
    const uint32_t *src = s->pixels;
    int64_t w = s->width, h = s->height;
    if (s->nearest) {
        for (int64_t i = 0; i < count; i++, fu += du, fv += dv) {
            int64_t ix = rt_clamp_i64((fu + 0x8000) >> 16, 0, w - 1), iy = rt_clamp_i64((fv + 0x8000) >> 16, 0, h - 1);
            out[i] = src[iy * w + ix];
        }
    } else if (dv == 0) {
        rt_bilinear_row(src, w, h, fu, du, fv, count, out, s->avx2);
    } else {
        for (int64_t i = 0; i < count; i++, fu += du, fv += dv) out[i] = rt_bilinear_at(src, w, h, fu, fv);
    }
}

void rt_affine_sample(const rt_affine_source *s, int64_t y, int64_t x, int64_t count, int64_t origin, uint32_t *out) {
    int64_t fu, fv, du, dv;
    if (count <= 0) return;
    if (affine_start(s, y, x, origin, &fu, &fv, &du, &dv)) {
        sample_from(s, fu, fv, du, dv, count, out);
    } else {
        rt_fill_u32(out, 0, count);
    }
}

void rt_affine_sample_ink(const rt_affine_source *s, int64_t y, int64_t x, int64_t count, int64_t origin,
                          uint32_t *out, int64_t *first, int64_t *end) {
    int64_t fu, fv, du, dv;
    *first = 0;
    *end = count;
    if (count <= 0) return;
    if (!affine_start(s, y, x, origin, &fu, &fv, &du, &dv)) {
        rt_fill_u32(out, 0, count);
        return;
    }
    if (s->ink_first == NULL || s->ink_last == NULL || dv != 0) {
        sample_from(s, fu, fv, du, dv, count, out);
        return;
    }
    int64_t h = s->height, iy = fv >> 16;
    int64_t y0 = rt_clamp_i64(iy, 0, h - 1), y1 = rt_clamp_i64(iy + 1, 0, h - 1);
    int32_t a = s->ink_first[y0] < s->ink_first[y1] ? s->ink_first[y0] : s->ink_first[y1];
    int32_t b = s->ink_last[y0] > s->ink_last[y1] ? s->ink_last[y0] : s->ink_last[y1];
    if (a > b) {
        *end = 0;
        return;
    }
    int64_t lo, hi;
    rt_bilinear_ink_run(fu, du, count, s->width, a, b, &lo, &hi);
    *first = lo;
    *end = hi;
    if (hi > lo) rt_bilinear_row(s->pixels, s->width, h, fu + lo * du, du, fv, hi - lo, out + lo, s->avx2);
}
