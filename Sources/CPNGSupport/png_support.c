#include "png_support.h"
#include <png.h>

const char *rt_png_library_version(void) { return PNG_LIBPNG_VER_STRING; }
