#ifndef PNG_SUPPORT_H
#define PNG_SUPPORT_H
/* C glue around libpng and ISA-L: every libpng call that can longjmp runs here. */
const char *rt_png_library_version(void);
#endif
