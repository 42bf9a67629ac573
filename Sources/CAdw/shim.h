/* libadwaita, for the benchmark's AdwFlap baseline only. */
#ifndef BS_CADW_SHIM_H
#define BS_CADW_SHIM_H
#include <adwaita.h>
#endif
