#ifndef RT_VECTORS_H
#define RT_VECTORS_H
/*
 * The vector types the C kernels are written in: clang's vector extensions, not <immintrin.h>.
 *
 * Why: a package that depends on this one builds it with no -O flag in its debug builds (SwiftPM
 * allows a dependency no unsafeFlags), and at -O0 every _mm256_* / _mm_* intrinsic is a function
 * of its own whose arguments and result go through the stack, and each _mm256_set1_* builds its
 * vector an element at a time: the intrinsic kernels ran 20-25x slower than at -O2. Operators on
 * these types (+ - * & | ^ << >> ==, v[i]), __builtin_shufflevector, __builtin_elementwise_min and
 * the __builtin_ia32_* builtins the intrinsics wrap (for what has no operator: PSADBW, PMOVMSKB,
 * PMADDWD, VPERMD, VPGATHERDD, PCLMULQDQ, ...) are single instructions even at -O0, so the
 * kernels stay within a small factor of -O2 there (docs/benchmark.md, "Consumer debug builds").
 *
 * Constants are vector literals or `vector_of_zero + scalar` (a constant folded at compile time,
 * a splat once outside a loop); loads and stores go through the *_unaligned types (alignment 1,
 * may alias anything), which is what the intrinsics' loadu/storeu do. The 256-bit types may only
 * be used inside __attribute__((target("avx2"))) functions, so the loads and stores are macros,
 * not functions (a 256-bit argument to a function without AVX changes its ABI).
 *
 * Not for Swift: this package's module map exports cpu_features.h only.
 */
#include <stdint.h>

/* 128 bits (SSE2, baseline x86-64). */
typedef uint8_t rt_u8x16 __attribute__((vector_size(16)));
typedef char rt_i8x16 __attribute__((vector_size(16)));
typedef uint16_t rt_u16x8 __attribute__((vector_size(16)));
typedef short rt_i16x8 __attribute__((vector_size(16)));
typedef uint32_t rt_u32x4 __attribute__((vector_size(16)));
typedef int rt_i32x4 __attribute__((vector_size(16)));
typedef long long rt_i64x2 __attribute__((vector_size(16)));
typedef uint64_t rt_u64x2 __attribute__((vector_size(16)));
typedef uint8_t rt_u8x8 __attribute__((vector_size(8)));

/* 256 bits (AVX2). */
typedef uint8_t rt_u8x32 __attribute__((vector_size(32)));
typedef char rt_i8x32 __attribute__((vector_size(32)));
typedef uint16_t rt_u16x16 __attribute__((vector_size(32)));
typedef short rt_i16x16 __attribute__((vector_size(32)));
typedef uint32_t rt_u32x8 __attribute__((vector_size(32)));
typedef int rt_i32x8 __attribute__((vector_size(32)));
typedef long long rt_i64x4 __attribute__((vector_size(32)));
typedef uint64_t rt_u64x4 __attribute__((vector_size(32)));

/* Unaligned, aliasing views for loads and stores. */
typedef rt_u8x8 rt_u8x8_unaligned __attribute__((aligned(1), may_alias));
typedef rt_u8x16 rt_u8x16_unaligned __attribute__((aligned(1), may_alias));
typedef rt_u8x32 rt_u8x32_unaligned __attribute__((aligned(1), may_alias));
typedef rt_u32x8 rt_u32x8_unaligned __attribute__((aligned(1), may_alias));

#define RT_LOAD_U8X16(p) (*(const rt_u8x16_unaligned *)(const void *)(p))
#define RT_STORE_U8X16(p, v) (*(rt_u8x16_unaligned *)(void *)(p) = (v))
#define RT_STORE_U8X8(p, v) (*(rt_u8x8_unaligned *)(void *)(p) = (v))
#define RT_LOAD_U8X32(p) (*(const rt_u8x32_unaligned *)(const void *)(p))
#define RT_STORE_U8X32(p, v) (*(rt_u8x32_unaligned *)(void *)(p) = (v))
#define RT_LOAD_U32X8(p) (*(const rt_u32x8_unaligned *)(const void *)(p))
#define RT_STORE_U32X8(p, v) (*(rt_u32x8_unaligned *)(void *)(p) = (v))

#endif
