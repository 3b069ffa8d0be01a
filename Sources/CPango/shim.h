#ifndef NIBKIT_CPANGO_SHIM_H
#define NIBKIT_CPANGO_SHIM_H

#include <pango/pangocairo.h>

#endif
