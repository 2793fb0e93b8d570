#include <ft2build.h>
#include <freetype/freetype.h>
#include <freetype/tttables.h>
