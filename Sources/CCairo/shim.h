#ifndef NIBKIT_CCAIRO_SHIM_H
#define NIBKIT_CCAIRO_SHIM_H

#include <cairo.h>

#endif
